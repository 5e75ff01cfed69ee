import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { VerifierDto, VerifierReadDto } from "../../domain/verifiers/schemas.js";
import { VERIFIER_ACCESS_MESSAGES } from "../../domain/verifiers/verifierAccess.js";
import { VERIFIER_READ_MESSAGES } from "../../domain/verifiers/verifierReads.js";
import type { VoyageSummaryDto } from "../../domain/voyages/dto.js";
import { DEMO_LOGINS } from "../../server/demo/demoFleet.js";
import { seedDemoFuel } from "../../server/demo/seedDemoFuel.js";
import { seedDemoVoyages } from "../../server/demo/seedDemoVoyages.js";
import { demoTokens, vesselIdNamed } from "../support/auroraVoyages.js";
import { startTestServer, type TestServer } from "../support/testServer.js";

/**
 * Issue 33 §18: a verifier reads only the vessels and reporting years a company grants, until the grant
 * expires or is revoked; it writes nothing; every read it makes is logged for the company to list.
 */

let server: TestServer;
let tokens: Awaited<ReturnType<typeof demoTokens>>;
let crew = "";
let verifierId = "";
let verifier = "";
let aurora = "";
let fjell = "";
let tanker = "";
let voyage: VoyageSummaryDto;
let voyageYear = 0;
const HOUR = 3_600_000;

const as = <T = { message: string }>(token: string, method: string, path: string, body?: unknown) =>
  server.api<T>(method, path, { token, body });
const grant = (body: unknown, token = tokens.super, userId = verifierId) =>
  as<VerifierDto & { message: string }>(token, "PUT", `/Verifiers/${userId}/Access`, body);
const expiresIn = (ms: number) => new Date(Date.now() + ms).toISOString();
const readLog = async () =>
  (await as<VerifierReadDto[]>(tokens.super, "GET", `/Verifiers/ReadLog?userId=${verifierId}`)).body;

beforeAll(async () => {
  server = await startTestServer();
  await seedDemoVoyages(server.ctx, await seedDemoFuel(server.ctx));
  tokens = await demoTokens(server);
  crew = await server.login(DEMO_LOGINS.crew.email, DEMO_LOGINS.crew.password);
  aurora = await vesselIdNamed(server, tokens.super, "Nordic Aurora");
  fjell = await vesselIdNamed(server, tokens.super, "Nordic Fjell");
  tanker = (await server.api<{ id: string }[]>("GET", "/Vessels", { token: tokens.other })).body[0]!.id;
  const created = await as<{ id: string }>(tokens.super, "POST", "/Users/Post", {
    name: "Vera Verifier",
    email: "vera@verifier.example",
    title: "Lead verifier",
    role: "Verifier",
    password: "vera-verifies-2026",
  });
  expect(created.status).toBe(201);
  verifierId = created.body.id;
  verifier = await server.login("vera@verifier.example", "vera-verifies-2026");
  const voyages = (await as<VoyageSummaryDto[]>(tokens.super, "GET", `/Vessel/${aurora}/Voyages`)).body;
  voyage = voyages.find((v) => v.voyage?.dataConfirmedAt)!;
  voyageYear = new Date(voyage.departedAt).getUTCFullYear();
});
afterAll(() => server?.close());

describe("a verifier without a grant", () => {
  it("reads nothing but its own profile, and the refusal is logged", async () => {
    const refused = await as(verifier, "GET", "/Vessels");
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(VERIFIER_READ_MESSAGES.noAccess);
    expect((await as(verifier, "GET", "/Users/Get")).status).toBe(200);
    const mine = await as<VerifierDto>(verifier, "GET", "/Verifiers/MyAccess");
    expect(mine.body).toMatchObject({ status: "none", grant: null });
    expect((await readLog()).map((r) => [r.path, r.status])).toEqual([
      ["/Verifiers/MyAccess", 200],
      ["/Users/Get", 200],
      ["/Vessels", 403],
    ]);
  });
});

