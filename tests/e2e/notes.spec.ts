import { type Browser, expect, type Page, test } from "@playwright/test";
import { DEMO, dismissAnnouncementPopup, lookAt, signIn } from "./support";

async function openNotes(page: Page, who: { email: string; password: string }, vesselName: string) {
  await signIn(page, who);
  await dismissAnnouncementPopup(page);
  await expect(page).not.toHaveURL(/\/login/);
  const vessels = (await (await page.request.get("/api/v1/Vessels")).json()) as {
    id: string;
    name: string;
  }[];
  const vessel = vessels.find((v) => v.name === vesselName)!;
  await page.goto(`/Vessel/${vessel.id}/${encodeURIComponent(vessel.name)}/Notes`);
  await expect(page.getByTestId("note-new")).toBeVisible({ timeout: 30_000 });
}

// Two people signed in at once on a shared 2-core machine: more than the default 30 s.
test.setTimeout(120_000);

async function newSignedInPage(browser: Browser, theme: "light" | "dark" = "light"): Promise<Page> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const url = new URL(test.info().project.use.baseURL!);
  await context.addCookies([
    { name: "app.darkMode", value: String(theme === "dark"), domain: url.hostname, path: "/" },
  ]);
  return context.newPage();
}

test("a crew note reaches the office live, renders its Markdown and never runs what it carries", async ({
  page,
  browser,
}) => {
  const alerts: string[] = [];
  page.on("dialog", (dialog) => {
    alerts.push(dialog.message());
    void dialog.dismiss();
  });
  await openNotes(page, DEMO.crew, "Nordic Aurora");
  const office = await newSignedInPage(browser);
  await openNotes(office, DEMO.superUser, "Nordic Aurora");

  // Unique per attempt: a retry must not find the first attempt's note.
  const run = Date.now().toString(36);
  const text = `Speed log ${run} reads **high** since Hamburg.\n\n- check the sensor\n- <img src=x onerror="alert('img')">\n\n[bad link](javascript:alert('link')) and [the manual](https://example.com/manual)`;
  await page.getByTestId("note-new-text").fill(text);
  await page.getByTestId("note-new-preview").click();
  await expect(page.getByTestId("note-new").getByTestId("note-body").locator("strong")).toHaveText("high");
  await page.getByTestId("note-new-save").click();

  const mine = page.getByTestId("note-card").filter({ hasText: run });
  await expect(mine.getByTestId("note-body").locator("strong")).toHaveText("high");
  await expect(mine.locator("li")).toHaveCount(2);
  await expect(mine.locator("img")).toHaveCount(0);
  await expect(mine.locator('a[href^="javascript"]')).toHaveCount(0);
  await expect(mine.getByRole("link", { name: "the manual" })).toHaveAttribute(
    "href",
    "https://example.com/manual",
  );
  await expect(mine.getByTestId("note-edit")).toBeVisible();

  // The office sees it without reloading, and may delete but not edit it.
  const seen = office.getByTestId("note-card").filter({ hasText: run });
  await expect(seen).toBeVisible({ timeout: 15_000 });
  await expect(seen.getByTestId("note-edit")).toHaveCount(0);
  await expect(seen.getByTestId("note-delete")).toBeVisible();
  await lookAt(page, "notes-light", { fullPage: true });

  // The author edits it; the office's page follows.
  await mine.getByTestId("note-edit").click();
  await mine.getByTestId("note-edit-form-text").fill(`Speed log ${run} **recalibrated** in Hamburg.`);
  await mine.getByTestId("note-edit-form-save").click();
  await expect(mine).toContainText("(edited)");
  await expect(office.getByTestId("note-card").filter({ hasText: `${run} recalibrated` })).toBeVisible({
    timeout: 15_000,
  });

  await mine.getByTestId("note-delete").click();
  await page.getByRole("dialog", { name: "Delete note" }).getByRole("button", { name: "Yes" }).click();
  await expect(page.getByTestId("note-card").filter({ hasText: run })).toHaveCount(0);
  expect(alerts).toEqual([]);
  await office.context().close();
});

test("the notes page in the dark theme", async ({ browser }) => {
  const page = await newSignedInPage(browser, "dark");
  await openNotes(page, DEMO.admin, "Nordic Fjell");
  await page.getByTestId("note-new-text").fill("Bunker survey **done**; see the BDN in Documents.");
  await page.getByTestId("note-new-save").click();
  await expect(page.getByTestId("note-card").first()).toContainText("Bunker survey");
  await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
  await lookAt(page, "notes-dark", { fullPage: true });
  await page.context().close();
});
