import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_LOGINS } from "../../server/demo/demoFleet.js";
import { startTestServer, type TestServer } from "../support/testServer.js";

interface UserDto {
  id: string;
  role: string;
  companyId: string | null;
  companyName: string;
  isAdmin: boolean;
  isSuperOrAdmin: boolean;
  isKognifai: boolean;
  apiKey: string;
}
interface VesselDto {
  id: string;
  name: string;
  imoNumber: string;
  imoDisplay: string;
  companyName: string;
  features: { id: number; name: string }[];
}

let server: TestServer;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  server = await startTestServer();
  tokens.admin = await server.login(DEMO_LOGINS.admin.email, DEMO_LOGINS.admin.password);
  tokens.super = await server.login(DEMO_LOGINS.superUser.email, DEMO_LOGINS.superUser.password);
  tokens.crew = await server.login(DEMO_LOGINS.crew.email, DEMO_LOGINS.crew.password);
  tokens.ops = await server.login(DEMO_LOGINS.ops.email, DEMO_LOGINS.ops.password);
  tokens.partner = await server.login(DEMO_LOGINS.partner.email, DEMO_LOGINS.partner.password);
});
afterAll(async () => {
  await server.close();
});

const vesselNames = async (options: { token?: string; headers?: Record<string, string> }) => {
  const { status, body } = await server.api<VesselDto[]>("GET", "/Vessels", options);
  expect(status).toBe(200);
  return body.map((v) => v.name);
};

describe("GET /Users/Get", () => {
  it("describes each demo user with the role flags of spec 1 §6", async () => {
    const get = async (token: string) => (await server.api<UserDto>("GET", "/Users/Get", { token })).body;
    expect(await get(tokens.admin!)).toMatchObject({
      role: "Administrator",
      isAdmin: true,
      isSuperOrAdmin: true,
      isKognifai: false,
      companyName: "Nordic Bulk AS",
    });
    expect(await get(tokens.super!)).toMatchObject({
      role: "SuperUser",
      isAdmin: false,
      isSuperOrAdmin: true,
    });
    expect(await get(tokens.crew!)).toMatchObject({
      role: "User",
      isAdmin: false,
      isSuperOrAdmin: false,
      companyName: "Nordic Bulk AS",
    });
    expect(await get(tokens.partner!)).toMatchObject({ role: "KognifaiUser", isKognifai: true });
    expect(await get(tokens.ops!)).toMatchObject({ role: "User", companyName: "Atlantic Tankers Ltd" });
  });

  it("answers 401 without a token and /Users/GetUser as the same user", async () => {
    expect((await server.api("GET", "/Users/Get")).status).toBe(401);
    const a = await server.api<UserDto>("GET", "/Users/GetUser", { token: tokens.crew });
    expect(a.body.role).toBe("User");
  });

  it("authenticates the API user by X-Api-Key and never shows the key itself", async () => {
    const { status, body } = await server.api<UserDto>("GET", "/Users/Get", {
      headers: { "x-api-key": DEMO_LOGINS.nordicBulkApiKey },
    });
    expect(status).toBe(200);
    expect(body.role).toBe("ApiUser");
    expect(body.apiKey).toBe("••••-key");
    expect((await server.api("GET", "/Users/Get", { headers: { "x-api-key": "not-a-key" } })).status).toBe(
      401,
    );
  });
});

