import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { rowWith, unique } from "./adminSupport";
import { DEMO, dismissAnnouncementPopup, sessionHeaders, signIn } from "./support";

/**
 * Issue 10, point 15: an administrator's "view as" company is the user's, so two tabs share it. A tab
 * whose company was switched elsewhere says so at once, and whatever it still tries is refused by the
 * server (X-Acting-Company), so no user lands in a company the tab does not show.
 */

type Company = { id: string; name: string };
type User = { email: string };

async function companyId(page: Page, name: string): Promise<string> {
  const companies = (await (await page.request.get("/api/v1/Companies")).json()) as Company[];
  return companies.find((c) => c.name === name)!.id;
}

async function emailsIn(page: Page, request: APIRequestContext, company: string): Promise<string[]> {
  const headers = await sessionHeaders(page);
  await request.post(`/api/v1/Users/SetCompany/${company}`, { headers });
  return ((await (await request.get("/api/v1/Users")).json()) as User[]).map((u) => u.email);
}

async function openUsersAsNordicBulk(page: Page): Promise<void> {
  await signIn(page, DEMO.admin);
  await expect(page).toHaveURL(/\/FleetOverview$/);
  await dismissAnnouncementPopup(page);
  const nordic = await companyId(page, "Nordic Bulk AS");
  await page.request.post(`/api/v1/Users/SetCompany/${nordic}`, { headers: await sessionHeaders(page) });
}

// Other tests expect the administrator to act for Nordic Bulk, whatever happened here.
test.afterEach(async ({ request }) => {
  const signIn = await request.post("/api/v1/Authenticate", {
    data: { username: DEMO.admin.email, password: DEMO.admin.password },
  });
  const headers = { authorization: `Bearer ${((await signIn.json()) as { access: string }).access}` };
  const companies = (await (await request.get("/api/v1/Companies", { headers })).json()) as Company[];
  const nordic = companies.find((c) => c.name === "Nordic Bulk AS")!.id;
  expect((await request.post(`/api/v1/Users/SetCompany/${nordic}`, { headers })).status()).toBe(200);
});

test("a tab whose company was switched in another tab says so, and refuses to create a user there", async ({
  context,
}) => {
  const first = await context.newPage();
  await openUsersAsNordicBulk(first);
  const second = await context.newPage();
  await second.goto("/Settings/UserList");
  await dismissAnnouncementPopup(second);
  await first.goto("/FleetOverview");
  await expect(second.getByTestId("user-list")).toBeVisible();
  await expect(rowWith(second, "crew@nordicbulk.demo")).toBeVisible();

  // The second tab starts adding a user for Nordic Bulk; meanwhile the first switches to Atlantic Tankers.
  await second.getByTestId("user-add").click();
  const name = unique("Wrong Place");
  const email = `${name.replaceAll(" ", ".").toLowerCase()}@nordicbulk.demo`;
  const dialog = second.getByTestId("user-dialog");
  await dialog.getByTestId("user-email").fill(email);
  await dialog.getByTestId("user-name").fill(name);
  await dialog.getByTestId("user-title").fill("Tester");

  await first.getByTestId("company-picker").click();
  await first.getByRole("option", { name: "Atlantic Tankers Ltd" }).click();
  await expect(first.getByTestId("company-picker")).toContainText("Atlantic Tankers Ltd");

  // The second tab hears of it at once …
  const notice = second.getByTestId("acting-company-changed");
  await expect(notice).toContainText("Atlantic Tankers Ltd");
  // … and a save it still makes is refused, with the dialog and the edits kept.
  await dialog.getByTestId("user-save").click();
  await expect(dialog.getByTestId("user-dialog-error")).toContainText("another company");
  await expect(dialog.getByTestId("user-email")).toHaveValue(email);

  const atlantic = await companyId(first, "Atlantic Tankers Ltd");
  const nordic = await companyId(first, "Nordic Bulk AS");
  const request = first.request;
  expect(await emailsIn(first, request, nordic)).not.toContain(email);
  expect(await emailsIn(first, request, atlantic)).not.toContain(email);
  await expect(notice).toBeVisible();

  // Reloading the tab (after closing the dialog) shows the company the session acts for now.
  await dialog.getByTestId("user-cancel").click();
  // The typed user is not saved: closing asks first (issue 34).
  await second.getByTestId("confirm-yes").click();
  await expect(dialog).toBeHidden();
  await second.getByTestId("acting-company-reload").click();
  await expect(second.getByTestId("company-picker")).toContainText("Atlantic Tankers Ltd");
  await expect(second.getByTestId("acting-company-changed")).toHaveCount(0);
  await expect(rowWith(second, "ops@atlantictankers.demo")).toBeVisible();
});

test("a switch made outside this browser is caught on the tab's next call", async ({ page }) => {
  await openUsersAsNordicBulk(page);
  await page.goto("/Settings/UserList");
  await expect(rowWith(page, "crew@nordicbulk.demo")).toBeVisible();
  // Another browser (no BroadcastChannel reaches us) switches the session to Atlantic Tankers.
  const atlantic = await companyId(page, "Atlantic Tankers Ltd");
  await page.request.post(`/api/v1/Users/SetCompany/${atlantic}`, { headers: await sessionHeaders(page) });
  await expect(page.getByTestId("acting-company-changed")).toHaveCount(0);

  await rowWith(page, "crew@nordicbulk.demo").getByTestId("user-row-edit").click();
  await page.getByTestId("user-title").fill("Changed from a stale tab");
  await page.getByTestId("user-save").click();
  await expect(page.getByTestId("user-dialog-error")).toContainText("another company");
  await expect(page.getByTestId("acting-company-changed")).toContainText("Atlantic Tankers Ltd");
  const nordic = await companyId(page, "Nordic Bulk AS");
  await page.request.post(`/api/v1/Users/SetCompany/${nordic}`, { headers: await sessionHeaders(page) });
  const crew = (
    (await (await page.request.get("/api/v1/Users")).json()) as (User & { title: string })[]
  ).find((u) => u.email === "crew@nordicbulk.demo")!;
  expect(crew.title).not.toBe("Changed from a stale tab");
});
