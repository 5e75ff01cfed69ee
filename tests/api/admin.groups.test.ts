import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_LOGINS } from "../../server/demo/demoFleet.js";
import { startTestServer, type TestServer } from "../support/testServer.js";

interface AccessGroup {
  id: string;
  name: string;
  isDefault: boolean;
  vessels: { id: string; name: string }[];
  users: { id: string; name: string; email: string }[];
  vesselCount: number;
  userCount: number;
}
interface VesselGroup {
  id: string;
  name: string;
  vesselIds: string[];
  vessels: { id: string; name: string }[];
}
interface Named {
  id: string;
  name: string;
}

let server: TestServer;
const t: Record<string, string> = {};
let vessels: Record<string, string> = {};
let crewId = "";
beforeAll(async () => {
  server = await startTestServer();
  t.admin = await server.login(DEMO_LOGINS.admin.email, DEMO_LOGINS.admin.password);
  t.super = await server.login(DEMO_LOGINS.superUser.email, DEMO_LOGINS.superUser.password);
  t.crew = await server.login(DEMO_LOGINS.crew.email, DEMO_LOGINS.crew.password);
  t.ops = await server.login(DEMO_LOGINS.ops.email, DEMO_LOGINS.ops.password);
  const list = (await server.api<Named[]>("GET", "/VesselAdministrations", { token: t.admin })).body;
  vessels = Object.fromEntries(list.map((v) => [v.name, v.id]));
  crewId = (await server.api<Named>("GET", "/Users/Get", { token: t.crew })).body.id;
});
afterAll(async () => {
  await server.close();
});

const crewSees = async () =>
  (await server.api<Named[]>("GET", "/Vessels", { token: t.crew })).body.map((v) => v.name).sort();

describe("vessel access groups", () => {
  let group: AccessGroup;

  it("lists the company's groups; the default group shows every vessel", async () => {
    const list = (await server.api<AccessGroup[]>("GET", "/VesselCategories", { token: t.super })).body;
    expect(list.map((g) => [g.name, g.isDefault, g.vesselCount, g.userCount])).toEqual([
      ["All vessels", true, 3, 1],
      ["Aurora and Fjell crews", false, 2, 1],
    ]);
  });

  it("creates a group with a unique name ignoring case", async () => {
    const dup = await server.api("POST", "/VesselCategories", {
      token: t.super,
      body: { name: "all VESSELS" },
    });
    expect(dup).toMatchObject({
      status: 409,
      body: { message: "An access group with that name already exists." },
    });
    const blank = await server.api("POST", "/VesselCategories", { token: t.super, body: { name: " " } });
    expect(blank.status).toBe(400);
    const created = await server.api<AccessGroup>("POST", "/VesselCategories", {
      token: t.super,
      body: { name: "Skagen" },
    });
    expect(created.status).toBe(201);
    group = created.body;
  });

  it("changes what a member sees at once when vessels and users are added and removed", async () => {
    expect(await crewSees()).toEqual(["Nordic Aurora", "Nordic Fjell"]);
    const membership = { vesselCategoryId: group.id };
    await server.api("POST", "/VesselCategories/AddVessel", {
      token: t.super,
      body: { ...membership, vesselId: vessels["Nordic Skagen"] },
    });
    const added = await server.api<AccessGroup>("POST", "/VesselCategories/AddUser", {
      token: t.super,
      body: { ...membership, userId: crewId },
    });
    expect(added.body).toMatchObject({ vesselCount: 1, userCount: 1 });
    expect(await crewSees()).toEqual(["Nordic Aurora", "Nordic Fjell", "Nordic Skagen"]);
    await server.api("POST", "/VesselCategories/RemoveUser", {
      token: t.super,
      body: { ...membership, userId: crewId },
    });
    expect(await crewSees()).toEqual(["Nordic Aurora", "Nordic Fjell"]);
    const foreign = await server.api("POST", "/VesselCategories/AddVessel", {
      token: t.super,
      body: { ...membership, vesselId: vessels["Atlantic Meridian"] },
    });
    expect(foreign.status).toBe(404);
  });

  it("renames and deletes only non-default groups, and only empty ones", async () => {
    const list = (await server.api<AccessGroup[]>("GET", "/VesselCategories", { token: t.super })).body;
    const def = list.find((g) => g.isDefault)!;
    expect(
      (await server.api("PUT", `/VesselCategories/${def.id}`, { token: t.super, body: { name: "X" } }))
        .status,
    ).toBe(409);
    expect((await server.api("DELETE", `/VesselCategories/${def.id}`, { token: t.super })).status).toBe(409);
    const renamed = await server.api<AccessGroup>("PUT", `/VesselCategories/${group.id}`, {
      token: t.super,
      body: { name: "Skagen crew" },
    });
    expect(renamed.body.name).toBe("Skagen crew");
    const full = await server.api<{ message: string }>("DELETE", `/VesselCategories/${group.id}`, {
      token: t.super,
    });
    expect(full.status).toBe(409);
    await server.api("POST", "/VesselCategories/RemoveVessel", {
      token: t.super,
      body: { vesselCategoryId: group.id, vesselId: vessels["Nordic Skagen"] },
    });
    expect((await server.api("DELETE", `/VesselCategories/${group.id}`, { token: t.super })).status).toBe(
      204,
    );
    expect((await server.api("DELETE", `/VesselCategories/${group.id}`, { token: t.ops })).status).toBe(403);
  });
});

