import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_LOGINS } from "../../server/demo/demoFleet.js";
import { startTestServer, type TestServer } from "../support/testServer.js";

interface CompanyDto {
  id: string;
  name: string;
  contactEmail: string;
  subscriptionStatus: string;
  dcMasterDataCompanyId: string | null;
  createdDate: string;
  vesselCount: number;
  version: number;
}

let server: TestServer;
let admin: string;
beforeAll(async () => {
  server = await startTestServer();
  admin = await server.login(DEMO_LOGINS.admin.email, DEMO_LOGINS.admin.password);
});
afterAll(async () => {
  await server.close();
});

const company = {
  name: "Baltic Feeders",
  contactName: "Ann",
  contactEmail: "ann@baltic.demo",
  contactPhone: "1",
};

describe("companies (administrators)", () => {
  let created: CompanyDto;

  it("creates a company; an empty DC master data id becomes null", async () => {
    const res = await server.api<CompanyDto>("POST", "/Companies", {
      token: admin,
      body: { ...company, subscriptionStatus: "Active", dcMasterDataCompanyId: "" },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ name: "Baltic Feeders", dcMasterDataCompanyId: null, vesselCount: 0 });
    created = res.body;
    const list = (await server.api<CompanyDto[]>("GET", "/Companies", { token: admin })).body;
    expect(list.map((c) => c.name)).toContain("Baltic Feeders");
  });

  it("refuses a taken name ignoring case, a bad e-mail and an unknown status", async () => {
    const dup = await server.api("POST", "/Companies", {
      token: admin,
      body: { ...company, name: "NORDIC BULK AS" },
    });
    expect(dup).toMatchObject({ status: 409, body: { message: "A company with that name already exists." } });
    const bad = await server.api<{ errors: string[] }>("POST", "/Companies", {
      token: admin,
      body: { name: "", contactEmail: "nope", subscriptionStatus: "Dormant" },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([
      "Company name is required",
      "Contact email must be valid",
      "Subscription status must be one of Active, Suspended, Terminated",
    ]);
  });

  it("updates, keeping its own name; another's name is 409; a stale version is 409", async () => {
    const ok = await server.api<CompanyDto>("PUT", `/Companies/${created.id}`, {
      token: admin,
      body: { ...company, subscriptionStatus: "Suspended", version: created.version },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.subscriptionStatus).toBe("Suspended");
    const taken = await server.api("PUT", `/Companies/${created.id}`, {
      token: admin,
      body: { ...company, name: "Atlantic Tankers Ltd" },
    });
    expect(taken.status).toBe(409);
    const stale = await server.api("PUT", `/Companies/${created.id}`, {
      token: admin,
      body: { ...company, notes: "x", version: created.version },
    });
    expect(stale.status).toBe(409);
    const nowhere = "00000000-0000-4000-8000-000000000000";
    expect((await server.api("PUT", `/Companies/${nowhere}`, { token: admin, body: company })).status).toBe(
      404,
    );
    expect((await server.api("PUT", "/Companies/nope", { token: admin, body: company })).status).toBe(400);
  });

  it("deletes only a company without vessels", async () => {
    const list = (await server.api<CompanyDto[]>("GET", "/Companies", { token: admin })).body;
    const nordic = list.find((c) => c.name === "Nordic Bulk AS")!;
    const refused = await server.api<{ message: string }>("DELETE", `/Companies/${nordic.id}`, {
      token: admin,
    });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/still has vessels/);
    expect((await server.api("DELETE", `/Companies/${created.id}`, { token: admin })).status).toBe(204);
    const after = (await server.api<CompanyDto[]>("GET", "/Companies", { token: admin })).body;
    expect(after.some((c) => c.id === created.id)).toBe(false);
    expect((await server.api("DELETE", `/Companies/${created.id}`, { token: admin })).status).toBe(404);
  });
});

describe("deleting the company an administrator views as", () => {
  it("brings the administrator back to a company that exists (their own, or the first by name)", async () => {
    const companies = (await server.api<CompanyDto[]>("GET", "/Companies", { token: admin })).body;
    const first = [...companies].sort((a, b) => a.name.localeCompare(b.name))[0]!.id;
    const created = await server.api<CompanyDto>("POST", "/Companies", {
      token: admin,
      body: { ...company, name: "Short-lived Shipping", subscriptionStatus: "Active" },
    });
    expect(created.status).toBe(201);
    expect((await server.api("POST", `/Users/SetCompany/${created.body.id}`, { token: admin })).status).toBe(
      200,
    );
    expect((await server.api("DELETE", `/Companies/${created.body.id}`, { token: admin })).status).toBe(204);

    const me = await server.api<{ companyId: string; companyName: string }>("GET", "/Users/Get", {
      token: admin,
    });
    expect(me.body.companyId).toBe(first);
    expect(me.body.companyName).not.toBe("");
    const users = await server.api<unknown[]>("GET", "/Users", { token: admin });
    expect(users.status).toBe(200);
    expect(users.body.length).toBeGreaterThan(0);
  });
});