describe("vessel visibility", () => {
  it("a user sees exactly the vessels of their access groups", async () => {
    expect(await vesselNames({ token: tokens.crew })).toEqual(["Nordic Aurora", "Nordic Fjell"]);
  });

  it("a super user and the API user see every vessel of their company, nothing of another", async () => {
    expect(await vesselNames({ token: tokens.super })).toEqual([
      "Nordic Aurora",
      "Nordic Fjell",
      "Nordic Skagen",
    ]);
    expect(await vesselNames({ headers: { "x-api-key": DEMO_LOGINS.nordicBulkApiKey } })).toHaveLength(3);
    expect(await vesselNames({ token: tokens.ops })).toEqual(["Atlantic Meridian", "Atlantic Pioneer"]);
  });

  it("answers 404 for a vessel outside the caller's access, even one that exists", async () => {
    const atlantic = (await server.api<VesselDto[]>("GET", "/Vessels", { token: tokens.ops })).body[0]!;
    expect((await server.api("GET", `/Vessels/${atlantic.id}`, { token: tokens.ops })).status).toBe(200);
    expect((await server.api("GET", `/Vessels/${atlantic.id}`, { token: tokens.crew })).status).toBe(404);
    const skagen = (await server.api<VesselDto[]>("GET", "/Vessels", { token: tokens.super })).body.find(
      (v) => v.name === "Nordic Skagen",
    )!;
    expect((await server.api("GET", `/Vessels/${skagen.id}`, { token: tokens.crew })).status).toBe(404);
  });

  it("shows IMO numbers as 'IMO' plus seven digits and lists the vessel's features", async () => {
    const [aurora] = (await server.api<VesselDto[]>("GET", "/Vessels", { token: tokens.crew })).body;
    expect(aurora).toMatchObject({
      imoNumber: "9312482",
      imoDisplay: "IMO9312482",
      companyName: "Nordic Bulk AS",
    });
    expect(aurora!.features.map((f) => f.name)).toContain("EmissionReport");
  });
});

describe("companies and view-as-company", () => {
  it("lists companies with vessel counts for administrators only", async () => {
    const { status, body } = await server.api<{ name: string; vesselCount: number }[]>("GET", "/Companies", {
      token: tokens.admin,
    });
    expect(status).toBe(200);
    expect(body.map((c) => [c.name, c.vesselCount])).toEqual([
      ["Atlantic Tankers Ltd", 2],
      ["Nordic Bulk AS", 3],
    ]);
    for (const role of ["super", "crew", "partner"]) {
      expect((await server.api("GET", "/Companies", { token: tokens[role] })).status).toBe(403);
    }
  });

  it("lets an administrator act for another company and scopes what it sees", async () => {
    const companies = (
      await server.api<{ id: string; name: string }[]>("GET", "/Companies", { token: tokens.admin })
    ).body;
    const atlantic = companies.find((c) => c.name === "Atlantic Tankers Ltd")!;
    const nordic = companies.find((c) => c.name === "Nordic Bulk AS")!;
    const switched = await server.api<UserDto>("POST", `/Users/SetCompany/${atlantic.id}`, {
      token: tokens.admin,
    });
    expect(switched.status).toBe(200);
    expect(switched.body.companyName).toBe("Atlantic Tankers Ltd");
    expect(await vesselNames({ token: tokens.admin })).toEqual(["Atlantic Meridian", "Atlantic Pioneer"]);
    await server.api("POST", `/Users/SetCompany/${nordic.id}`, { token: tokens.admin });
    expect(await vesselNames({ token: tokens.admin })).toHaveLength(3);
  });

  it("refuses view-as-company to everybody but administrators, and an unknown company", async () => {
    const companies = (await server.api<{ id: string }[]>("GET", "/Companies", { token: tokens.admin })).body;
    expect(
      (await server.api("POST", `/Users/SetCompany/${companies[0]!.id}`, { token: tokens.super })).status,
    ).toBe(403);
    const unknown = await server.api("POST", "/Users/SetCompany/00000000-0000-0000-0000-000000000001", {
      token: tokens.admin,
    });
    expect(unknown.status).toBe(404);
  });
});

