import { type Browser, expect, type Page, test } from "@playwright/test";
import { DEMO, dismissAnnouncementPopup, signIn } from "../e2e/support";
import { Api, hostile, shortHostile, tinyHostile, zipOf } from "./xssSupport";

/**
 * Stored XSS sweep (issue 9 point 1). Markup goes into every text field a user or a ship's data
 * package can fill, through the API; then every screen that shows those fields is opened (chart
 * tooltips hovered) and the test fails if any script ran or a dialog opened. The sweep runs with the
 * Content-Security-Policy bypassed, so the escaping of the screens is tested on its own; the second
 * test runs the same screens under the policy and fails on any violation.
 *
 * To cover a new field: add a plant (what to write, through which call) and name its label in the
 * `shows` of the visit (screen) that displays it. A plant no visit shows fails the last check.
 */

const DAY = 86_400_000;
const API_KEY = "demo-nordicbulk-key";
const NEW_USER_PASSWORD = "planted-user-pw-1";

interface World {
  admin: Api;
  superUser: Api;
  companyId: string;
  vessel: { id: string; name: string; imoNumber: string };
  departureId?: string;
  user?: { email: string };
  cleanup: (() => Promise<unknown>)[];
}

interface Plant {
  /** Short, unique: the markup carries it, and the screens must show it as text. */
  label: string;
  plant: (w: World) => Promise<unknown>;
  /** Why no screen shows the field yet (then no visit needs to name it). */
  notShownYet?: string;
}

/** The vessel the sweep builds everything on; its own name is the first plant. */
const VESSEL_NAME = shortHostile("VslName");

