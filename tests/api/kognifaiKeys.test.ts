import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PARTNER_KEYS_EXPIRED } from "../../domain/companies/company.js";
import { DEMO_LOGINS } from "../../server/demo/demoFleet.js";
import { partnerClientSecret } from "../../server/features/companies/commands.js";
import { startTestServer, type TestServer } from "../support/testServer.js";

/** Issue 10 point 23: the company's partner-platform keys, the secret encrypted, 503 when they expire. */

interface CompanyDto {
  id: string;
  name: string;
  version: number;
  kognifaiKeys: {
    kognifaiTenantId: string;
    clientId: string;
    clientSecretSet: boolean;
    expiresAt: string;
  } | null;
}

const SECRET = "Sup3r-secret-client-value-4711";
const DAY = 86_400_000;

let server: TestServer;
let admin: string;
let partner: string;
let nordic: CompanyDto;

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.login(DEMO_LOGINS.admin.email, DEMO_LOGINS.admin.password);
  partner = await server.login(DEMO_LOGINS.partner.email, DEMO_LOGINS.partner.password);
  const companies = (await server.api<CompanyDto[]>("GET", "/Companies", { token: admin })).body;
  nordic = companies.find((c) => c.name === "Nordic Bulk AS")!;
});
afterAll(async () => {
  await server.close();
});

const partnerVessels = () => server.api<{ message: string }>("GET", "/Kognifai/Vessels", { token: partner });
const setKeys = (body: Record<string, unknown>) =>
  server.api<CompanyDto & { message: string; errors: string[] }>(
    "PUT",
    `/Companies/${nordic.id}/KognifaiKeys`,
    {
      token: admin,
      body,
    },
  );
const keys = (expiresAt: string, clientSecret?: string) => ({
  kognifaiTenantId: "tenant-42",
  clientId: "client-42",
  ...(clientSecret === undefined ? {} : { clientSecret }),
  expiresAt,
});

describe("partner-platform keys of a company", () => {
  it("lets administrators only set or clear the keys", async () => {
    const crew = await server.login(DEMO_LOGINS.crew.email, DEMO_LOGINS.crew.password);
    const body = keys(new Date(Date.now() + DAY).toISOString(), "x");
    for (const token of [crew, partner]) {
      expect((await server.api("PUT", `/Companies/${nordic.id}/KognifaiKeys`, { token, body })).status).toBe(
        403,
      );
      expect((await server.api("DELETE", `/Companies/${nordic.id}/KognifaiKeys`, { token })).status).toBe(
        403,
      );
    }
  });

  it("answers 503 with the spec's warning on every /Kognifai call when the company has no keys", async () => {
    expect((await partnerVessels()).status).toBe(200);
    const cleared = await server.api<CompanyDto>("DELETE", `/Companies/${nordic.id}/KognifaiKeys`, {
      token: admin,
    });
    expect(cleared.status).toBe(200);
    expect(cleared.body.kognifaiKeys).toBeNull();
    expect(await partnerVessels()).toMatchObject({ status: 503, body: { message: PARTNER_KEYS_EXPIRED } });
    const variables = await server.api("GET", "/Kognifai/LogVariables?vesselId=x", { token: partner });
    expect(variables).toMatchObject({ status: 503, body: { message: PARTNER_KEYS_EXPIRED } });
  });

  it("needs a secret the first time, and refuses a missing tenant id or a bad expiry date", async () => {
    const noSecret = await setKeys(keys(new Date(Date.now() + DAY).toISOString()));
    expect(noSecret).toMatchObject({ status: 400, body: { message: "The client secret is required." } });
    const bad = await setKeys({ clientId: "c", clientSecret: "s", expiresAt: "2026-02-30" });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([
      "The Kognifai tenant id is required.",
      "Expiry date: 2026-02-30 is not a date in the calendar.",
    ]);
    expect((await partnerVessels()).status).toBe(503);
  });

  it("stores the keys with the secret encrypted: never answered, never in an event or the history", async () => {
    const expiresAt = new Date(Date.now() + 30 * DAY).toISOString();
    const res = await setKeys(keys(expiresAt, SECRET));
    expect(res.status).toBe(200);
    expect(res.body.kognifaiKeys).toEqual({
      kognifaiTenantId: "tenant-42",
      clientId: "client-42",
      clientSecretSet: true,
      expiresAt,
    });
    expect((await partnerVessels()).status).toBe(200);

    const everything = JSON.stringify([
      (await server.api("GET", "/Companies", { token: admin })).body,
      (await server.api("GET", `/Companies/${nordic.id}`, { token: admin })).body,
      (await server.api("GET", `/History/company/${nordic.id}`, { token: admin })).body,
      await server.ctx.store.readAll(),
    ]);
    expect(everything).not.toContain(SECRET);
    expect(everything).not.toContain(SECRET.slice(-8));
    // The server itself can read it back (to call the partner platform).
    expect(partnerClientSecret(server.ctx, nordic.id)).toBe(SECRET);

    const history = (
      await server.api<Array<{ type: string; userId: string | null; data: Record<string, unknown> }>>(
        "GET",
        `/History/company/${nordic.id}`,
        { token: admin },
      )
    ).body;
    const set = history.filter((e) => JSON.stringify(e).includes("CompanyPartnerKeysSet")).at(-1);
    expect(set).toBeDefined();
    expect(JSON.stringify(set)).toContain("tenant-42");
    expect(JSON.stringify(set)).toContain("[redacted]");
  });

  it("keeps the stored secret when none is typed, and answers 503 once the keys have expired", async () => {
    const soon = Date.now() + 10 * 60_000;
    const res = await setKeys(keys(new Date(soon).toISOString()));
    expect(res.status).toBe(200);
    expect(partnerClientSecret(server.ctx, nordic.id)).toBe(SECRET);
    expect((await partnerVessels()).status).toBe(200);
    server.advanceClock(11 * 60_000);
    expect(await partnerVessels()).toMatchObject({ status: 503, body: { message: PARTNER_KEYS_EXPIRED } });
    const past = await setKeys(keys(new Date(soon - DAY).toISOString()));
    expect(past.status).toBe(200);
    expect((await partnerVessels()).status).toBe(503);
  });
});
