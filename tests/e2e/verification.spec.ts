import { execFile as execFileCallback } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import JSZip from "jszip";
import type { VerificationPackage } from "../../domain/ledger/verificationPackage";
import { DEMO, dismissAnnouncementPopup, e2eDataDir, lookAt, signIn } from "./support";
import { daysAgoAt, type RecordedVoyage, recordConfirmedVoyage } from "./voyageSupport.js";

const outbox = () => {
  const dir = path.join(e2eDataDir(), "outbox");
  return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
};

test("a super user names the addresses for verification and sends them a signed checkpoint", async ({
  page,
}) => {
  await signIn(page, DEMO.superUser);
  await expect(page).toHaveURL(/\/FleetOverview$/);
  await dismissAnnouncementPopup(page);
  await page.goto("/Settings/Verification");
  await expect(page.getByTestId("verification-addresses-none")).toBeVisible();
  await expect(page.getByTestId("verification-mail-now")).toBeDisabled();
  await expect(page.getByTestId("checkpoint-mails")).toContainText("No checkpoint has been mailed yet.");

  await page.getByTestId("verification-addresses-edit").click();
  const text = page.getByTestId("verification-addresses-text");
  await text.fill("verifier@class.example\nnot an address");
  await expect(page.getByRole("alert")).toContainText('"not an address" is not a valid e-mail address');
  await expect(page.getByTestId("verification-addresses-save")).toBeDisabled();
  await text.fill("verifier@class.example\nmrv@nordicbulk.example");
  await page.getByTestId("verification-addresses-save").click();
  await expect(page.getByTestId("verification-addresses-list")).toContainText("mrv@nordicbulk.example");
  await expect(page.getByTestId("verification-next-mail")).toBeVisible();

  const before = outbox().length;
  await page.getByTestId("verification-mail-now").click();
  // The monthly mail may go out meanwhile (a minute after the server started): the row sent on request.
  const row = page.getByTestId("checkpoint-mails").getByRole("row").filter({ hasText: "On request" });
  await expect(row).toContainText("verifier@class.example");
  await expect(row).toContainText("mrv@nordicbulk.example");
  await expect(page.getByTestId("checkpoints")).toContainText("For a mail on request");
  expect(outbox().length - before).toBeGreaterThanOrEqual(2);
});

/**
 * Nordic Aurora, with a confirmed voyage 12–10 days back recorded here (the e2e server has no demo
 * history). A new departure must start a vessel's first voyage or end its last: in the full run (files in
 * name order) this one ends the open voyage of dateInput.spec.ts (30–27 days back).
 */
const AURORA = "Nordic Aurora";
const FROM_DAYS_AGO = 12;
const MINUTE = Math.floor(Math.random() * 600);
const execFile = promisify(execFileCallback);

/** Clicks a download button; answers the downloaded file's path. */
async function downloaded(page: Page, testId: string): Promise<string> {
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByTestId(testId).click()]);
  expect(download.suggestedFilename()).toMatch(/\.zip$/);
  return download.path();
}

/** `keelson-verify` of this repository on a file, as a verifier runs it: exit code and what it printed. */
async function keelsonVerify(file: string): Promise<{ code: number; out: string }> {
  try {
    const { stdout } = await execFile(process.execPath, ["bin/keelson-verify.mjs", file]);
    return { code: 0, out: stdout };
  } catch (failure) {
    const { code, stdout } = failure as { code: number; stdout: string };
    return { code, out: stdout };
  }
}

const packageIn = async (zipFile: string) =>
  JSON.parse(
    (await (await JSZip.loadAsync(fs.readFileSync(zipFile))).file("verification.json")?.async("string")) ??
      "null",
  ) as VerificationPackage;

/** The Emission Report page with the yearly reports of `year` chosen. */
async function reportOfYear(page: Page, reportPath: string, year: number) {
  await page.goto(reportPath);
  await expect(page.getByTestId("yearly-report-year")).toBeVisible();
  if (year !== new Date().getUTCFullYear()) {
    await page.getByTestId("yearly-report-year").click();
    await page.getByRole("option", { name: String(year), exact: true }).click();
  }
  await expect(page.getByTestId("yearly-report-imo-verification")).toBeVisible();
}

/**
 * The voyage's data confirmed through the API, as its crew would after entering it: the arrival's
 * distance, each flow meter row of the voyage's events, then ConfirmVoyageData (what the yearly reports count).
 */