const plants: Plant[] = [
  { label: "VslName", plant: async () => undefined }, // planted when the vessel is created
  {
    label: "VslNotes",
    plant: (w) =>
      w.admin.put(`/VesselAdministrations/${w.vessel.id}`, {
        name: VESSEL_NAME,
        draftMean: 10,
        maxContinuousRating: 9000,
        vesselType: hostile("VslType"),
        notes: hostile("VslNotes"),
      }),
    notShownYet: "vessel notes and type have no screen beyond the edit form",
  },
  {
    label: "PortOfReg",
    plant: async (w) => {
      const vesselTypes = await w.superUser.get<{ id: number }[]>("/VesselTypes");
      await w.superUser.put(`/Vessels/${w.vessel.id}/EmissionSettings`, {
        portOfRegistry: hostile("PortOfReg"),
        homePort: hostile("HomePort"),
        ownerCompanyName: hostile("OwnerName"),
        ownerCompanyAddress: hostile("OwnerAddr"),
        operatorCompanyName: hostile("OperName"),
        operatorCompanyAddress: hostile("OperAddr"),
        emissionsContactPersonName: hostile("Contact"),
        emissionsContactPersonAddress: hostile("ContactAddr"),
        emissionsContactPersonPhone: shortHostile("ContactPhone"),
        emissionsContactPersonEmail: "emissions@xss.demo",
        energyEfficiencyDesignIndex: 4.2,
        estimatedIndexValue: 4.5,
        auxiliaryEnginesPower: 1800,
        mainPropulsionPower: 8400,
        deadweight: 63500,
        netTonnage: 21000,
        grossTonnage: 36300,
        vesselTypeId: vesselTypes[0]?.id,
        iceClassId: null,
        numberOfShafts: 1,
      });
      await w.admin.post(`/VesselAdministrations/${w.vessel.id}/AddCargoUnit`, {
        vesselId: w.vessel.id,
        cargoUnitId: 1,
      });
    },
  },
  {
    label: "FuelType",
    plant: async (w) => {
      // Idempotent: a retry of the sweep on the same server finds the type an earlier try planted (the
      // company's fuel type names are unique), instead of failing on it.
      const name = hostile("FuelType");
      const types = await w.superUser.get<{ id: string; name: string; shortName: string }[]>("/FuelTypes");
      const planted =
        types.find((t) => t.name === name || t.shortName === "XSS") ??
        (await w.superUser.post<{ id: string }>("/FuelTypes", {
          name,
          shortName: "XSS",
          carbonEmissionFactor: 3.1,
        }));
      w.cleanup.push(() => w.superUser.delete(`/FuelTypes/${planted.id}`));
    },
  },
  {
    label: "Tank",
    plant: async (w) => {
      const fuelTypeId = await hfo(w);
      await w.superUser.post("/FuelTanks", {
        vesselId: w.vessel.id,
        name: hostile("Tank"),
        fuelTypeId,
        fuelConsumptionSources: [1],
      });
    },
  },
  {
    label: "Meter",
    plant: async (w) => {
      const fuelTypeId = await hfo(w);
      await w.superUser.post("/FlowMeters", {
        vesselId: w.vessel.id,
        name: hostile("Meter"),
        fuelTypeId,
        fuelConsumptionSources: [1],
      });
    },
  },
  {
    label: "VoyageName",
    plant: async (w) => {
      const at = (daysAgo: number) => new Date(Date.now() - daysAgo * DAY).toISOString();
      const departure = await w.superUser.post<{ id: string; version: number }>(
        "/EmissionReportVesselEvents",
        {
          vesselId: w.vessel.id,
          timestamp: at(3),
          type: "Departure",
          voyage: { name: hostile("VoyageName"), type: "Ballast" },
          port: { name: "Oslo", loCode: "NOOSL" },
        },
      );
      w.departureId = departure.id;
      const confirm = (event: { id: string; version: number }) =>
        w.superUser.put(`/EmissionReportVesselEvents/${event.id}`, {
          version: event.version,
          isConfirmed: true,
        });
      await confirm(departure);
      const arrival = await w.superUser.post<{ id: string; version: number }>("/EmissionReportVesselEvents", {
        vesselId: w.vessel.id,
        timestamp: at(1.5),
        type: "Arrival",
        port: { name: "Rotterdam", loCode: "NLRTM" },
      });
      await confirm(arrival);
      await w.superUser.post("/EmissionReportVesselEvents", {
        vesselId: w.vessel.id,
        timestamp: at(1),
        type: "Departure",
        voyage: { name: hostile("NextVoyage"), type: "Ballast" },
        port: { name: "Rotterdam", loCode: "NLRTM" },
      });
    },
  },
  // Port names are not planted: the server takes every port's name from its index by LoCode.
  {
    label: "UserName",
    plant: async (w) => {
      const email = `xss-${Date.now()}@nordicbulk.demo`;
      const user = await w.superUser.post<{ id: string }>("/Users/Post", {
        name: hostile("UserName"),
        email,
        title: hostile("UserTitle"),
        phoneNumber: shortHostile("UserPhone"),
        role: "User",
        password: NEW_USER_PASSWORD,
      });
      w.user = { email };
      w.cleanup.push(() => w.superUser.delete(`/Users/${user.id}`));
    },
  },
  {
    label: "Company",
    plant: async (w) => {
      const company = await w.admin.post<{ id: string }>("/Companies", {
        name: hostile("Company"),
        contactName: hostile("CoContact"),
        contactPhone: shortHostile("CoPhone"),
        contactEmail: "",
        notes: hostile("CoNotes"),
      });
      w.cleanup.push(() => w.admin.delete(`/Companies/${company.id}`));
    },
  },
  {
    label: "AccessGrp",
    plant: async (w) => {
      const group = await w.superUser.post<{ id: string }>("/VesselCategories", {
        name: hostile("AccessGrp"),
      });
      await w.superUser.post("/VesselCategories/AddVessel", {
        vesselId: w.vessel.id,
        vesselCategoryId: group.id,
      });
      w.cleanup.push(() => w.superUser.delete(`/VesselCategories/${group.id}`));
    },
  },
  {
    label: "VslGrp",
    plant: async (w) => {
      const group = await w.admin.post<{ id: string }>("/VesselGroups", { name: tinyHostile("VslGrp") });
      await w.admin.post("/VesselGroups/AddVessel", { vesselId: w.vessel.id, vesselGroupId: group.id });
      w.cleanup.push(() => w.admin.delete(`/VesselGroups/${group.id}`));
    },
  },
  {
    label: "AnnTitle",
    plant: async (w) => {
      const announcement = await w.admin.post<{ announcementId: string }>("/Announcement", {
        title: hostile("AnnTitle"),
        announcementDetails: hostile("AnnBody"),
        companyId: w.companyId,
      });
      w.cleanup.push(() => w.admin.delete(`/Announcement/${announcement.announcementId}`));
    },
  },
  { label: "AnnBody", plant: async () => undefined }, // with the title above
  {
    label: "VarName",
    plant: (w) => uploadPackage(w, `${hostile("PkgFile")}.zip`),
  },
  { label: "VarUnit", plant: async () => undefined }, // in the package above
  {
    label: "OnboardSys",
    plant: async () => undefined,
    notShownYet: "no screen shows a variable's onboard system yet (planted with the package)",
  },
  { label: "Taxon", plant: async () => undefined },
  {
    label: "PkgFile",
    plant: async () => undefined,
    notShownYet: "the Import status screen did not show the uploaded file name as text in the sweep",
  },
  {
    label: "NoonRemark",
    plant: async () => undefined,
    notShownYet: "no screen shows noon reports yet; they are planted with the package",
  },
];

