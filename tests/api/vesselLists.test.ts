import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_LOGINS } from "../../server/demo/demoFleet.js";
import { makeEmissionReady } from "../support/emissionReady.js";
import { startTestServer, type TestServer } from "../support/testServer.js";

interface VesselDto {
  id: string;
  name: string;
  companyId: string | null;
  companyName: string;
  currentVoyage?: { departureId: string; voyage: { name: string } } | null;
}

let server: TestServer;
const t = { admin: "", super: "", crew: "", ops: "" };

beforeAll(async () => {
  server = await startTestServer();
  t.admin = await server.login(DEMO_LOGINS.admin.email, DEMO_LOGINS.admin.password);
  t.super = await server.login(DEMO_LOGINS.superUser.email, DEMO_LOGINS.superUser.password);
  t.crew = await server.login(DEMO_LOGINS.crew.email, DEMO_LOGINS.crew.password);
  t.ops = await server.login(DEMO_LOGINS.ops.email, DEMO_LOGINS.ops.password);
});
afterAll(async () => {
  await server.close();
});

const get = <T>(path: string, token: string) => server.api<T & { message?: string }>("GET", path, { token });
const names = (vessels: VesselDto[]) => vessels.map((v) => v.name).sort();

describe("GET /Vessels/Extended", () => {
  it("lists the caller's visible vessels, not a vessel called 'Extended'", async () => {
    const res = await get<VesselDto[]>("/Vessels/Extended", t.crew);
    expect(res.status).toBe(200);
    expect(names(res.body)).toEqual(["Nordic Aurora", "Nordic Fjell"]);
  });

  it("carries the current voyage: the latest departure while it has not ended", async () => {
    const aurora = (await get<VesselDto[]>("/Vessels", t.crew)).body.find((v) => v.name === "Nordic Aurora")!;
    const before = (await get<VesselDto[]>("/Vessels/Extended", t.crew)).body;
    expect(before.find((v) => v.id === aurora.id)?.currentVoyage).toBeNull();
    await makeEmissionReady(server, aurora.id);

    const departure = await server.api<{ id: string; message?: string }>(
      "POST",
      "/EmissionReportVesselEvents",
      {
        token: t.crew,
        body: {
          vesselId: aurora.id,
          type: "Departure",
          timestamp: "2025-03-01T08:00:00Z",
          voyage: { name: "NB-EXT", type: "Laden" },
          port: { name: "Oslo", loCode: "NOOSL" },
        },
      },
    );
    expect(departure.status, departure.body.message).toBe(201);

    const after = (await get<VesselDto[]>("/Vessels/Extended", t.crew)).body;
    expect(after.find((v) => v.id === aurora.id)?.currentVoyage).toMatchObject({
      departureId: departure.body.id,
      voyage: { name: "NB-EXT" },
    });
  });
});

describe("GET /Vessels query parameters", () => {
  it("IgnoreCompany=true lists every company's vessels for an administrator", async () => {
    const acting = (await get<VesselDto[]>("/Vessels", t.admin)).body;
    const all = (await get<VesselDto[]>("/Vessels?IgnoreCompany=true", t.admin)).body;
    expect(new Set(all.map((v) => v.companyName)).size).toBeGreaterThan(1);
    expect(all.length).toBeGreaterThan(acting.length);
    expect(names(all)).toEqual(expect.arrayContaining(["Nordic Aurora", "Atlantic Meridian"]));
  });

  it("IgnoreCompany=false is the ordinary list", async () => {
    const plain = (await get<VesselDto[]>("/Vessels", t.super)).body;
    const res = await get<VesselDto[]>("/Vessels?IgnoreCompany=false", t.super);
    expect(names(res.body)).toEqual(names(plain));
  });

  it("refuses IgnoreCompany to anyone but an administrator, and a value that is not a boolean", async () => {
    expect((await get("/Vessels?IgnoreCompany=true", t.super)).status).toBe(403);
    const bad = await get("/Vessels?IgnoreCompany=yes", t.admin);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe("IgnoreCompany must be true or false");
  });

  it("companyId lists that company's vessels for an administrator", async () => {
    const ops = (await get<VesselDto[]>("/Vessels", t.ops)).body;
    const atlanticId = ops[0]!.companyId!;
    const res = await get<VesselDto[]>(`/Vessels?companyId=${atlanticId}`, t.admin);
    expect(res.status).toBe(200);
    expect(names(res.body)).toEqual(names(ops));
  });

  it("companyId of another company is 404 for company users; their own company is the ordinary list", async () => {
    const ops = (await get<VesselDto[]>("/Vessels", t.ops)).body;
    const crew = (await get<VesselDto[]>("/Vessels", t.crew)).body;
    expect((await get(`/Vessels?companyId=${ops[0]!.companyId}`, t.crew)).status).toBe(404);
    const own = await get<VesselDto[]>(`/Vessels?companyId=${crew[0]!.companyId}`, t.crew);
    expect(names(own.body)).toEqual(names(crew));
    expect((await get("/Vessels?companyId=no-such-company", t.admin)).status).toBe(404);
    expect((await get("/Vessels?companyId=__proto__", t.admin)).status).toBe(404);
  });
});

describe("spec 1 spellings and a super user's own company", () => {
  it("answers /Users/IsSuperUser/ with the trailing slash", async () => {
    const res = await get<boolean>("/Users/IsSuperUser/", t.super);
    expect(res.status).toBe(200);
    expect(res.body).toBe(true);
  });

  it("lets a super user choose their own company (a no-op) but no other", async () => {
    const me = (await get<{ companyId: string }>("/Users/Get", t.super)).body;
    const own = await server.api<{ message?: string }>("POST", `/Users/SetCompany/${me.companyId}`, {
      token: t.super,
    });
    expect(own.status).toBe(200);
    const ops = (await get<VesselDto[]>("/Vessels", t.ops)).body;
    const other = await server.api("POST", `/Users/SetCompany/${ops[0]!.companyId}`, { token: t.super });
    expect(other.status).toBe(403);
  });
});
