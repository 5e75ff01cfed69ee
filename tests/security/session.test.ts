import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sign } from "hono/jwt";
import type { Socket } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ImportStatus } from "../../domain/imports/importRecords.js";
import { DEMO_LOGINS } from "../../server/demo/demoFleet.js";
import { writeDataPackage } from "../../server/imports/packageWriter.js";
import { loggedRows, T0, upload } from "../api/importsSupport.js";
import { startTestServer, type TestServer } from "../support/testServer.js";
import {
  browserCall,
  browserSignIn,
  collect,
  connectLive,
  disconnected,
  postFrom,
} from "./sessionSupport.js";

interface UserDto {
  id: string;
  name: string;
  email: string;
  title: string;
  phoneNumber: string;
  role: string;
  version: number;
  daysBeforeDataOutdated: number;
}

let server: TestServer;
let superToken: string;
const sockets: Socket[] = [];
let counter = 0;

/** A fresh User of Nordic Bulk with a password, so revocation tests never disturb the demo users. */
async function freshUser(): Promise<{ id: string; email: string; password: string }> {
  counter += 1;
  const email = `session-${counter}@nordicbulk.demo`;
  const password = `pass-${counter}-secret`;
  const created = await server.api<UserDto>("POST", "/Users/Post", {
    token: superToken,
    body: { name: `Session ${counter}`, email, title: "Mate", phoneNumber: "+47 1", role: "User", password },
  });
  expect(created.status).toBe(201);
  return { id: created.body.id, email, password };
}

const me = (token: string) => server.api("GET", "/Users/Get", { token });

beforeAll(async () => {
  server = await startTestServer();
  superToken = await server.login(DEMO_LOGINS.superUser.email, DEMO_LOGINS.superUser.password);
});
afterAll(async () => {
  for (const s of sockets) s.close();
  await server.close();
});