describe("announcements", () => {
  it("answers a new announcement in the very next read (read-your-writes)", async () => {
    const created = await server.api<{ announcementId: string }>("POST", "/Announcement", {
      token: tokens.admin,
      body: { title: "Dry-dock schedule", announcementDetails: "Nordic Fjell enters dry dock in March." },
    });
    expect(created.status).toBe(201);
    const mine = await server.api<{ announcementId: string; isView: boolean }[]>(
      "GET",
      "/Announcement/GetByUser",
      { token: tokens.crew },
    );
    expect(mine.body.find((a) => a.announcementId === created.body.announcementId)).toMatchObject({
      isView: false,
    });
  });

  it("keeps a company's announcement from other companies", async () => {
    const companies = (
      await server.api<{ id: string; name: string }[]>("GET", "/Companies", { token: tokens.admin })
    ).body;
    const atlantic = companies.find((c) => c.name === "Atlantic Tankers Ltd")!;
    const created = await server.api<{ announcementId: string }>("POST", "/Announcement", {
      token: tokens.admin,
      body: {
        title: "Tanker vetting",
        announcementDetails: "SIRE inspections next week.",
        companyId: atlantic.id,
      },
    });
    const ids = async (token: string) =>
      (await server.api<{ announcementId: string }[]>("GET", "/Announcement/GetByUser", { token })).body.map(
        (a) => a.announcementId,
      );
    expect(await ids(tokens.ops!)).toContain(created.body.announcementId);
    expect(await ids(tokens.crew!)).not.toContain(created.body.announcementId);
    const sneaky = await server.api("POST", "/Announcement/ReadByUser", {
      token: tokens.crew,
      body: [
        { UserEmail: DEMO_LOGINS.crew.email, CompanyId: null, AnnouncementId: created.body.announcementId },
      ],
    });
    expect(sneaky.status).toBe(404);
  });

  it("marks read per user, idempotently", async () => {
    const list = (
      await server.api<{ announcementId: string; isView: boolean }[]>("GET", "/Announcement/GetByUser", {
        token: tokens.super,
      })
    ).body;
    const body = list.map((a) => ({
      UserEmail: DEMO_LOGINS.superUser.email,
      CompanyId: null,
      AnnouncementId: a.announcementId,
    }));
    const first = await server.api<{ isView: boolean }[]>("POST", "/Announcement/ReadByUser", {
      token: tokens.super,
      body,
    });
    expect(first.status).toBe(200);
    expect(first.body.every((a) => a.isView)).toBe(true);
    const again = await server.api("POST", "/Announcement/ReadByUser", { token: tokens.super, body });
    expect(again.status).toBe(200);
    const crewView = (
      await server.api<{ isView: boolean }[]>("GET", "/Announcement/GetByUser", { token: tokens.crew })
    ).body;
    expect(crewView.some((a) => !a.isView)).toBe(true);
  });

  it("validates input and refuses non-administrators", async () => {
    const empty = await server.api("POST", "/Announcement", {
      token: tokens.admin,
      body: { title: " ", announcementDetails: "" },
    });
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({ errors: ["Title is required", "Details are required"] });
    const byCrew = await server.api("POST", "/Announcement", {
      token: tokens.crew,
      body: { title: "x", announcementDetails: "y" },
    });
    expect(byCrew.status).toBe(403);
    expect((await server.api("GET", "/Announcement", { token: tokens.super })).status).toBe(403);
  });

  it("deletes an announcement for everyone; a second delete is 404", async () => {
    const created = await server.api<{ announcementId: string }>("POST", "/Announcement", {
      token: tokens.admin,
      body: { title: "Temporary", announcementDetails: "Gone soon." },
    });
    const id = created.body.announcementId;
    expect((await server.api("DELETE", `/Announcement/${id}`, { token: tokens.admin })).status).toBe(204);
    const crewIds = (
      await server.api<{ announcementId: string }[]>("GET", "/Announcement/GetByUser", { token: tokens.crew })
    ).body.map((a) => a.announcementId);
    expect(crewIds).not.toContain(id);
    expect((await server.api("DELETE", `/Announcement/${id}`, { token: tokens.admin })).status).toBe(404);
  });
});

describe("platform", () => {
  it("answers the version without sign-in and unknown API paths with 404 JSON", async () => {
    expect((await server.api<{ version: string }>("GET", "/Version")).body.version).toMatch(/^\d+\.\d+\.\d+/);
    // No MAP_TILE_URL: the maps draw the offline base map.
    expect((await server.api("GET", "/MapSettings")).body).toEqual({ tileUrl: null, tileAttribution: null });
    const missing = await server.api<{ message: string }>("GET", "/NoSuchThing", { token: tokens.crew });
    expect(missing.status).toBe(404);
  });
});
