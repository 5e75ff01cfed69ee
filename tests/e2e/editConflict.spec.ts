import { expect, type Page, test } from "@playwright/test";
import { openAdminScreen, rowWith } from "./adminSupport";
import { DEMO, sessionHeaders } from "./support";

/**
 * Issue 10, point 20: a save on a record someone else changed meanwhile (409) keeps the dialog open
 * with the person's edits, says who changed it and when, and offers their version or saving over it.
 */

type Company = { id: string; name: string; contactName: string; version: number } & Record<string, unknown>;
type User = { id: string; email: string; title: string; version: number } & Record<string, unknown>;

/** Another person (the super user, in their own request context) changes the crew member's title. */
async function superUserSetsCrewTitle(page: Page, title: string): Promise<void> {
  const other = await page.context().browser()!.newContext({ baseURL: test.info().project.use.baseURL });
  const signIn = await other.request.post("/api/v1/Authenticate", {
    data: { username: DEMO.superUser.email, password: DEMO.superUser.password },
  });
  const { access } = (await signIn.json()) as { access: string };
  const auth = { authorization: `Bearer ${access}` };
  const users = (await (await other.request.get("/api/v1/Users", { headers: auth })).json()) as User[];
  const crew = users.find((u) => u.email === DEMO.crew.email)!;
  const put = await other.request.put("/api/v1/Users/Put", { headers: auth, data: { ...crew, title } });
  expect(put.status()).toBe(200);
  await other.close();
}

test("a user edit that meets someone else's change keeps the edits and names who changed it", async ({
  page,
}) => {
  await openAdminScreen(page, DEMO.admin, "/Settings/UserList");
  await rowWith(page, DEMO.crew.email).getByTestId("user-row-edit").click();
  const dialog = page.getByTestId("user-dialog");
  await dialog.getByTestId("user-title").fill("Master");
  await dialog.getByTestId("user-phone").fill("+47 555 12 345");

  await superUserSetsCrewTitle(page, "Chief engineer");

  await dialog.getByTestId("user-save").click();
  const notice = dialog.getByTestId("conflict-notice");
  await expect(notice).toContainText("Ingrid Solberg changed this user");
  await expect(notice).toContainText(/UTC/);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId("user-title")).toHaveValue("Master");
  await expect(dialog.getByTestId("user-phone")).toHaveValue("+47 555 12 345");

  // Their version: the form shows the record as it is now.
  await notice.getByTestId("conflict-load-theirs").click();
  await expect(dialog.getByTestId("user-title")).toHaveValue("Chief engineer");
  await expect(dialog.getByTestId("conflict-notice")).toHaveCount(0);
  // Saving on top of it now works.
  await dialog.getByTestId("user-title").fill("Master");
  await dialog.getByTestId("user-save").click();
  await expect(dialog).toBeHidden();
  await rowWith(page, DEMO.crew.email).getByTestId("user-row-view").click();
  await expect(page.getByTestId("user-details")).toContainText("Master");
  await page.getByTestId("user-cancel").click();
});

test("saving one's own edits over the other change is a deliberate second step", async ({ page }) => {
  await openAdminScreen(page, DEMO.admin, "/Settings/UserList");
  await rowWith(page, DEMO.crew.email).getByTestId("user-row-edit").click();
  const dialog = page.getByTestId("user-dialog");
  await dialog.getByTestId("user-title").fill("Bosun");
  await superUserSetsCrewTitle(page, "Second officer");
  await dialog.getByTestId("user-save").click();
  await expect(dialog.getByTestId("conflict-notice")).toBeVisible();
  await dialog.getByTestId("conflict-overwrite").click();
  await expect(dialog).toBeHidden();
  await rowWith(page, DEMO.crew.email).getByTestId("user-row-view").click();
  await expect(page.getByTestId("user-details")).toContainText("Bosun");
  await page.getByTestId("user-cancel").click();
});

test("a company edit that meets another change keeps the dialog open", async ({ page }) => {
  await openAdminScreen(page, DEMO.admin, "/Settings/CompanyList");
  await rowWith(page, "Atlantic Tankers Ltd").getByTestId("company-row-edit").click();
  const dialog = page.getByTestId("company-dialog");
  await dialog.getByTestId("company-contact-name").fill("Edited here");

  const headers = await sessionHeaders(page);
  const companies = (await (await page.request.get("/api/v1/Companies")).json()) as Company[];
  const atlantic = companies.find((c) => c.name === "Atlantic Tankers Ltd")!;
  const put = await page.request.put(`/api/v1/Companies/${atlantic.id}`, {
    headers,
    data: { ...atlantic, contactName: "Edited elsewhere" },
  });
  expect(put.status()).toBe(200);

  await dialog.getByTestId("company-save").click();
  await expect(dialog.getByTestId("conflict-notice")).toContainText("changed this company");
  await expect(dialog.getByTestId("company-contact-name")).toHaveValue("Edited here");
  await dialog.getByTestId("conflict-load-theirs").click();
  await expect(dialog.getByTestId("company-contact-name")).toHaveValue("Edited elsewhere");
});