interface Visit {
  screen: string;
  as: "admin" | "superUser" | "plantedUser";
  path: (w: World) => string;
  /** Plant labels the screen shows (waited for as text). */
  shows: string[];
  /** Opens tabs, hovers charts, ... after the screen is ready; answers the plant labels it found there. */
  explore?: (page: Page) => Promise<string[] | undefined>;
}

const vesselPath = (w: World, screen: string) =>
  `/Vessel/${w.vessel.id}/${encodeURIComponent(w.vessel.name)}/${screen}`;

const visits: Visit[] = [
  { screen: "Fleet overview and menus", as: "superUser", path: () => "/FleetOverview", shows: [] },
  { screen: "Vessel info", as: "superUser", path: (w) => vesselPath(w, "Info"), shows: ["VslName"] },
  {
    screen: "Vessel settings",
    as: "superUser",
    path: (w) => vesselPath(w, "VesselSettings"),
    shows: ["PortOfReg"],
    explore: async (page) => {
      for (const [tab, label] of [
        ["Flow meters", "Meter"],
        ["Fuel tanks", "Tank"],
        ["Fuel types", "FuelType"],
      ] as const) {
        await page.getByRole("tab", { name: tab }).click();
        await expect.poll(() => shownAsText(page, label)).toBe(true);
      }
      return ["Meter", "Tank", "FuelType"];
    },
  },
  {
    screen: "Emission report",
    as: "superUser",
    path: (w) => vesselPath(w, "EmissionReport"),
    shows: ["VoyageName"],
    explore: async (page) => {
      const tooltips = await hoverChart(page, "voyages-chart");
      expect(
        tooltips.some((text) => text.includes("VoyageName<img src=x")),
        tooltips.join("\n"),
      ).toBe(true);
      await page.getByTestId("emission-settings-toggle").click();
      await expect(page.getByTestId("settings-complete")).toBeVisible();
      await page.getByTestId("emission-settings-toggle").click();
      return undefined;
    },
  },
  {
    screen: "Voyage",
    as: "superUser",
    path: (w) => `${vesselPath(w, "EmissionReport")}`,
    shows: ["VoyageName"],
    explore: async (page) => {
      await page.getByTestId("departure-list").getByRole("row").filter({ hasText: "VoyageName<" }).click();
      await expect(page.getByTestId("voyage-screen")).toBeVisible();
      await expect(page.getByTestId("speed-chart")).toHaveAttribute("data-has-speed", "true");
      await hoverChart(page, "speed-chart");
      return undefined;
    },
  },
  {
    screen: "Data analysis",
    as: "superUser",
    path: (w) => vesselPath(w, "DataAnalysis"),
    shows: [],
    // Two planted variables (name, unit) in the tree-select, the chips, the legend and the tooltip.
    explore: async (page) => {
      await expect(page.getByTestId("da-setup")).toBeVisible();
      // The second sweep finds the first one's choice saved, restored and plotted by itself.
      const restored = ((await page.getByTestId("da-group-0").textContent()) ?? "").includes(
        "VarUnit<img src=x",
      );
      if (!restored) {
        for (const search of ["GPS speed", "Other<img"]) {
          await page.getByTestId("da-group-0").click();
          const panel = page.locator(".variable-tree-panel");
          await panel.locator("input.p-treeselect-filter").fill(search);
          await panel.locator(".p-treenode-label", { hasText: search }).first().click();
          await page.keyboard.press("Escape");
        }
        await expect(page.getByTestId("da-group-0")).toContainText("VarUnit<img src=x");
        await page.getByTestId("da-lastDays").fill("4");
        await page.getByTestId("da-plot").click();
      }
      await expect(page.getByTestId("da-chart-0")).not.toHaveAttribute("data-points", "0", {
        timeout: 20_000,
      });
      await expect(page.getByTestId("da-window")).not.toContainText("loading");
      const tooltips = await hoverChart(page, "da-chart-0");
      expect(
        tooltips.some((text) => text.includes("<img src=x")),
        tooltips.join("\n"),
      ).toBe(true);
      return ["VarUnit"];
    },
  },
  { screen: "Users", as: "admin", path: () => "/Settings/UserList", shows: ["UserName"] },
  { screen: "Companies", as: "admin", path: () => "/Settings/CompanyList", shows: ["Company"] },
  {
    screen: "Vessel access control",
    as: "admin",
    path: () => "/Settings/VesselAccessControl",
    shows: ["AccessGrp"],
  },
  { screen: "Vessel groups", as: "admin", path: () => "/Settings/VesselGroups", shows: ["VslGrp"] },
  { screen: "Vessel administration", as: "admin", path: () => "/Settings/ManageVessels", shows: [] },
  { screen: "Announcements", as: "admin", path: () => "/Settings/Announcement", shows: ["AnnTitle"] },
  {
    screen: "Taxonomy",
    as: "admin",
    path: () => "/Settings/Taxonomy",
    shows: [],
    // 50 variables a page, sorted by name: after other suites' imports the planted ones may be on a later page.
    explore: async (page) => {
      const wanted = ["VarName", "VarUnit", "Taxon"];
      const found = new Set<string>();
      // The table is visible while it still says LOADING; its rows come with the answer.
      await expect(page.getByTestId("taxonomy-variables")).not.toContainText("LOADING...");
      const currentPage = page.locator(".p-paginator-page.p-highlight").first();
      for (let turn = 0; turn < 30 && found.size < wanted.length; turn++) {
        for (const label of wanted) if (await shownAsText(page, label)) found.add(label);
        const next = page.locator(".p-paginator-next:not(.p-disabled)").first();
        if (found.size === wanted.length || (await next.count()) === 0) break;
        const pageShown = await currentPage.textContent();
        await next.click();
        await expect(currentPage).not.toHaveText(pageShown ?? "");
      }
      return [...found];
    },
  },
  { screen: "Import status", as: "admin", path: () => "/Settings/ImportStatus", shows: [] },
  {
    screen: "Announcement popup and profile",
    as: "plantedUser",
    path: () => "/MyProfile",
    shows: ["UserName"],
  },
];

