import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_LOGINS } from "../../server/demo/demoFleet.js";
import { startTestServer, type TestServer } from "../support/testServer.js";

/**
 * Issue 10, point 15: an administrator's acting company is kept per user, so two tabs share it. A page
 * says which company it believes it acts for (X-Acting-Company); a call from a page whose company was
 * changed elsewhere is refused before it reads or writes anything.
 */
let server: TestServer;
let admin: string;
let nordic: string;
let atlantic: string;

type Company = { id: string; name: string };

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.login(DEMO_LOGINS.admin.email, DEMO_LOGINS.admin.password);
  const companies = (await server.api<Company[]>("GET", "/Companies", { token: admin })).body;
  nordic = companies.find((c) => c.name === "Nordic Bulk AS")!.id;
  atlantic = companies.find((c) => c.name === "Atlantic Tankers Ltd")!.id;
  expect((await server.api("POST", `/Users/SetCompany/${nordic}`, { token: admin })).status).toBe(200);
}, 60_000);

afterAll(async () => {
  await server?.close();
});

const usersOf = async (companyHeader?: string) =>
  server.api<{ email: string }[] | { message: string; code: string; actingCompanyId: string }>(
    "GET",
    "/Users",
    { token: admin, ...(companyHeader ? { headers: { "X-Acting-Company": companyHeader } } : {}) },
  );

describe("X-Acting-Company", () => {
  it("passes when it names the session's acting company, and is optional for API clients", async () => {
    expect((await usersOf(nordic)).status).toBe(200);
    expect((await usersOf()).status).toBe(200);
  });

  it("refuses a write from a tab whose company was switched in another tab: 409, nothing created", async () => {
    // Tab B switches to Atlantic Tankers; tab A still shows Nordic Bulk and creates a user there.
    expect((await server.api("POST", `/Users/SetCompany/${atlantic}`, { token: admin })).status).toBe(200);
    const stale = await server.api<{ message: string; code: string; actingCompanyId: string }>(
      "POST",
      "/Users/Post",
      {
        token: admin,
        headers: { "X-Acting-Company": nordic },
        body: { name: "Wrong Place", email: "wrong.place@nordicbulk.demo", role: "User" },
      },
    );
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe("actingCompanyChanged");
    expect(stale.body.actingCompanyId).toBe(atlantic);
    expect(stale.body.message).toMatch(/now acts for Atlantic Tankers Ltd.*Reload the page/);
    const inAtlantic = (await usersOf(atlantic)).body as { email: string }[];
    expect(inAtlantic.map((u) => u.email)).not.toContain("wrong.place@nordicbulk.demo");
    await server.api("POST", `/Users/SetCompany/${nordic}`, { token: admin });
    const inNordic = (await usersOf(nordic)).body as { email: string }[];
    expect(inNordic.map((u) => u.email)).not.toContain("wrong.place@nordicbulk.demo");
  });

  it("refuses a read too, so a stale tab never lists another company's records under its label", async () => {
    const read = await usersOf(atlantic);
    expect(read.status).toBe(409);
    expect(read.body).toMatchObject({ code: "actingCompanyChanged", actingCompanyId: nordic });
  });

  it("checks a non-administrator the same way ('none' or another id is refused)", async () => {
    const crew = await server.login(DEMO_LOGINS.superUser.email, DEMO_LOGINS.superUser.password);
    const own = await server.api("GET", "/Users", { token: crew, headers: { "X-Acting-Company": nordic } });
    expect(own.status).toBe(200);
    const other = await server.api("GET", "/Users", { token: crew, headers: { "X-Acting-Company": "none" } });
    expect(other.status).toBe(409);
  });
});
