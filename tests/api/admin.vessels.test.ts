import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_LOGINS } from "../../server/demo/demoFleet.js";
import { startTestServer, type TestServer } from "../support/testServer.js";

interface AdminVessel {
  id: string;
  name: string;
  imoNumber: string;
  companyId: string | null;
  companyName: string;
  activeStatus: string;
  isDataReceiver: boolean;
  features: { id: number; name: string }[];
  cargoUnits: { id: number; name: string }[];
  hasVeracityKey: boolean;
  draftMean: number;
  version: number;
}

let server: TestServer;
const t: Record<string, string> = {};
let companies: Record<string, string> = {};
beforeAll(async () => {
  server = await startTestServer();
  t.admin = await server.login(DEMO_LOGINS.admin.email, DEMO_LOGINS.admin.password);
  t.super = await server.login(DEMO_LOGINS.superUser.email, DEMO_LOGINS.superUser.password);
  t.crew = await server.login(DEMO_LOGINS.crew.email, DEMO_LOGINS.crew.password);
  const list = (await server.api<{ id: string; name: string }[]>("GET", "/Companies", { token: t.admin }))
    .body;
  companies = Object.fromEntries(list.map((c) => [c.name, c.id]));
});
afterAll(async () => {
  await server.close();
});

const all = async () =>
  (await server.api<AdminVessel[]>("GET", "/VesselAdministrations", { token: t.admin })).body;
const byName = async (name: string) => (await all()).find((v) => v.name === name)!;
const post = (id: string, action: string, body?: unknown) =>
  server.api<AdminVessel & { message: string }>("POST", `/VesselAdministrations/${id}/${action}`, {
    token: t.admin,
    body,
  });
const form = { name: "Kattegat Star", imoNumber: "9876543", draftMean: 9.5, maxContinuousRating: 5000 };

