import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_LOGINS } from "../../server/demo/demoFleet.js";
import { startTestServer, type TestServer } from "../support/testServer.js";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

/** The outbox's .eml files, oldest first, with quoted-printable bodies decoded. */
const readOutbox = (dir: string): string[] => {
  const outbox = path.join(dir, "outbox");
  if (!fs.existsSync(outbox)) return [];
  return fs
    .readdirSync(outbox)
    .sort()
    .map((f) =>
      fs
        .readFileSync(path.join(outbox, f), "utf8")
        .replace(/=\r?\n/g, "")
        .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
    );
};

describe("POST /Authenticate", () => {
  it("answers an access token and its expiry for a right pair", async () => {
    const { status, body } = await server.api<{ access: string; expiry: string }>("POST", "/Authenticate", {
      body: { username: DEMO_LOGINS.crew.email, password: DEMO_LOGINS.crew.password },
    });
    expect(status).toBe(200);
    expect(body.access.split(".")).toHaveLength(3);
    const hoursAhead = (Date.parse(body.expiry) - Date.now()) / 3_600_000;
    expect(hoursAhead).toBeGreaterThan(11.9);
    expect(hoursAhead).toBeLessThanOrEqual(12);
  });

  it("treats the user name case-insensitively", async () => {
    await expect(server.login("CREW@NordicBulk.demo", DEMO_LOGINS.crew.password)).resolves.toBeTypeOf(
      "string",
    );
  });

  it("answers 401 with a message for a wrong pair, the same for an unknown user", async () => {
    const wrong = await server.api("POST", "/Authenticate", {
      body: { username: DEMO_LOGINS.ops.email, password: "nope" },
    });
    const unknown = await server.api("POST", "/Authenticate", {
      body: { username: "ghost@nowhere.demo", password: "nope" },
    });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({ message: "The username or password is incorrect." });
    expect(unknown.body).toEqual(wrong.body);
  });

  it("answers 400 with the spec's messages when fields are missing, and for a body that is not JSON", async () => {
    const empty = await server.api("POST", "/Authenticate", { body: { username: "", password: "" } });
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({ errors: ["Username required", "Password required"] });
    const garbage = await server.api("POST", "/Authenticate", { body: "{not json" });
    expect(garbage.status).toBe(400);
    expect(garbage.body).toEqual({
      message: "The request body is not valid JSON.",
      errors: ["The request body is not valid JSON."],
    });
  });

  it("throttles a user after five failures with 429 and a Retry-After", async () => {
    const username = DEMO_LOGINS.partner.email;
    for (let i = 0; i < 5; i++) {
      expect(
        (await server.api("POST", "/Authenticate", { body: { username, password: `wrong-${i}` } })).status,
      ).toBe(401);
    }
    const refused = await server.api<{ message: string }>("POST", "/Authenticate", {
      body: { username, password: DEMO_LOGINS.partner.password },
    });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(
      /Too many failed sign-in attempts\. Try again in \d+ minutes?, or reset your password/,
    );
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("does not let an API user sign in with a password form", async () => {
    const { status } = await server.api("POST", "/Authenticate", {
      body: { username: "Nordic Bulk data feed", password: "x" },
    });
    expect(status).toBe(401);
  });
});

describe("GET /Authenticate/TokenCheck", () => {
  it("answers 200 for a valid token and 401 for none, a forged or a garbled one", async () => {
    const token = await server.login(DEMO_LOGINS.superUser.email, DEMO_LOGINS.superUser.password);
    expect((await server.api("GET", "/Authenticate/TokenCheck", { token })).status).toBe(200);
    expect((await server.api("GET", "/Authenticate/TokenCheck")).status).toBe(401);
    const [h, p] = token.split(".");
    expect((await server.api("GET", "/Authenticate/TokenCheck", { token: `${h}.${p}.forged` })).status).toBe(
      401,
    );
    expect((await server.api("GET", "/Authenticate/TokenCheck", { token: "garbage" })).status).toBe(401);
  });
});

describe("password reset", () => {
  it("mails a single-use link that sets a new password", async () => {
    const before = readOutbox(server.dataDir).length;
    const lost = await server.api<{ message: string }>("POST", "/Account/LostPassword", {
      body: { Email: DEMO_LOGINS.ops.email },
    });
    expect(lost.status).toBe(200);
    const mails = readOutbox(server.dataDir);
    expect(mails).toHaveLength(before + 1);
    const mail = mails.at(-1)!;
    expect(mail).toContain(`To: ${DEMO_LOGINS.ops.email}`);
    const link = mail.match(/\/Account\/ResetPassword\?username=([^&\s]+)&token=([\w%-]+)/);
    expect(link).not.toBeNull();
    const token = decodeURIComponent(link![2]!);

    const reset = await server.api("POST", "/Account/ResetPassword", {
      body: { Username: DEMO_LOGINS.ops.email, Token: token, Password: "new-secret" },
    });
    expect(reset.status).toBe(200);
    await expect(server.login(DEMO_LOGINS.ops.email, "new-secret")).resolves.toBeTypeOf("string");
    expect(
      (
        await server.api("POST", "/Authenticate", {
          body: { username: DEMO_LOGINS.ops.email, password: DEMO_LOGINS.ops.password },
        })
      ).status,
    ).toBe(401);

    const again = await server.api<{ message: string }>("POST", "/Account/ResetPassword", {
      body: { Username: DEMO_LOGINS.ops.email, Token: token, Password: "third-secret" },
    });
    expect(again.status).toBe(400);
    expect(again.body.message).toMatch(/invalid or has expired/);
  });

  it("refuses an expired link", async () => {
    await server.api("POST", "/Account/LostPassword", { body: { Email: DEMO_LOGINS.superUser.email } });
    const mail = readOutbox(server.dataDir).at(-1)!;
    const token = decodeURIComponent(mail.match(/token=([\w%-]+)/)![1]!);
    server.advanceClock(61 * 60_000);
    const reset = await server.api("POST", "/Account/ResetPassword", {
      body: { Username: DEMO_LOGINS.superUser.email, Token: token, Password: "later-secret" },
    });
    server.advanceClock(-61 * 60_000);
    expect(reset.status).toBe(400);
    await expect(
      server.login(DEMO_LOGINS.superUser.email, DEMO_LOGINS.superUser.password),
    ).resolves.toBeTypeOf("string");
  });

  it("answers the same for an unknown address and sends nothing", async () => {
    const before = readOutbox(server.dataDir).length;
    const known = await server.api("POST", "/Account/LostPassword", {
      body: { Email: DEMO_LOGINS.crew.email },
    });
    const unknown = await server.api("POST", "/Account/LostPassword", {
      body: { Email: "nobody@nowhere.demo" },
    });
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual(known.body);
    expect(readOutbox(server.dataDir)).toHaveLength(before + 1);
  });

  it("validates the e-mail and the new password with the spec's words", async () => {
    const bad = await server.api("POST", "/Account/LostPassword", { body: { Email: "not-an-address" } });
    expect(bad.body).toMatchObject({ message: "Email must be valid" });
    const short = await server.api("POST", "/Account/ResetPassword", {
      body: { Username: "a@b.c", Token: "t", Password: "abc" },
    });
    expect(short.status).toBe(400);
    expect(short.body).toMatchObject({ message: "Password must be at least 6 characters" });
  });
});

describe("POST /Account/ChangePassword", () => {
  it("changes the signed-in user's own password after checking the current one", async () => {
    const email = "crew@nordicbulk.demo";
    const token = await server.login(email, "demo-user");
    const wrong = await server.api("POST", "/Account/ChangePassword", {
      token,
      body: { Username: email, CurrentPassword: "not-it", NewPassword: "changed-1" },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({
      message: "The current password is not correct.",
      errors: ["The current password is not correct."],
    });
    const other = await server.api("POST", "/Account/ChangePassword", {
      token,
      body: { Username: DEMO_LOGINS.superUser.email, CurrentPassword: "demo-user", NewPassword: "changed-1" },
    });
    expect(other.status).toBe(403);
    const ok = await server.api("POST", "/Account/ChangePassword", {
      token,
      body: { Username: email, CurrentPassword: "demo-user", NewPassword: "changed-1" },
    });
    expect(ok.status).toBe(200);
    const fresh = await server.login(email, "changed-1");
    await server.api("POST", "/Account/ChangePassword", {
      token: fresh,
      body: { Username: email, CurrentPassword: "changed-1", NewPassword: "demo-user" },
    });
  });
});