describe("granting access", () => {
  it.each([
    [
      "a year to come",
      { years: [2099] },
      400,
      VERIFIER_ACCESS_MESSAGES.yearOutOfRange(2099, new Date().getUTCFullYear()),
    ],
    ["an expiry in the past", { expiresAt: expiresIn(-HOUR) }, 400, VERIFIER_ACCESS_MESSAGES.expiryPast],
    ["no vessels", { vesselIds: [] }, 400, VERIFIER_ACCESS_MESSAGES.noVessels],
    [
      "a malformed expiry",
      { expiresAt: "soon" },
      400,
      "expiresAt must be a date and time (ISO 8601, e.g. 2026-12-31T23:59:59Z).",
    ],
    ["another company's vessel", { vesselIds: ["TANKER"] }, 404, "Vessel not found."],
  ])("refuses %s with a clear message and writes nothing", async (_, change, status, message) => {
    const before = await server.ctx.store.headPosition();
    const body = { vesselIds: [aurora], years: [voyageYear], expiresAt: expiresIn(24 * HOUR), ...change };
    if (body.vesselIds[0] === "TANKER") body.vesselIds = [tanker];
    const refused = await grant(body);
    expect(refused.status).toBe(status);
    expect(refused.body.message).toBe(message);
    expect(await server.ctx.store.headPosition()).toBe(before);
  });

  it("refuses a user without the Verifier role, and a grantor who is not a manager", async () => {
    const crewId = (await as<{ id: string }>(crew, "GET", "/Users/Get")).body.id;
    const notVerifier = await grant(
      { vesselIds: [aurora], years: [voyageYear], expiresAt: expiresIn(HOUR) },
      tokens.super,
      crewId,
    );
    expect(notVerifier.status).toBe(400);
    expect(notVerifier.body.message).toBe(VERIFIER_ACCESS_MESSAGES.notAVerifier);
    const byCrew = await grant(
      { vesselIds: [aurora], years: [voyageYear], expiresAt: expiresIn(HOUR) },
      crew,
    );
    expect(byCrew.status).toBe(403);
    const otherCompany = await grant(
      { vesselIds: [tanker], years: [voyageYear], expiresAt: expiresIn(HOUR) },
      tokens.other,
    );
    expect(otherCompany.status).toBe(403);
  });

  it("grants Nordic Aurora for the voyage's year, recorded with who and when", async () => {
    const granted = await grant({ vesselIds: [aurora], years: [voyageYear], expiresAt: expiresIn(2 * HOUR) });
    expect(granted.status).toBe(200);
    expect(granted.body).toMatchObject({
      status: "active",
      grant: { vesselIds: [aurora], years: [voyageYear] },
    });
    expect(granted.body.grant?.grantedByName).toBeTruthy();
    const listed = (await as<VerifierDto[]>(tokens.super, "GET", "/Verifiers")).body;
    expect(listed.map((v) => [v.name, v.status])).toEqual([["Vera Verifier", "active"]]);
    const events = await server.ctx.store.readStream(`verifieraccess-${verifierId}`);
    expect(events.map((e) => e.type)).toEqual(["VerifierAccessGranted"]);
    expect(events[0]!.metadata.userId).not.toBe("system");
  });
});

