import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { VERIFICATION_ADDRESS_MESSAGES } from "../../domain/companies/schemas.js";
import type { CheckpointMailAnswer, CompanyVerificationAnswer } from "../../domain/ledger/answers.js";
import { checkpointStatement } from "../../domain/ledger/checkpoint.js";
import { CHECKPOINT_MAIL_MESSAGES } from "../../domain/ledger/checkpointMails.js";
import { DEMO_LOGINS } from "../../server/demo/demoFleet.js";
import { checkpointMailsOf, sendDueMonthlyMails } from "../../server/features/verification/checkpointMail.js";
import { verifyEd25519 } from "../../server/features/verification/signatures.js";
import { startTestServer, type TestServer } from "../support/testServer.js";

let server: TestServer;
const t: Record<string, string> = {};
const addresses = ["verifier@class.example", "mrv@nordicbulk.example"];

beforeAll(async () => {
  server = await startTestServer();
  t.super = await server.login(DEMO_LOGINS.superUser.email, DEMO_LOGINS.superUser.password);
  t.crew = await server.login(DEMO_LOGINS.crew.email, DEMO_LOGINS.crew.password);
});
afterAll(async () => {
  await server.close();
});

const page = (token = t.super) =>
  server.api<CompanyVerificationAnswer>("GET", "/Verification/Company", { token });
const put = (body: unknown, token = t.super) =>
  server.api<{ addresses: string[]; version: number; message?: string; errors?: string[] }>(
    "PUT",
    "/Verification/Company/Addresses",
    { token, body },
  );
const mail = (token = t.super) =>
  server.api<CheckpointMailAnswer & { message?: string }>("POST", "/Verification/Company/Mail", { token });
const outbox = () => {
  const dir = path.join(server.dataDir, "outbox");
  // The .eml files are quoted-printable: soft line breaks and =3D undone, as a mail reader does.
  const decode = (eml: string) => eml.replace(/=\r?\n/g, "").replace(/=3D/g, "=");
  return fs.existsSync(dir)
    ? fs.readdirSync(dir).map((f) => decode(fs.readFileSync(path.join(dir, f), "utf8")))
    : [];
};
const service = () => server.ctx.ledger!.ledger;

describe("checkpoints mailed to the addresses a company names", () => {
  it("starts with no addresses: nothing is due, and a mail on request is refused before anything is signed", async () => {
    const before = (await page()).body;
    expect(before).toMatchObject({
      companyName: "Nordic Bulk AS",
      addresses: [],
      mails: [],
      nextMonthlyMail: null,
    });
    const refused = await mail();
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(CHECKPOINT_MAIL_MESSAGES.noAddresses);
    expect((await page()).body.checkpointsTotal).toBe(before.checkpointsTotal);
    expect(outbox()).toEqual([]);
  });

  it("refuses bad addresses with the reason, writing nothing", async () => {
    const { version } = (await page()).body;
    const cases: [unknown, string][] = [
      [{ addresses: ["not-an-address"] }, VERIFICATION_ADDRESS_MESSAGES.invalid("not-an-address")],
      [{ addresses: ["a@x.no", "A@X.no"] }, VERIFICATION_ADDRESS_MESSAGES.repeated("A@X.no")],
      [
        { addresses: Array.from({ length: 11 }, (_, i) => `v${i}@x.no`) },
        VERIFICATION_ADDRESS_MESSAGES.tooMany,
      ],
      [{ addresses: "a@x.no" }, VERIFICATION_ADDRESS_MESSAGES.notList],
      [{}, VERIFICATION_ADDRESS_MESSAGES.notList],
    ];
    for (const [body, message] of cases) {
      const answer = await put(body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect([answer.body.message, ...(answer.body.errors ?? [])], JSON.stringify(body)).toContain(message);
    }
    expect((await page()).body.version).toBe(version);
    expect((await put({ addresses }, t.crew)).status).toBe(403);
  });

  it("sets the addresses (trimmed), as an event of the company; a stale version answers 409", async () => {
    const { version } = (await page()).body;
    const set = await put({ addresses: [` ${addresses[0]} `, addresses[1]], version });
    expect(set.status).toBe(200);
    expect(set.body).toEqual({ addresses, version: version + 1 });
    expect((await put({ addresses: [], version })).status).toBe(409);
    const history = await server.api<{ type: string }[]>(
      "GET",
      `/History/company/${(await page()).body.companyId}`,
      { token: await server.login(DEMO_LOGINS.admin.email, DEMO_LOGINS.admin.password) },
    );
    expect(JSON.stringify(history.body)).toContain("CompanyVerificationAddressesSet");
    expect((await page()).body.nextMonthlyMail).not.toBeNull();
  });

  it("mails a newly signed checkpoint on request to every address and lists it with whom it reached", async () => {
    const sent = await mail();
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({ reason: "on request", month: null, to: addresses, failed: [] });
    const { checkpoint } = sent.body;
    const view = (await page()).body;
    expect(verifyEd25519(view.key.publicKey, checkpointStatement(checkpoint), checkpoint.signature)).toBe(
      true,
    );
    expect(view.checkpoints[0]).toMatchObject({ treeSize: checkpoint.treeSize, reason: "mail on request" });
    expect(view.mails).toHaveLength(1);
    expect(view.mails[0]).toMatchObject({ to: addresses, sentBy: expect.stringMatching(/\S/) });
    const mails = outbox();
    expect(mails).toHaveLength(2);
    for (const text of mails) expect(text).toContain(checkpointStatement(checkpoint));
    expect((await mail(t.crew)).status).toBe(403);
  });

  it("records an address the mail system refused as failed, and the others as reached", async () => {
    const real = server.ctx.mailer;
    server.ctx.mailer = {
      send: async (message) => {
        if (message.to === addresses[0]) throw new Error("550 mailbox unavailable");
        await real.send(message);
      },
    };
    try {
      const sent = await mail();
      expect(sent.body).toMatchObject({
        to: [addresses[1]],
        failed: [{ address: addresses[0], error: "550 mailbox unavailable" }],
      });
    } finally {
      server.ctx.mailer = real;
    }
  });

  it("sends the monthly mail once a month, by the system", async () => {
    expect(await sendDueMonthlyMails(server.ctx, service())).toBe(1);
    expect(await sendDueMonthlyMails(server.ctx, service())).toBe(0);
    const view = (await page()).body;
    expect(view.mails[0]).toMatchObject({ reason: "monthly", sentBy: "Keelson (monthly)", to: addresses });
    expect(Date.parse(view.nextMonthlyMail!)).toBeGreaterThan(Date.now());
    server.advanceClock(32 * 86_400_000);
    expect(await sendDueMonthlyMails(server.ctx, service())).toBe(1);
    // Sessions do not outlive the moved clock; the record is read from the log.
    const mails = await checkpointMailsOf(server.ctx, view.companyId);
    expect(mails.filter((m) => m.reason === "monthly").map((m) => m.month)).toHaveLength(2);
  });
});