async function confirmVoyageData(request: APIRequestContext, voyage: RecordedVoyage) {
  const { headers, vesselId, departureId } = voyage;
  const from = daysAgoAt(FROM_DAYS_AGO, MINUTE);
  const to = daysAgoAt(FROM_DAYS_AGO - 3, MINUTE);
  const events = (await (
    await request.get(`/api/v1/EmissionReportVesselEvents/Find?vesselId=${vesselId}`, { headers })
  ).json()) as { id: string; timestamp: string; type: string }[];
  for (const event of events.filter((e) => e.timestamp >= from && e.timestamp <= to)) {
    if (event.type === "Arrival") {
      const distance = await request.put(`/api/v1/EmissionReportVesselEvents/${event.id}/Distance`, {
        headers,
        data: { manualDistanceByGPS: 312.4 },
      });
      expect(distance.ok(), await distance.text()).toBe(true);
    }
    const rows = (await (
      await request.get(`/api/v1/FlowMeterFuelConsumptions/Find?vesselEventId=${event.id}`, { headers })
    ).json()) as { id: string; isPlaceholder: boolean }[];
    for (const row of rows.filter((r) => r.isPlaceholder)) {
      const filled = await request.put(`/api/v1/FlowMeterFuelConsumptions/${row.id}`, {
        headers,
        data: { fuelConsumptionInTon: 12.5 },
      });
      expect(filled.ok(), await filled.text()).toBe(true);
    }
  }
  const confirmed = await request.post(
    `/api/v1/EmissionReportVesselEvents/${departureId}/ConfirmVoyageData`,
    { headers },
  );
  expect(confirmed.ok(), await confirmed.text()).toBe(true);
}

const EMBEDDED = /<script type="application\/json" id="package">([\s\S]*?)<\/script>/;