describe("browser session cookie", () => {
  it("is HttpOnly, SameSite=Strict and persistent with Remember me; the answer still carries the token pair", async () => {
    const session = await browserSignIn(server, DEMO_LOGINS.crew.email, DEMO_LOGINS.crew.password);
    const sessionCookie = session.setCookies.find((l) => l.startsWith("keelson_session="))!;
    const csrfCookie = session.setCookies.find((l) => l.startsWith("keelson_csrf="))!;
    expect(sessionCookie).toMatch(/; HttpOnly/);
    expect(sessionCookie).toMatch(/; SameSite=Strict/);
    expect(sessionCookie).toMatch(/; Path=\//);
    expect(sessionCookie).toMatch(/; Max-Age=43200/);
    expect(sessionCookie).not.toMatch(/; Secure/);
    expect(csrfCookie).not.toMatch(/HttpOnly/);
    expect(csrfCookie).toMatch(/; SameSite=Strict/);
    expect(session.body.access.split(".")).toHaveLength(3);
    expect(Date.parse(session.body.expiry)).toBeGreaterThan(Date.now());
  });

  it("is a session cookie without Remember me, and Secure when the browser came over https", async () => {
    const session = await browserSignIn(server, DEMO_LOGINS.crew.email, DEMO_LOGINS.crew.password, {
      rememberMe: false,
      headers: { "x-forwarded-proto": "https" },
    });
    expect(session.setCookies.map((l) => l.split("=")[0]).sort()).toEqual([
      "keelson_csrf",
      "keelson_session",
    ]);
    for (const line of session.setCookies) {
      expect(line).not.toMatch(/Max-Age|Expires/);
      expect(line).toMatch(/; Secure/);
    }
  });

  it("authenticates reads by the cookie alone", async () => {
    const session = await browserSignIn(server, DEMO_LOGINS.crew.email, DEMO_LOGINS.crew.password);
    const answer = await browserCall<UserDto>(server, "GET", "/Users/Get", session, { csrf: null });
    expect(answer.status).toBe(200);
    expect(answer.body.email).toBe(DEMO_LOGINS.crew.email);
    expect((await browserCall(server, "GET", "/Authenticate/TokenCheck", session)).status).toBe(200);
  });

  it("refuses a cookie-authenticated change without the page's anti-CSRF token and writes nothing", async () => {
    const user = await freshUser();
    const session = await browserSignIn(server, user.email, user.password);
    const other = await browserSignIn(server, DEMO_LOGINS.crew.email, DEMO_LOGINS.crew.password);
    const before = (await browserCall<UserDto>(server, "GET", "/Users/Get", session)).body;
    const edit = { ...before, title: "Forged", version: before.version };

    for (const csrf of [null, "", other.csrf, `${session.csrf}x`]) {
      const refused = await browserCall<{ message: string }>(server, "PUT", "/Users/Put", session, {
        body: edit,
        csrf,
      });
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe(
        "This request did not carry the page's security token. Reload the page and try again.",
      );
    }
    const after = (await browserCall<UserDto>(server, "GET", "/Users/Get", session)).body;
    expect(after).toMatchObject({ title: before.title, version: before.version });

    const allowed = await browserCall<UserDto>(server, "PUT", "/Users/Put", session, { body: edit });
    expect(allowed.status).toBe(200);
    expect(allowed.body.title).toBe("Forged");
  });

  it("needs no anti-CSRF token with a bearer token or an API key", async () => {
    const user = await freshUser();
    const token = await server.login(user.email, user.password);
    const mine = (await server.api<UserDto>("GET", "/Users/Get", { token })).body;
    const edit = await server.api("PUT", "/Users/Put", { token, body: { ...mine, title: "Bearer" } });
    expect(edit.status).toBe(200);
    const key = await server.api("GET", "/Vessels", {
      headers: { "x-api-key": DEMO_LOGINS.nordicBulkApiKey },
    });
    expect(key.status).toBe(200);
  });

  it("log out revokes that session and clears its cookies; other sessions of the user go on", async () => {
    const user = await freshUser();
    const session = await browserSignIn(server, user.email, user.password);
    const bearer = await server.login(user.email, user.password);

    const withoutCsrf = await browserCall(server, "POST", "/Authenticate/Logout", session, { csrf: null });
    expect(withoutCsrf.status).toBe(403);
    expect((await browserCall(server, "GET", "/Users/Get", session)).status).toBe(200);

    const out = await browserCall(server, "POST", "/Authenticate/Logout", session);
    expect(out.status).toBe(204);
    for (const name of ["keelson_session", "keelson_csrf"]) {
      expect(out.setCookies.find((l) => l.startsWith(`${name}=`))).toMatch(/Max-Age=0/);
    }
    expect((await browserCall(server, "GET", "/Users/Get", session)).status).toBe(401);
    expect((await me(bearer)).status).toBe(200);

    expect((await server.api("POST", "/Authenticate/Logout", { token: bearer })).status).toBe(204);
    expect((await me(bearer)).status).toBe(401);
  });
});

describe("revocation", () => {
  it("ends every earlier token at a password change; the browser that changed it stays signed in", async () => {
    const user = await freshUser();
    const elsewhere = await server.login(user.email, user.password);
    const session = await browserSignIn(server, user.email, user.password);
    const changed = await browserCall(server, "POST", "/Account/ChangePassword", session, {
      body: { Username: user.email, CurrentPassword: user.password, NewPassword: "brand-new-1" },
    });
    expect(changed.status).toBe(200);
    expect((await me(elsewhere)).status).toBe(401);
    expect((await browserCall(server, "GET", "/Users/Get", session)).status).toBe(401);
    const renewed = changed.setCookies.map((l) => l.split(";")[0]).join("; ");
    const fresh = await fetch(`${server.url}/api/v1/Users/Get`, { headers: { cookie: renewed } });
    expect(fresh.status).toBe(200);
  });

  it("ends every token at a password reset", async () => {
    const user = await freshUser();
    const token = await server.login(user.email, user.password);
    await server.api("POST", "/Account/LostPassword", { body: { Email: user.email } });
    const outbox = path.join(server.dataDir, "outbox");
    const mail = fs
      .readdirSync(outbox)
      .sort()
      .map((f) =>
        fs
          .readFileSync(path.join(outbox, f), "utf8")
          .replace(/=\r?\n/g, "")
          .replace(/=3D/g, "="),
      )
      .reverse()
      .find((m) => m.includes(`To: ${user.email}`))!;
    const resetToken = decodeURIComponent(mail.match(/token=([\w%-]+)/)![1]!);
    const reset = await server.api("POST", "/Account/ResetPassword", {
      body: { Username: user.email, Token: resetToken, Password: "after-reset-1" },
    });
    expect(reset.status).toBe(200);
    expect((await me(token)).status).toBe(401);
  });

  it("ends every token at a role change, but not at other profile edits", async () => {
    const user = await freshUser();
    const token = await server.login(user.email, user.password);
    const dto = (await server.api<UserDto>("GET", "/Users/Get", { token })).body;
    const users = (await server.api<UserDto[]>("GET", "/Users", { token: superToken })).body;
    const listed = users.find((u) => u.id === user.id)!;
    const edited = await server.api("PUT", "/Users/Put", {
      token: superToken,
      body: { ...listed, title: "Bosun" },
    });
    expect(edited.status).toBe(200);
    expect((await me(token)).status).toBe(200);
    const promoted = await server.api("PUT", "/Users/Put", {
      token: superToken,
      body: { ...listed, title: "Bosun", role: "SuperUser", version: null },
    });
    expect(promoted.status).toBe(200);
    expect((await me(token)).status).toBe(401);
    expect(dto.email).toBe(user.email);
  });

  it("ends every token when the user is deleted", async () => {
    const user = await freshUser();
    const token = await server.login(user.email, user.password);
    expect((await server.api("DELETE", `/Users/${user.id}`, { token: superToken })).status).toBe(204);
    expect((await me(token)).status).toBe(401);
  });

  it("keeps a revoked token refused after a restart (derived from the event log)", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "keelson-revocation-"));
    let first: TestServer | null = await startTestServer({ DATA_DIR: dataDir });
    try {
      const token = await first.login(DEMO_LOGINS.crew.email, DEMO_LOGINS.crew.password);
      const kept = await first.login(DEMO_LOGINS.ops.email, DEMO_LOGINS.ops.password);
      await first.api("POST", "/Authenticate/Logout", { token });
      await first.close();
      first = await startTestServer({ DATA_DIR: dataDir });
      expect((await first.api("GET", "/Users/Get", { token })).status).toBe(401);
      expect((await first.api("GET", "/Users/Get", { token: kept })).status).toBe(200);
    } finally {
      await first?.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe("signed tokens", () => {
  const secret = () => fs.readFileSync(path.join(server.dataDir, "jwt-secret"), "utf8").trim();
  const forge = async (claims: Record<string, unknown>) => sign(claims, secret(), "HS256");

  it("refuses a signed token without an expiry, or with one beyond the configured lifetime", async () => {
    const user = (await server.api<UserDto>("GET", "/Users/Get", { token: superToken })).body;
    const iat = Math.floor(Date.now() / 1000);
    const base = { sub: user.id, role: "SuperUser", gen: 0, jti: "forged-1", iat };
    expect((await me(await forge({ ...base, exp: iat + 3600 }))).status).toBe(200);
    expect((await me(await forge(base))).status).toBe(401);
    expect((await me(await forge({ ...base, exp: iat + 10 * 365 * 86_400 }))).status).toBe(401);
    expect((await me(await forge({ ...base, exp: iat + 12 * 3600 + 1 }))).status).toBe(401);
    expect((await me(await forge({ sub: user.id, role: "SuperUser", iat, exp: iat + 60 }))).status).toBe(401);
  });
});

describe("live channel sessions", { timeout: 90_000 }, () => {
  it("authenticates a handshake by the session cookie from our own pages only", async () => {
    const session = await browserSignIn(server, DEMO_LOGINS.crew.email, DEMO_LOGINS.crew.password);
    const host = new URL(server.url).host;
    const socket = await connectLive(server.url, { headers: { cookie: session.cookie, origin: server.url } });
    sockets.push(socket);
    expect(socket.connected).toBe(true);
    await expect(
      connectLive(server.url, { headers: { cookie: session.cookie, origin: "https://evil.example" } }),
    ).rejects.toThrow("unauthorized");
    await expect(connectLive(server.url, { headers: { cookie: session.cookie } })).rejects.toThrow(
      "unauthorized",
    );
    expect(host).toContain("127.0.0.1");
  });

  it("drops sockets at a password change, a sign-out and a deletion", async () => {
    const user = await freshUser();
    const token = await server.login(user.email, user.password);
    const signedOut = await server.login(user.email, user.password);
    const a = await connectLive(server.url, { token });
    const b = await connectLive(server.url, { token: signedOut });
    sockets.push(a, b);
    const bGone = disconnected(b);
    await server.api("POST", "/Authenticate/Logout", { token: signedOut });
    expect(await bGone).toBe("disconnected");
    expect(a.connected).toBe(true);
    const aGone = disconnected(a);
    await server.api("POST", "/Account/ChangePassword", {
      token,
      body: { Username: user.email, CurrentPassword: user.password, NewPassword: "changed-live-1" },
    });
    expect(await aGone).toBe("disconnected");

    const later = await server.login(user.email, "changed-live-1");
    const c = await connectLive(server.url, { token: later });
    sockets.push(c);
    const cGone = disconnected(c);
    await server.api("DELETE", `/Users/${user.id}`, { token: superToken });
    expect(await cGone).toBe("disconnected");
  });

  it("drops a socket when its token expires", async () => {
    const shortLived = await startTestServer({ TOKEN_TTL_HOURS: 1.5 / 3600 });
    try {
      const token = await shortLived.login(DEMO_LOGINS.crew.email, DEMO_LOGINS.crew.password);
      const socket = await connectLive(shortLived.url, { token });
      sockets.push(socket);
      expect(await disconnected(socket)).toBe("disconnected");
    } finally {
      await shortLived.close();
    }
  });
});

describe("live channel scoping", () => {
  const AURORA = "9312482"; // in the crew's access group
  const SKAGEN = "9472103"; // Nordic Bulk, outside the crew's access group
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "keelson-scoping-"));
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  const sendPackage = async (imoNumber: string, name: string) => {
    const file = path.join(dir, name);
    await writeDataPackage(file, {
      manifest: { imoNumber, createdAt: "2024-05-02T00:05:00Z" },
      variables: [{ name: "SOG", unit: "kn", onboardSystem: "Nav", taxa: [] }],
      rows: loggedRows(5, ["SOG"]),
      positions: [{ timestamp: T0, latitude: 59.9, longitude: 10.7 }],
    });
    const answer = await upload(server, file, {
      apiKey: DEMO_LOGINS.nordicBulkApiKey,
      fileName: `${imoNumber}_${name}`,
    });
    expect(answer.status).toBe(202);
    return answer.body.importPath!;
  };
  /** Resolves once `received` holds a push about the import path that says it finished. */
  const finished = async (received: unknown[], importPath: string) => {
    const deadline = Date.now() + 30_000;
    while (Date.now() < deadline) {
      const done = received.some((m) => {
        const record = (m as { record?: { importPath: string; status: number } }).record;
        return record?.importPath === importPath && record.status !== ImportStatus.running;
      });
      if (done) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`no finished push for ${importPath}`);
  };
  const about = (received: unknown[], imoNumber: string) =>
    received.filter((m) => JSON.stringify(m).includes(imoNumber));

  it("never pushes another vessel's import to the crew; a user removed from a group stops at once", async () => {
    const crewToken = await server.login(DEMO_LOGINS.crew.email, DEMO_LOGINS.crew.password);
    const crew = await connectLive(server.url, { token: crewToken });
    const superSocket = await connectLive(server.url, { token: superToken });
    sockets.push(crew, superSocket);
    const crewGot = collect(crew, "imports");
    const superGot = collect(superSocket, "imports");

    const skagen = await sendPackage(SKAGEN, "skagen.zip");
    await finished(superGot, skagen);
    const aurora = await sendPackage(AURORA, "aurora.zip");
    await finished(superGot, aurora);
    await finished(crewGot, aurora);
    expect(about(superGot, SKAGEN).length).toBeGreaterThan(0);
    expect(about(crewGot, SKAGEN)).toEqual([]);

    const crewId = (await server.api<{ id: string }>("GET", "/Users/Get", { token: crewToken })).body.id;
    const groups = (
      await server.api<{ id: string; name: string }[]>("GET", "/VesselCategories", { token: superToken })
    ).body;
    const crewGroup = groups.find((g) => g.name === "Aurora and Fjell crews")!;
    const removed = await server.api("POST", "/VesselCategories/RemoveUser", {
      token: superToken,
      body: { userId: crewId, vesselCategoryId: crewGroup.id },
    });
    expect(removed.status).toBe(200);
    crewGot.length = 0;
    const again = await sendPackage(AURORA, "aurora-again.zip");
    await finished(superGot, again);
    expect(about(crewGot, AURORA)).toEqual([]);
    await server.api("POST", "/VesselCategories/AddUser", {
      token: superToken,
      body: { userId: crewId, vesselCategoryId: crewGroup.id },
    });
  });
});

// Each case makes about twenty sign-ins, each a deliberately slow password check: in a CI run at load
// average 20 one case took over 30 s (the default timeout), its neighbours 17–24 s.
describe("throttling", { timeout: 90_000 }, () => {
  const wrong = (from: string, username: string, i: number) =>
    postFrom(server, from, "/Authenticate", { username, password: `wrong-${i}` });

  it("slows an attacker's address while the owner still signs in from their usual one", async () => {
    const user = await freshUser();
    expect(
      (
        await postFrom(server, "127.0.0.1", "/Authenticate", {
          username: user.email,
          password: user.password,
        })
      ).status,
    ).toBe(200);
    for (let i = 0; i < 5; i++) expect((await wrong("127.0.0.2", user.email, i)).status).toBe(401);
    const attacker = await postFrom(server, "127.0.0.2", "/Authenticate", {
      username: user.email,
      password: user.password,
    });
    expect(attacker.status).toBe(429);
    expect(Number(attacker.retryAfter)).toBeGreaterThan(0);
    expect(attacker.body.message).toMatch(/Try again in \d+ minutes?/);
    const owner = await postFrom(server, "127.0.0.1", "/Authenticate", {
      username: user.email,
      password: user.password,
    });
    expect(owner.status).toBe(200);
  });

  it("caps guessing spread over many addresses, except from the owner's usual address", async () => {
    const user = await freshUser();
    expect(
      (
        await postFrom(server, "127.0.0.1", "/Authenticate", {
          username: user.email,
          password: user.password,
        })
      ).status,
    ).toBe(200);
    for (const from of ["127.0.1.1", "127.0.1.2", "127.0.1.3", "127.0.1.4"]) {
      for (let i = 0; i < 5; i++) expect((await wrong(from, user.email, i)).status).toBe(401);
    }
    const newPlace = await postFrom(server, "127.0.1.5", "/Authenticate", {
      username: user.email,
      password: user.password,
    });
    expect(newPlace.status).toBe(429);
    expect(newPlace.body.message).toMatch(/from a device you have signed in from before/);
    const owner = await postFrom(server, "127.0.0.1", "/Authenticate", {
      username: user.email,
      password: user.password,
    });
    expect(owner.status).toBe(200);
  });

  it("throttles wrong current passwords at ChangePassword", async () => {
    const user = await freshUser();
    const token = await server.login(user.email, user.password);
    const attempt = (current: string) =>
      server.api<{ message: string }>("POST", "/Account/ChangePassword", {
        token,
        body: { Username: user.email, CurrentPassword: current, NewPassword: "another-1" },
      });
    for (let i = 0; i < 5; i++) expect((await attempt(`guess-${i}`)).status).toBe(400);
    const refused = await attempt(user.password);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(refused.body.message).toMatch(/Too many wrong current passwords\. Try again in \d+ minutes?/);
  });

  it("limits reset mails per account and requests per address, answering the same for unknown accounts", async () => {
    const user = await freshUser();
    const outbox = path.join(server.dataDir, "outbox");
    const mailsTo = () =>
      fs.existsSync(outbox)
        ? fs
            .readdirSync(outbox)
            .filter((f) => fs.readFileSync(path.join(outbox, f), "utf8").includes(`To: ${user.email}`)).length
        : 0;
    const answers = [];
    for (let i = 0; i < 5; i++)
      answers.push(await postFrom(server, "127.0.2.1", "/Account/LostPassword", { Email: user.email }));
    const unknown = await postFrom(server, "127.0.2.1", "/Account/LostPassword", {
      Email: "nobody@nowhere.demo",
    });
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set([...answers, unknown].map((a) => a.body.message)).size).toBe(1);
    expect(mailsTo()).toBe(3);

    for (let i = 0; i < 4; i++)
      await postFrom(server, "127.0.2.1", "/Account/LostPassword", { Email: "x@nowhere.demo" });
    const flood = await postFrom(server, "127.0.2.1", "/Account/LostPassword", { Email: "y@nowhere.demo" });
    expect(flood.status).toBe(429);
    expect(Number(flood.retryAfter)).toBeGreaterThan(0);
    expect(flood.body.message).toMatch(/Too many password reset requests from your network\. Try again in/);
  });
});
