import { generateKeyPairSync } from "node:crypto";
import { afterAll, describe, expect, it } from "vitest";
import { DEMO_LOGINS } from "../../server/demo/demoFleet.js";
import { checkpointMailsOf, sendDueMonthlyMails } from "../../server/features/verification/checkpointMail.js";
import { dropSchema } from "../support/storeFixtures.js";
import { startTestServer, type TestServer } from "../support/testServer.js";

/**
 * The monthly checkpoint mail is sent once however many processes check in the same moment
 * (docs/verification.md "Checkpoint mails"): on SQLite two checks of one server at once, on PostgreSQL
 * the checks of two server processes on one schema (one signing key, as a deployment shares it).
 */
const url = process.env.TEST_DATABASE_URL;
const schema = `keelson_mailclaim_${process.pid}_${Date.now()}`;
const LEDGER_SIGNING_KEY = generateKeyPairSync("ed25519")
  .privateKey.export({ format: "pem", type: "pkcs8" })
  .toString();

const setups: Array<{ name: string; start: () => Promise<TestServer[]> }> = [
  {
    name: "SQLite, two checks of one server at once",
    start: async () => {
      const server = await startTestServer();
      return [server, server];
    },
  },
  ...(url
    ? [
        {
          name: "PostgreSQL, two server processes on one schema",
          start: async () => {
            const config = { DATABASE_URL: url, DATABASE_SCHEMA: schema, LEDGER_SIGNING_KEY };
            const one = await startTestServer(config);
            return [one, await startTestServer(config)];
          },
        },
      ]
    : []),
];

afterAll(() => (url ? dropSchema(url, schema) : undefined));

describe.each(setups)("the monthly checkpoint mail, claimed once: $name", ({ start }) => {
  it("is sent by one check only; the other sends nothing and records nothing", async () => {
    const servers = await start();
    const [one, two] = servers as [TestServer, TestServer];
    try {
      const token = await one.login(DEMO_LOGINS.superUser.email, DEMO_LOGINS.superUser.password);
      const page = await one.api<{ companyId: string; version: number }>("GET", "/Verification/Company", {
        token,
      });
      const { companyId } = page.body;
      const put = await one.api("PUT", "/Verification/Company/Addresses", {
        token,
        body: { addresses: ["verifier@class.example"], version: page.body.version },
      });
      expect(put.status).toBe(200);
      // Both processes' read models know the addresses before they check.
      for (const server of [one, two])
        await expect
          .poll(
            () => server.ctx.readModels.state("companies").byId[companyId]?.verificationAddresses.length,
            {
              timeout: 15_000,
            },
          )
          .toBe(1);

      const sent = await Promise.all(
        [one, two].map((server) => sendDueMonthlyMails(server.ctx, server.ctx.ledger!.ledger)),
      );
      expect(sent.reduce((a, b) => a + b, 0)).toBe(1);
      const mails = await checkpointMailsOf(one.ctx, companyId);
      expect(mails.map((m) => m.reason)).toEqual(["monthly"]);
      // Later checks of the month find it sent.
      expect(await sendDueMonthlyMails(two.ctx, two.ctx.ledger!.ledger)).toBe(0);
    } finally {
      for (const server of new Set(servers)) await server.close();
    }
  });
});
