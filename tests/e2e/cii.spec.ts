import { expect, type Page, test } from "@playwright/test";
import { allowAtLeast, DEMO, dismissAnnouncementPopup, lookAt, sessionHeaders, signIn } from "./support";

const CII_FEATURE_ID = 7;

async function vesselsOf(page: Page) {
  return (await (await page.request.get("/api/v1/Vessels")).json()) as { id: string; name: string }[];
}
const ciiPath = (v: { id: string; name: string }) => `/Vessel/${v.id}/${encodeURIComponent(v.name)}/Cii`;

test.describe("CII", () => {
  test("a super user sees the vessel's rating as the API computes it and records a correction factor (light)", async ({
    page,
  }) => {
    allowAtLeast(40_000);
    await signIn(page, DEMO.superUser);
    await dismissAnnouncementPopup(page);
    const aurora = (await vesselsOf(page)).find((v) => v.name === "Nordic Aurora")!;
    const ytd = (await (await page.request.get(`/api/v1/Cii/Ytd?vesselId=${aurora.id}`)).json()) as {
      rating: string | null;
      required: number;
    };
    await page.goto(ciiPath(aurora));
    await expect(page.getByRole("heading", { name: "Carbon Intensity Indicator (CII)" })).toBeVisible();
    await expect(page.getByTestId("sidebar").getByRole("link", { name: "CII" })).toBeVisible();
    await expect(page.getByTestId("cii-rating")).toHaveAttribute("data-rating", ytd.rating ?? "");
    await expect(page.getByTestId("cii-figures")).toContainText("Required CII");
    await expect(page.getByTestId("cii-figures")).toContainText(
      ytd.required.toLocaleString("en-GB", { minimumFractionDigits: 2, maximumFractionDigits: 4 }),
    );
    await expect(page.getByTestId("cii-running").locator(".apexcharts-canvas")).toBeVisible();
    await expect(page.getByTestId("cii-years")).toContainText(String(new Date().getUTCFullYear()));
    // issue 33 §4: the year so far has less than the whole year of data: its days shown, marked partial,
    // and a rating (when there is one) provisional
    const year = new Date().getUTCFullYear();
    await expect(page.getByTestId(`cii-year-days-${year}`)).toHaveText(/^\d+ of 36[56] days \(partial\)$/);
    await expect(page.getByTestId(`cii-year-provisional-${year}`)).toHaveCount(ytd.rating ? 1 : 0);

    const fi = page.locator("#cii-factor-fi");
    await fi.fill("1.05");
    await fi.blur();
    await page.getByTestId("cii-save-factors").click();
    await expect(page.getByTestId("cii-corrections-message")).toContainText("Correction factors saved.");
    await expect(page.getByTestId("cii-factors-recorded")).toContainText("Last set by");
    await lookAt(page, "cii-light", { fullPage: true });
    // back to no correction, for the specs after this one
    await fi.fill("1");
    await fi.blur();
    await page.getByTestId("cii-save-factors").click();
    await expect(page.getByTestId("cii-corrections-message")).toContainText("Correction factors saved.");
  });

  test("a vessel without the CII module shows the feature-not-available notice; the page in the dark theme", async ({
    page,
  }) => {
    allowAtLeast(40_000);
    await signIn(page, DEMO.admin);
    await dismissAnnouncementPopup(page);
    const vessels = await vesselsOf(page);
    const skagen = vessels.find((v) => v.name === "Nordic Skagen")!;
    const aurora = vessels.find((v) => v.name === "Nordic Aurora")!;
    const headers = await sessionHeaders(page);
    const feature = (action: string) =>
      page.request.post(`/api/v1/VesselAdministrations/${skagen.id}/${action}`, {
        headers,
        data: { vesselId: skagen.id, featureId: CII_FEATURE_ID },
      });
    expect((await feature("DeactivateFeature")).status()).toBe(200);
    try {
      await page.goto(ciiPath(skagen));
      await expect(page.getByTestId("feature-not-available")).toContainText("Contact sales for a quotation");
    } finally {
      expect((await feature("ActivateFeature")).status()).toBe(200);
    }

    await page.goto(ciiPath(aurora));
    await expect(page.getByTestId("cii-summary")).toBeVisible();
    const toggle = page.getByTestId("theme-switch");
    if ((await toggle.getAttribute("data-theme-mode")) !== "dark") await toggle.click();
    await expect(toggle).toHaveAttribute("data-theme-mode", "dark");
    await expect(page.getByTestId("cii-boundaries").locator(".apexcharts-canvas")).toBeVisible();
    await expect(page.getByTestId("cii-years").getByText("(partial)").first()).toBeVisible();
    await lookAt(page, "cii-dark", { fullPage: true });
    await toggle.click();
    await expect(toggle).toHaveAttribute("data-theme-mode", "light");
  });
});