describe("vessel groups", () => {
  let group: VesselGroup;

  it("validates the name (spec 1 §5)", async () => {
    const blank = await server.api<{ message: string }>("POST", "/VesselGroups", {
      token: t.crew,
      body: { name: "" },
    });
    expect(blank).toMatchObject({
      status: 400,
      body: { message: "Please enter a name for the vessel group." },
    });
    const long = await server.api<{ message: string }>("POST", "/VesselGroups", {
      token: t.crew,
      body: { name: "A name far too long" },
    });
    expect(long).toMatchObject({
      status: 400,
      body: { message: "The vessel group name cannot exceed 15 characters." },
    });
  });

  it("creates, fills, renames and deletes a group, showing each caller only the vessels they see", async () => {
    const created = await server.api<VesselGroup>("POST", "/VesselGroups", {
      token: t.super,
      body: { name: "Kamsarmax" },
    });
    expect(created.status).toBe(201);
    group = created.body;
    for (const name of ["Nordic Aurora", "Nordic Skagen"]) {
      await server.api("POST", "/VesselGroups/AddVessel", {
        token: t.super,
        body: { vesselGroupId: group.id, vesselId: vessels[name] },
      });
    }
    const superView = (await server.api<VesselGroup[]>("GET", "/VesselGroups", { token: t.super })).body[0]!;
    expect(superView.vessels.map((v) => v.name)).toEqual(["Nordic Aurora", "Nordic Skagen"]);
    const crewView = (await server.api<VesselGroup[]>("GET", "/VesselGroups", { token: t.crew })).body[0]!;
    expect(crewView.vesselIds).toEqual([vessels["Nordic Aurora"]]);
    const hidden = await server.api("POST", "/VesselGroups/RemoveVessel", {
      token: t.crew,
      body: { vesselGroupId: group.id, vesselId: vessels["Nordic Skagen"] },
    });
    expect(hidden.status).toBe(404);
    expect((await server.api<VesselGroup[]>("GET", "/VesselGroups", { token: t.ops })).body).toEqual([]);
    const renamed = await server.api<VesselGroup>("PUT", `/VesselGroups/${group.id}`, {
      token: t.crew,
      body: { name: "Bulk" },
    });
    expect(renamed.body.name).toBe("Bulk");
    expect((await server.api("DELETE", `/VesselGroups/${group.id}`, { token: t.ops })).status).toBe(404);
    expect((await server.api("DELETE", `/VesselGroups/${group.id}`, { token: t.crew })).status).toBe(204);
  });
});

describe("announcement e-mail to online users", () => {
  it("mails the users of the addressed company who were active in the last 10 minutes", async () => {
    const created = await server.api<{ announcementId: string }>("POST", "/Announcement", {
      token: t.admin,
      body: { title: "Dry dock", announcementDetails: "Aurora docks in May", companyId: null },
    });
    server.advanceClock(11 * 60_000);
    await server.api("GET", "/Users/Get", { token: t.crew });
    await server.api("GET", "/Users/Get", { token: t.ops });
    const res = await server.api<{ sent: number }>("POST", "/Announcement/SendEmailToOnlineUser", {
      token: t.admin,
      body: { announcementId: created.body.announcementId },
    });
    expect(res.body).toEqual({ sent: 3 });
    const outbox = fs.readdirSync(path.join(server.dataDir, "outbox"));
    expect(
      outbox.filter((f) => f.includes("crew@nordicbulk.demo") || f.includes("ops@atlantic")),
    ).toHaveLength(2);
    const missing = await server.api("POST", "/Announcement/SendEmailToOnlineUser", {
      token: t.admin,
      body: { announcementId: "00000000-0000-4000-8000-000000000000" },
    });
    expect(missing.status).toBe(404);
  });
});

describe("history", () => {
  it("shows a user's events with who and when, secrets redacted", async () => {
    const res = await server.api<
      { type: string; data: Record<string, unknown>; userName: string; version: number }[]
    >("GET", `/History/user/${crewId}`, { token: t.super });
    expect(res.status).toBe(200);
    expect(res.body[0]).toMatchObject({ type: "UserRegistered", userName: "System", version: 0 });
    expect(res.body[0]!.data.passwordHash).toBe("[redacted]");
  });

  it("is for administrators, and super users for their company's users and vessels", async () => {
    const admin = (await server.api<Named>("GET", "/Users/Get", { token: t.admin })).body;
    expect((await server.api("GET", `/History/user/${admin.id}`, { token: t.super })).status).toBe(404);
    expect(
      (await server.api("GET", `/History/vessel/${vessels["Nordic Aurora"]}`, { token: t.super })).status,
    ).toBe(200);
    expect(
      (await server.api("GET", `/History/vessel/${vessels["Nordic Aurora"]}`, { token: t.crew })).status,
    ).toBe(403);
    expect(
      (await server.api("GET", `/History/vessel/${vessels["Nordic Aurora"]}`, { token: t.ops })).status,
    ).toBe(404);
    const companies = (await server.api<Named[]>("GET", "/Companies", { token: t.admin })).body;
    expect((await server.api("GET", `/History/company/${companies[0]!.id}`, { token: t.admin })).status).toBe(
      200,
    );
    expect((await server.api("GET", `/History/planet/${admin.id}`, { token: t.admin })).status).toBe(404);
    expect((await server.api("GET", "/History/user/x", { token: t.admin })).status).toBe(400);
  });
});