test("a super user and a verifier download verification packages; verify.html from disk says intact, a tampered copy names the event", async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const voyage = await recordConfirmedVoyage(request, {
    vessel: AURORA,
    fromDaysAgo: FROM_DAYS_AGO,
    minute: MINUTE,
    label: "Verification",
    tankName: `Verification e2e ${MINUTE}`,
  });
  await confirmVoyageData(request, voyage);
  const year = Number(daysAgoAt(FROM_DAYS_AGO, MINUTE).slice(0, 4));
  const reportPath = `/Vessel/${voyage.vesselId}/${encodeURIComponent(AURORA)}/EmissionReport`;
  await signIn(page, DEMO.superUser);
  await expect(page).toHaveURL(/\/FleetOverview$/);
  await dismissAnnouncementPopup(page);
  await reportOfYear(page, reportPath, year);

  // The vessel-year packages beside the yearly reports; the IMO DCS one holds the IMO DCS report.
  const packages = page.getByRole("group", { name: "Verification packages" });
  await expect(packages.getByRole("button", { name: `MRV ${year} verification package` })).toHaveAttribute(
    "data-testid",
    "yearly-report-verification",
  );
  await expect(
    packages.getByRole("button", { name: `IMO DCS ${year} verification package` }),
  ).toHaveAttribute("data-testid", "yearly-report-imo-verification");
  const imoZip = await downloaded(page, "yearly-report-imo-verification");
  expect((await packageIn(imoZip)).subject).toMatchObject({
    kind: "vessel-year",
    vesselId: voyage.vesselId,
    year,
    scheme: "IMO DCS",
  });
  const imoVerdict = await keelsonVerify(imoZip);
  expect(imoVerdict.out).toContain("figures: recomputed from the events, equal to the package's");
  expect(imoVerdict.code).toBe(0);
  const mrvZip = await downloaded(page, "yearly-report-verification");
  expect((await packageIn(mrvZip)).subject).toMatchObject({ kind: "vessel-year", year });
  expect((await packageIn(mrvZip)).subject).not.toHaveProperty("scheme");
  expect((await keelsonVerify(mrvZip)).code).toBe(0);

  // Screenshots of the row: light as the super user, dark as the administrator (the dark theme is theirs).
  const dark = await browser.newContext();
  await dark.addCookies([
    { name: "app.darkMode", value: "true", url: test.info().project.use.baseURL ?? "" },
  ]);
  const admin = await dark.newPage();
  await signIn(admin, DEMO.admin);
  await expect(admin).toHaveURL(/\/FleetOverview$/);
  await dismissAnnouncementPopup(admin);
  await expect(admin.getByTestId("company-picker")).toContainText("Nordic Bulk AS");
  for (const [theme, shown] of [
    ["light", page],
    ["dark", admin],
  ] as const)
    for (const width of [1024, 1440]) {
      await shown.setViewportSize({ width, height: 900 });
      await reportOfYear(shown, reportPath, year);
      await shown.getByTestId("yearly-reports").scrollIntoViewIfNeeded();
      await lookAt(shown, `verification-yearly-packages-${theme}-${width}`);
    }
  await dark.close();

  // A verifier granted the vessel and the year downloads the same packages on its own page.
  const verifier = { email: `vera-${MINUTE}-${Date.now()}@verifier.example`, password: "vera-verifies-2026" };
  const created = await request.post("/api/v1/Users/Post", {
    headers: voyage.headers,
    data: { name: "Vera Verifier", title: "Lead verifier", role: "Verifier", ...verifier },
  });
  expect(created.status(), await created.text()).toBe(201);
  const granted = await request.put(
    `/api/v1/Verifiers/${((await created.json()) as { id: string }).id}/Access`,
    {
      headers: voyage.headers,
      data: {
        vesselIds: [voyage.vesselId],
        years: [year],
        expiresAt: new Date(Date.now() + 7 * 86_400_000).toISOString(),
      },
    },
  );
  expect(granted.ok(), await granted.text()).toBe(true);
  const verifierContext = await browser.newContext();
  const verifierPage = await verifierContext.newPage();
  await signIn(verifierPage, verifier);
  await expect(verifierPage).toHaveURL(/\/Verifier$/);
  await expect(verifierPage.getByTestId("verifier-vessel")).toContainText(AURORA);
  const verifierImo = await downloaded(verifierPage, "verifier-imo-verification");
  expect((await packageIn(verifierImo)).subject).toMatchObject({
    kind: "vessel-year",
    year,
    scheme: "IMO DCS",
  });
  expect((await keelsonVerify(verifierImo)).code).toBe(0);
  const verifierMrv = await downloaded(verifierPage, "verifier-mrv-verification");
  expect((await keelsonVerify(verifierMrv)).code).toBe(0);
  const [voyagePackage] = await Promise.all([
    verifierPage.waitForEvent("download"),
    verifierPage
      .getByRole("row")
      .filter({ hasText: `Verification voyage ${MINUTE}` })
      .getByTestId("verifier-voyage-verification")
      .click(),
  ]);
  const verifierVoyageZip = await voyagePackage.path();
  expect((await packageIn(verifierVoyageZip)).subject).toMatchObject({
    kind: "voyage",
    departureId: voyage.departureId,
  });
  expect((await keelsonVerify(verifierVoyageZip)).code).toBe(0);
  for (const width of [1024, 1440]) {
    await verifierPage.setViewportSize({ width, height: 900 });
    await lookAt(verifierPage, `verification-verifier-page-light-${width}`);
  }
  await verifierContext.close();

  // A voyage's package from its History view, checked by the verify.html inside it, opened from disk.
  await page
    .getByTestId("departure-list")
    .getByRole("row")
    .filter({ hasText: `Verification voyage ${MINUTE}` })
    .click();
  await page.getByTestId("voyage-history-open").click();
  const voyageZip = await downloaded(page, "history-verification-package");
  const html =
    (await (await JSZip.loadAsync(fs.readFileSync(voyageZip))).file("verify.html")?.async("string")) ?? "";
  const embedded = EMBEDDED.exec(html)?.[1];
  expect(embedded).toBeDefined();
  const tampered = JSON.parse(embedded!) as VerificationPackage;
  const target = tampered.events[2]!;
  (target.event.data as Record<string, unknown>).remarks = "edited behind the application's back";
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "keelson-e2e-verify-"));
  try {
    fs.writeFileSync(path.join(folder, "verify.html"), html);
    fs.writeFileSync(
      path.join(folder, "tampered.html"),
      html.replace(embedded!, JSON.stringify(tampered).replace(/</g, "\\u003c")),
    );
    const offline = await page.context().newPage();
    const requests: string[] = [];
    offline.on("request", (request) => requests.push(request.url()));
    await offline.goto(`file://${path.join(folder, "verify.html")}`);
    await expect(offline.locator("#verdict")).toHaveText("intact", { timeout: 30_000 });
    await offline.goto(`file://${path.join(folder, "tampered.html")}`);
    await expect(offline.locator("#verdict")).toHaveText("BROKEN", { timeout: 30_000 });
    await expect(offline.locator("#broken-event")).toContainText(target.event.id);
    // Nothing but the two files was fetched: the verifier needs no network.
    expect(requests.filter((url) => !url.startsWith("file://"))).toEqual([]);
    await offline.close();
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }

  // Downloading signed a checkpoint that covers the voyage log: reopened, the History line says intact.
  await page.keyboard.press("Escape");
  await expect(page.getByTestId("voyage-history")).toBeHidden();
  await page.getByTestId("voyage-history-open").click();
  await expect(page.getByTestId("history-chain")).toHaveAttribute("data-state", "intact", {
    timeout: 20_000,
  });
  await expect(page.getByTestId("history-chain")).toContainText(
    /^Verified: \d+ events of the vessel's voyage log, chain intact/,
  );
});