describe("vessel administration", () => {
  it("lists every vessel with status and company", async () => {
    const list = await all();
    expect(list).toHaveLength(6);
    expect(await byName("Baltic Tern")).toMatchObject({ activeStatus: "Unassigned", companyName: "" });
    expect(await byName("Nordic Aurora")).toMatchObject({
      activeStatus: "Active",
      companyName: "Nordic Bulk AS",
    });
  });

  it("validates the form with the messages of spec 1 §5", async () => {
    const res = await server.api<{ errors: string[] }>("POST", "/VesselAdministrations", {
      token: t.admin,
      body: { name: "", imoNumber: "12345678", draftMean: 26, maxContinuousRating: "" },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([
      "Vessel name is required",
      "The Draft field must be between 0 and 25",
      "The Max Continuous Rating field is required",
      "Imo number must be a 7 digit number",
    ]);
  });

  it("creates a vessel into a company, refusing an IMO number the company already has", async () => {
    const dup = await server.api<{ message: string }>("POST", "/VesselAdministrations", {
      token: t.admin,
      body: { ...form, imoNumber: "9312482", companyId: companies["Nordic Bulk AS"] },
    });
    expect(dup).toMatchObject({
      status: 409,
      body: { message: "A vessel with this IMO number exists in this company" },
    });
    const created = await server.api<AdminVessel>("POST", "/VesselAdministrations", {
      token: t.admin,
      body: { ...form, companyId: companies["Nordic Bulk AS"] },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      activeStatus: "Assigned",
      companyName: "Nordic Bulk AS",
      imoNumber: "9876543",
    });
  });

  it("assigns, refusing a duplicate IMO in the target company; unassigns", async () => {
    const tern = await byName("Baltic Tern");
    const other = await server.api<AdminVessel>("POST", "/VesselAdministrations", {
      token: t.admin,
      body: { ...form, name: "Tern Twin", imoNumber: tern.imoNumber },
    });
    expect(
      (await post(tern.id, "Assign", { vesselId: tern.id, companyId: companies["Atlantic Tankers Ltd"] }))
        .status,
    ).toBe(200);
    const dup = await post(other.body.id, "Assign", { companyId: companies["Atlantic Tankers Ltd"] });
    expect(dup.status).toBe(409);
    expect(dup.body.message).toBe("A vessel with this IMO number exists in this company");
    const back = await post(tern.id, "Unassign");
    expect(back.body).toMatchObject({ activeStatus: "Unassigned", companyId: null });
  });

  it("activates, deactivates, archives, reactivates and deletes only archived vessels", async () => {
    const star = await byName("Kattegat Star");
    expect((await post(star.id, "ActivateVessel")).body.activeStatus).toBe("Active");
    expect((await post(star.id, "DeactivateVessel")).body.activeStatus).toBe("Assigned");
    const refused = await server.api<{ message: string }>("DELETE", `/VesselAdministrations/${star.id}`, {
      token: t.admin,
    });
    expect(refused).toMatchObject({
      status: 409,
      body: { message: "Only an archived vessel can be deleted." },
    });
    expect((await post(star.id, "ArchiveVessel")).body.activeStatus).toBe("Archived");
    expect((await post(star.id, "ActivateVessel")).body.activeStatus).toBe("Active");
    await post(star.id, "ArchiveVessel");
    expect((await server.api("DELETE", `/VesselAdministrations/${star.id}`, { token: t.admin })).status).toBe(
      204,
    );
    expect((await server.api("GET", `/VesselAdministrations/${star.id}`, { token: t.admin })).status).toBe(
      404,
    );
  });

  it("moves the data receiver flag between vessels of the same IMO and finds receivers", async () => {
    const tern = await byName("Baltic Tern");
    const twin = await byName("Tern Twin");
    await post(tern.id, "SetDataReceiver");
    expect((await post(twin.id, "SetDataReceiver")).body.isDataReceiver).toBe(true);
    expect((await byName("Baltic Tern")).isDataReceiver).toBe(false);
    const found = await server.api<AdminVessel[]>(
      "GET",
      `/VesselAdministrations/Find?isDataReceiver=true&imoNumber=${tern.imoNumber}`,
      { token: t.admin },
    );
    expect(found.body.map((v) => v.name)).toEqual(["Tern Twin"]);
    expect((await post(twin.id, "UnsetDataReceiver")).body.isDataReceiver).toBe(false);
  });

  it("toggles features and cargo units", async () => {
    const tern = await byName("Baltic Tern");
    expect(
      (await post(tern.id, "ActivateFeature", { vesselId: tern.id, featureId: 2 })).body.features,
    ).toEqual([{ id: 2, name: "EmissionReport", displayName: "Emission Report" }]);
    expect(
      (await post(tern.id, "DeactivateFeature", { vesselId: tern.id, featureId: 2 })).body.features,
    ).toEqual([]);
    const units = (await server.api<{ id: number; name: string }[]>("GET", "/CargoUnits", { token: t.admin }))
      .body;
    const teu = units.find((u) => u.name === "TEU")!;
    expect(
      (await post(tern.id, "AddCargoUnit", { vesselId: tern.id, cargoUnitId: teu.id })).body.cargoUnits,
    ).toEqual([teu]);
    expect(
      (await post(tern.id, "RemoveCargoUnit", { vesselId: tern.id, cargoUnitId: teu.id })).body.cargoUnits,
    ).toEqual([]);
    expect((await post(tern.id, "AddCargoUnit", { cargoUnitId: 999 })).status).toBe(400);
    const aurora = await byName("Nordic Aurora");
    const features = await server.api<unknown[]>("GET", `/Features/Find?vesselId=${aurora.id}`, {
      token: t.crew,
    });
    expect(features.body).toHaveLength(10);
  });

  it("edits particulars with the IMO number fixed, and a stale version answers 409", async () => {
    const tern = await byName("Baltic Tern");
    const ok = await server.api<AdminVessel>("PUT", `/VesselAdministrations/${tern.id}`, {
      token: t.admin,
      body: { ...tern, draftMean: 8.1, version: tern.version },
    });
    expect(ok.body.draftMean).toBe(8.1);
    const imo = await server.api("PUT", `/VesselAdministrations/${tern.id}`, {
      token: t.admin,
      body: { ...tern, version: undefined, imoNumber: "1111111" },
    });
    expect(imo.status).toBe(400);
    const stale = await server.api("PUT", `/VesselAdministrations/${tern.id}`, {
      token: t.admin,
      body: { ...tern, version: tern.version },
    });
    expect(stale.status).toBe(409);
  });

  it("lets a User keep the cargo units of a vessel they see (spec 2 §2 'Cargo carried'), not of others", async () => {
    const aurora = await byName("Nordic Aurora");
    const skagen = await byName("Nordic Skagen");
    const byCrew = (vesselId: string, action: string) =>
      server.api<AdminVessel & { message: string }>("POST", `/VesselAdministrations/${vesselId}/${action}`, {
        token: t.crew,
        body: { vesselId, cargoUnitId: 4 },
      });
    expect((await byCrew(aurora.id, "AddCargoUnit")).body.cargoUnits.map((u) => u.id)).toContain(4);
    expect((await byCrew(aurora.id, "RemoveCargoUnit")).body.cargoUnits.map((u) => u.id)).not.toContain(4);
    // Nordic Skagen is outside the crew's access group: as if it did not exist, and nothing written.
    expect((await byCrew(skagen.id, "AddCargoUnit")).status).toBe(404);
    expect((await byName("Nordic Skagen")).version).toBe(skagen.version);
  });

  it("lets a company user with access edit a vessel and its draft", async () => {
    const aurora = await byName("Nordic Aurora");
    const draft = await server.api<{ draftMean: number }>("PUT", `/Vessels/${aurora.id}/Draft`, {
      token: t.crew,
      body: { draftMean: 12 },
    });
    expect(draft).toMatchObject({ status: 200, body: { draftMean: 12 } });
    const put = await server.api<{ notes: string }>("PUT", `/Vessels/${aurora.id}`, {
      token: t.crew,
      body: { ...aurora, version: undefined, notes: "Hull cleaned" },
    });
    expect(put.body.notes).toBe("Hull cleaned");
    const skagen = await byName("Nordic Skagen");
    expect(
      (await server.api("PUT", `/Vessels/${skagen.id}/Draft`, { token: t.crew, body: { draftMean: 1 } }))
        .status,
    ).toBe(404);
  });

  it("keeps the veracity key for super users and administrators only", async () => {
    const aurora = await byName("Nordic Aurora");
    const set = await server.api("PUT", "/VesselAdministrations/UpdateVeracityKey", {
      token: t.super,
      body: { vesselId: aurora.id, veracityKey: "vk-123", expirationDate: "2030-01-01" },
    });
    expect(set.status).toBe(200);
    const key = await server.api("GET", `/VesselAdministrations/${aurora.id}/GetVeracityKey`, {
      token: t.admin,
    });
    expect(key.body).toEqual({ veracityKey: "vk-123", expirationDate: "2030-01-01T00:00:00.000Z" });
    const denied = await server.api("GET", `/VesselAdministrations/${aurora.id}/GetVeracityKey`, {
      token: t.crew,
    });
    expect(denied).toMatchObject({
      status: 403,
      body: { message: "You do not have permission to view this key." },
    });
    const date = await server.api("GET", `/VesselAdministrations/${aurora.id}/GetVeracityKeyExpirationDate`, {
      token: t.crew,
    });
    expect(date.body).toEqual({ hasVeracityKey: true, expirationDate: "2030-01-01T00:00:00.000Z" });
    expect((await byName("Nordic Aurora")).hasVeracityKey).toBe(true);
    expect(JSON.stringify(await all())).not.toContain("vk-123");
  });

  it("serves the reference lists", async () => {
    for (const path of ["/CargoUnits", "/VesselTypes", "/IceClasses", "/Features"]) {
      const res = await server.api<{ id: number; name: string }[]>("GET", path, { token: t.crew });
      expect(res.status).toBe(200);
      expect(res.body.length).toBeGreaterThan(3);
    }
  });
});

interface HistoryEntry {
  type: string;
  data: Record<string, unknown>;
  userName: string;
  recordedAt: string;
  version: number;
}

describe("vessel history (issue 10 point 2)", () => {
  const historyOf = async (id: string) =>
    (await server.api<HistoryEntry[]>("GET", `/History/vessel/${id}`, { token: t.admin })).body;

  it("records on Nordic Aurora's own history that another vessel of its IMO number took the data receiver flag", async () => {
    const aurora = await byName("Nordic Aurora");
    expect(aurora.isDataReceiver).toBe(true);
    const created = await server.api<AdminVessel>("POST", "/VesselAdministrations", {
      token: t.admin,
      body: {
        ...form,
        name: "Aurora Shadow",
        imoNumber: aurora.imoNumber,
        companyId: companies["Atlantic Tankers Ltd"],
      },
    });
    expect(created.status).toBe(201);
    expect((await post(created.body.id, "SetDataReceiver")).body.isDataReceiver).toBe(true);
    expect((await byName("Nordic Aurora")).isDataReceiver).toBe(false);
    const last = (await historyOf(aurora.id)).at(-1)!;
    expect(last).toMatchObject({
      type: "VesselDataReceiverUnset",
      userName: "Keelson Administrator",
      data: { replacedByVesselId: created.body.id, replacedByVessel: "Aurora Shadow" },
    });
    expect((await historyOf(created.body.id)).at(-1)).toMatchObject({
      type: "VesselDataReceiverSet",
      data: { replacesVesselIds: [aurora.id], replacesVessels: ["Nordic Aurora"] },
    });
    expect((await post(aurora.id, "SetDataReceiver")).body.isDataReceiver).toBe(true);
  });

  it("names the feature and cargo unit of an entry and lists entries in stream order", async () => {
    const aurora = await byName("Nordic Aurora");
    // Off first (a no-op when it was), so that switching on is a change.
    await post(aurora.id, "DeactivateFeature", { vesselId: aurora.id, featureId: 9 });
    await post(aurora.id, "RemoveCargoUnit", { vesselId: aurora.id, cargoUnitId: 3 });
    await post(aurora.id, "ActivateFeature", { vesselId: aurora.id, featureId: 9 });
    await post(aurora.id, "AddCargoUnit", { vesselId: aurora.id, cargoUnitId: 3 });
    const history = await historyOf(aurora.id);
    expect(history.map((e) => e.version)).toEqual(history.map((_, i) => i));
    expect(history.at(-2)).toMatchObject({ type: "VesselFeatureActivated", data: { feature: "Long Trend" } });
    expect(history.at(-1)).toMatchObject({ type: "VesselCargoUnitAdded", data: { cargoUnit: "TEU" } });
  });
});