/** Six digits and the IMO check digit (digits weighted 7 down to 2, sum modulo 10). */
function validImo(six: string): string {
  const sum = [...six].reduce((total, digit, i) => total + Number(digit) * (7 - i), 0);
  return `${six}${sum % 10}`;
}

async function hfo(w: World): Promise<string> {
  const types = await w.superUser.get<{ id: string; shortName: string }[]>("/FuelTypes");
  return (types.find((t) => t.shortName === "HFO") ?? types[0])!.id;
}

/** A day of GPS speed around the voyage, with names, units, onboard system, taxa and remarks planted. */
async function uploadPackage(w: World, fileName: string): Promise<void> {
  const start = Date.now() - 3.5 * DAY;
  const rows: string[] = ["timestamp,variable,value"];
  for (let t = start; t < Date.now() - 0.5 * DAY; t += 15 * 60_000) {
    const at = new Date(t).toISOString();
    rows.push(`${at},GPS speed ${hostile("VarName")},${12 + Math.sin(t / 3_600_000)}`);
    rows.push(`${at},${hostile("Other")},1`);
  }
  const noonAt = new Date(Date.now() - 2 * DAY).toISOString();
  const zip = await zipOf({
    "manifest.json": JSON.stringify({ imoNumber: w.vessel.imoNumber, createdAt: new Date().toISOString() }),
    "Variables.csv": [
      "name,unit,onboardSystem,taxa",
      `GPS speed ${hostile("VarName")},kn,${hostile("OnboardSys")},Speed:Over ground;${hostile("Taxon")}`,
      `${hostile("Other")},${hostile("VarUnit")},Nav,`,
    ].join("\n"),
    "LoggingHistory.csv": rows.join("\n"),
    "NoonReports.csv": `timestamp,remarks\n${noonAt},${hostile("NoonRemark")}`,
  });
  const answer = await fetch(`${baseUrl}/api/v1/Imports?imoNumber=${w.vessel.imoNumber}`, {
    method: "POST",
    headers: { "x-api-key": API_KEY },
    body: (() => {
      const form = new FormData();
      form.append("imoNumber", w.vessel.imoNumber);
      form.append("file", new Blob([new Uint8Array(zip)]), fileName);
      return form;
    })(),
  });
  expect(answer.status, await answer.clone().text()).toBe(202);
  const { importPath } = (await answer.json()) as { importPath: string };
  await expect(async () => {
    const done = await w.admin.get<{ importPath: string }[]>("/SuccessfulImports/GetAll/31");
    expect(done.map((r) => r.importPath)).toContain(importPath);
  }).toPass({ timeout: 60_000 });
}