describe("a verifier with a grant", () => {
  it("reads the granted vessel's voyages, audit trail and reports", async () => {
    const vessels = await as<{ id: string }[]>(verifier, "GET", "/Vessels");
    expect(vessels.body.map((v) => v.id)).toEqual([aurora]);
    const voyages = await as<VoyageSummaryDto[]>(verifier, "GET", `/Vessel/${aurora}/Voyages`);
    expect(voyages.status).toBe(200);
    expect(voyages.body.map((v) => v.departureId)).toContain(voyage.departureId);
    const trail = await as<string>(verifier, "GET", `/Audit/Voyages/${voyage.departureId}/trail?format=csv`);
    expect(trail.status).toBe(200);
    expect(trail.body).toContain("Departure");
    expect((await as(verifier, "GET", `/Audit/Voyages/${voyage.departureId}/events`)).status).toBe(200);
    expect(
      (await as(verifier, "GET", `/EmissionReport/MrvVoyage/${voyage.departureId}?format=json`)).status,
    ).toBe(200);
    expect(
      (await as(verifier, "GET", `/EmissionReport/MrvYearly/${aurora}/${voyageYear}?format=json`)).status,
    ).toBe(200);
  });

  it("checks the voyage's chain and downloads the voyage's and the year's verification packages", async () => {
    const chain = await as<{ state: string }>(
      verifier,
      "GET",
      `/Audit/Voyages/${voyage.departureId}/Verification`,
    );
    expect(chain.status).toBe(200);
    expect(chain.body.state).not.toBe("broken");
    for (const path of [
      `/Voyages/${voyage.departureId}/Verification`,
      `/EmissionReport/MrvYearly/${aurora}/${voyageYear}/Verification`,
      `/EmissionReport/ImoYearly/${aurora}/${voyageYear}/Verification`,
    ]) {
      const answer = await fetch(`${server.url}/api/v1${path}`, {
        headers: { authorization: `Bearer ${verifier}` },
      });
      expect(answer.status, path).toBe(200);
      expect(answer.headers.get("content-type")).toBe("application/zip");
      // Read whole: a zip (local file header "PK"), and no answer left streaming when the server closes.
      expect(
        Buffer.from(await answer.arrayBuffer())
          .subarray(0, 2)
          .toString("latin1"),
        path,
      ).toBe("PK");
    }
    expect(
      (await as(verifier, "GET", `/EmissionReport/MrvYearly/${fjell}/${voyageYear}/Verification`)).status,
    ).toBe(403);
    expect(
      (await as(verifier, "GET", `/EmissionReport/ImoYearly/${fjell}/${voyageYear}/Verification`)).status,
    ).toBe(403);
  });

  it("is refused a vessel and a year not granted", async () => {
    const otherVessel = await as(verifier, "GET", `/Vessel/${fjell}/Voyages`);
    expect(otherVessel.status).toBe(403);
    expect(otherVessel.body.message).toBe(VERIFIER_READ_MESSAGES.vessel);
    const otherCompany = await as(verifier, "GET", `/Vessels/${tanker}`);
    expect(otherCompany.status).toBe(403);
    const otherYear = await as(
      verifier,
      "GET",
      `/EmissionReport/MrvYearly/${aurora}/${voyageYear - 1}?format=json`,
    );
    expect(otherYear.status).toBe(403);
    expect(otherYear.body.message).toBe(VERIFIER_READ_MESSAGES.year(voyageYear - 1, [voyageYear]));
  });

  it("is refused the granted vessel's voyages once the grant names another year", async () => {
    expect(
      (await grant({ vesselIds: [aurora], years: [voyageYear - 1], expiresAt: expiresIn(2 * HOUR) })).status,
    ).toBe(200);
    const trail = await as(verifier, "GET", `/Audit/Voyages/${voyage.departureId}/trail?format=csv`);
    expect(trail.status).toBe(403);
    expect(trail.body.message).toBe(VERIFIER_READ_MESSAGES.year(voyageYear, [voyageYear - 1]));
    const voyages = await as<VoyageSummaryDto[]>(verifier, "GET", `/Vessel/${aurora}/Voyages`);
    expect(voyages.status).toBe(200);
    expect(voyages.body.every((v) => new Date(v.departedAt).getUTCFullYear() === voyageYear - 1)).toBe(true);
    expect(
      (await grant({ vesselIds: [aurora], years: [voyageYear], expiresAt: expiresIn(2 * HOUR) })).status,
    ).toBe(200);
  });

  it("writes nothing: every write route refuses it", async () => {
    const before = await server.ctx.store.headPosition();
    for (const [method, path, body] of [
      ["POST", "/EmissionReportVesselEvents", { vesselId: aurora }],
      ["POST", `/EmissionReportVesselEvents/${voyage.departureId}/UnconfirmVoyageData`, undefined],
      [
        "PUT",
        `/Verifiers/${verifierId}/Access`,
        { vesselIds: [aurora, fjell], years: [voyageYear], expiresAt: expiresIn(HOUR) },
      ],
      ["DELETE", `/Verifiers/${verifierId}/Access`, undefined],
      ["PUT", "/Users/Put", { id: verifierId }],
    ] as const) {
      const refused = await as(verifier, method, path, body);
      expect(refused.status, path).toBe(403);
      expect(refused.body.message).toBe(VERIFIER_READ_MESSAGES.write);
    }
    expect(await server.ctx.store.headPosition()).toBe(before);
  });

  it("reads nothing outside voyages, reports and audit trails", async () => {
    for (const path of ["/Users", "/Incidents/Find", `/History/vessel/${aurora}`, "/Verifiers/ReadLog"]) {
      const refused = await as(verifier, "GET", path);
      expect(refused.status, path).toBe(403);
      expect(refused.body.message).toBe(VERIFIER_READ_MESSAGES.path);
    }
  });

  it("has every read logged, allowed or refused, for the company to list", async () => {
    const log = await readLog();
    const trail = log.find(
      (r) => r.path === `/Audit/Voyages/${voyage.departureId}/trail?format=csv` && r.status === 200,
    );
    expect(trail).toMatchObject({
      verifierName: "Vera Verifier",
      vesselId: aurora,
      year: voyageYear,
      method: "GET",
    });
    expect(log.find((r) => r.path === `/Vessel/${fjell}/Voyages`)).toMatchObject({
      status: 403,
      vesselId: fjell,
    });
    expect(log.find((r) => r.path === "/Incidents/Find")).toMatchObject({ status: 403 });
    expect(log.some((r) => r.method !== "GET")).toBe(false);
    expect([...log].sort((a, b) => b.at.localeCompare(a.at)).map((r) => r.at)).toEqual(log.map((r) => r.at));
    expect(
      (await as<VerifierReadDto[]>(tokens.super, "GET", "/Verifiers/ReadLog?limit=2")).body,
    ).toHaveLength(2);
    expect((await as(tokens.super, "GET", "/Verifiers/ReadLog?limit=0")).status).toBe(400);
    expect((await as(crew, "GET", "/Verifiers/ReadLog")).status).toBe(403);
    expect((await as(tokens.other, "GET", `/Verifiers/ReadLog?userId=${verifierId}`)).status).toBe(403);
  });
});