/** Sweeps the mouse across the plot, so every bar and point shows its tooltip once; answers the tooltip texts. */
async function hoverChart(page: Page, testId: string): Promise<string[]> {
  const texts = new Set<string>();
  const tooltip = page.getByTestId(testId).locator(".apexcharts-tooltip");
  // The grid (the plot area), not the svg: long hostile names make the rotated axis labels take most of it.
  const plot = page.getByTestId(testId).locator(".apexcharts-grid").first();
  await plot.scrollIntoViewIfNeeded();
  await expect(plot).toBeVisible();
  const box = (await plot.boundingBox())!;
  for (let x = 0.05; x < 1; x += 0.05) {
    await page.mouse.move(box.x + box.width * x, box.y + box.height * 0.5);
    await page.waitForTimeout(30);
    if (await tooltip.count()) texts.add(await tooltip.first().innerText());
  }
  return [...texts];
}

let baseUrl = "";
let world: World;

/** Marks whatever script or dialog ran in a page. */
async function watch(page: Page, problems: string[], where: () => string) {
  page.on("dialog", (dialog) => {
    problems.push(`${where()}: a ${dialog.type()} opened: ${dialog.message()}`);
    void dialog.dismiss();
  });
  page.on("console", (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text()))
      problems.push(`${where()}: ${message.text()}`);
  });
}

/** The planted value is on screen as text: in the page's text or as a form field's value. */
async function shownAsText(page: Page, label: string): Promise<boolean> {
  return page.evaluate((typed) => {
    if (document.body.innerText.includes(typed)) return true;
    return [...document.querySelectorAll("input, textarea")].some((field) =>
      (field as HTMLInputElement).value.includes(typed),
    );
  }, `${label}<`);
}

async function ranScript(page: Page): Promise<unknown> {
  return page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss);
}

async function sweep(
  browser: Browser,
  options: { bypassCSP: boolean },
): Promise<{ problems: string[]; seen: Set<string> }> {
  const problems: string[] = [];
  const seen = new Set<string>();
  const who = {
    admin: DEMO.admin,
    superUser: DEMO.superUser,
    plantedUser: { email: world.user!.email, password: NEW_USER_PASSWORD },
  };
  for (const as of ["superUser", "admin", "plantedUser"] as const) {
    const context = await browser.newContext({ bypassCSP: options.bypassCSP });
    const page = await context.newPage();
    let where = `${as}: sign-in`;
    await watch(page, problems, () => where);
    await signIn(page, who[as]);
    await expect(page).not.toHaveURL(/\/login/);
    if (as === "plantedUser") {
      // The announcement for the company pops up on sign-in: title and body are shown there.
      await expect(page.getByTestId("announcement-popup")).toContainText("AnnTitle<");
      await expect(page.getByTestId("announcement-popup")).toContainText("AnnBody<");
      seen.add("AnnBody");
      expect(await ranScript(page), where).toBeUndefined();
    }
    await dismissAnnouncementPopup(page);
    for (const visit of visits.filter((v) => v.as === as)) {
      where = `${as}: ${visit.screen}`;
      await page.goto(visit.path(world));
      for (const label of visit.shows) {
        await expect
          .poll(() => shownAsText(page, label), {
            message: `${visit.screen} shows ${label} as text`,
            timeout: 15_000,
          })
          .toBe(true);
        seen.add(label);
      }
      for (const label of (await visit.explore?.(page)) ?? []) seen.add(label);
      await page.waitForTimeout(300);
      expect(await ranScript(page), `script from data ran on ${visit.screen}`).toBeUndefined();
    }
    await context.close();
  }
  return { problems, seen };
}

test.describe.configure({ mode: "serial" });

test.beforeAll(async ({ playwright, baseURL }) => {
  test.setTimeout(180_000);
  baseUrl = baseURL!;
  const request = await playwright.request.newContext({ baseURL });
  const admin = await Api.signIn(request, DEMO.admin);
  const superUser = await Api.signIn(request, DEMO.superUser);
  const me = await superUser.get<{ companyId: string }>("/Users/Get");
  const imoNumber = validImo(String(900_000 + Math.floor(Math.random() * 99_999)));
  const vessel = await admin.post<{ id: string; name: string }>("/VesselAdministrations", {
    name: VESSEL_NAME,
    imoNumber,
    companyId: me.companyId,
    draftMean: 10,
    maxContinuousRating: 9000,
  });
  await admin.post(`/VesselAdministrations/${vessel.id}/SetDataReceiver`);
  world = {
    admin,
    superUser,
    companyId: me.companyId,
    vessel: { id: vessel.id, name: vessel.name, imoNumber },
    cleanup: [],
  };
  for (const plant of plants) await plant.plant(world);
});

test.afterAll(async () => {
  for (const undo of (world?.cleanup ?? []).reverse()) await undo().catch(() => undefined);
});

test("no script from stored data runs on any screen (escaping, policy bypassed)", async ({ browser }) => {
  test.setTimeout(300_000);
  const { problems, seen } = await sweep(browser, { bypassCSP: true });
  expect(problems.filter((p) => !/Content Security Policy|Refused to/.test(p))).toEqual([]);
  const unseen = plants.filter((p) => !p.notShownYet && !seen.has(p.label)).map((p) => p.label);
  expect(unseen, "every planted field is shown by some visited screen").toEqual([]);
});

test("the screens run under the Content-Security-Policy without a violation", async ({
  browser,
  request,
}) => {
  test.setTimeout(300_000);
  for (const path of ["/", "/login", "/api/v1/Version"]) {
    const response = await request.get(path);
    const policy = response.headers()["content-security-policy"] ?? "";
    expect(policy, path).toMatch(/frame-ancestors 'none'/);
    expect(policy, path).not.toMatch(/'unsafe-inline'[^;]*;?\s*$|script-src[^;]*'unsafe-inline'/);
    expect(response.headers()["x-content-type-options"], path).toBe("nosniff");
  }
  const { problems } = await sweep(browser, { bypassCSP: false });
  expect(problems).toEqual([]);

  // The policy is the second wall: markup that does get into the page cannot run its handler.
  const context = await browser.newContext();
  const page = await context.newPage();
  const violations: string[] = [];
  page.on("console", (m) => /Content Security Policy/i.test(m.text()) && violations.push(m.text()));
  await page.goto("/login");
  await page.evaluate(() => {
    const holder = document.createElement("div");
    holder.innerHTML = `<img src=x onerror="window.__xss='inline'">`;
    document.body.append(holder);
  });
  await expect.poll(() => violations.length).toBeGreaterThan(0);
  expect(await ranScript(page)).toBeUndefined();
  await context.close();
});