describe("after the expiry or a revoke", () => {
  it("refuses everything once the grant has expired", async () => {
    const expiresAt = expiresIn(1500);
    expect((await grant({ vesselIds: [aurora], years: [voyageYear], expiresAt })).status).toBe(200);
    expect((await as(verifier, "GET", `/Vessel/${aurora}/Voyages`)).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, Date.parse(expiresAt) - Date.now() + 50));
    const refused = await as(verifier, "GET", `/Audit/Voyages/${voyage.departureId}/trail?format=csv`);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(VERIFIER_READ_MESSAGES.expired(new Date(expiresAt).toISOString()));
    expect((await as(verifier, "GET", "/Vessels")).status).toBe(403);
    const mine = await as<VerifierDto>(verifier, "GET", "/Verifiers/MyAccess");
    expect(mine.body.status).toBe("expired");
    const listed = (await as<VerifierDto[]>(tokens.super, "GET", "/Verifiers")).body;
    expect(listed[0]?.status).toBe("expired");
  });

  it("refuses everything once revoked; revoking again is a conflict", async () => {
    expect(
      (await grant({ vesselIds: [aurora], years: [voyageYear], expiresAt: expiresIn(HOUR) })).status,
    ).toBe(200);
    expect((await as(verifier, "GET", `/Vessel/${aurora}/Voyages`)).status).toBe(200);
    expect((await as(tokens.super, "DELETE", `/Verifiers/${verifierId}/Access`)).status).toBe(204);
    const refused = await as(verifier, "GET", `/Vessel/${aurora}/Voyages`);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(VERIFIER_READ_MESSAGES.noAccess);
    const again = await as(tokens.super, "DELETE", `/Verifiers/${verifierId}/Access`);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(VERIFIER_ACCESS_MESSAGES.nothingToRevoke);
    const events = await server.ctx.store.readStream(`verifieraccess-${verifierId}`);
    expect(events.at(-1)?.type).toBe("VerifierAccessRevoked");
  });
});
