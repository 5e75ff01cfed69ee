import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_LOGINS } from "../../server/demo/demoFleet.js";
import type { UserDto } from "../../server/features/users/userDto.js";
import { startTestServer, type TestServer } from "../support/testServer.js";

let server: TestServer;
const t: Record<string, string> = {};
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

const users = async (token: string) => (await server.api<UserDto[]>("GET", "/Users", { token })).body;
const newUser = (email: string, extra: Record<string, unknown> = {}) => ({
  name: "New Person",
  email,
  title: "Engineer",
  phoneNumber: "+47 1",
  role: "User",
  ...extra,
});

describe("user list", () => {
  it("lists the acting company's users in spec 1 §3 names, with online flag and masked key", async () => {
    const list = await users(t.super!);
    expect(list.map((u) => u.email).sort()).toEqual(
      ["", "crew@nordicbulk.demo", "partner@keelson.demo", "super@nordicbulk.demo"].sort(),
    );
    const crew = list.find((u) => u.email === "crew@nordicbulk.demo")!;
    expect(crew).toMatchObject({ role: "User", companyName: "Nordic Bulk AS", isOnline: true, apiKey: "" });
    expect(typeof crew.version).toBe("number");
    expect(list.find((u) => u.role === "ApiUser")!.apiKey).toMatch(/^••••/);
    // A User has no user list screen (spec 1 §6): its own profile is /Users/Get.
    expect((await server.api("GET", "/Users", { token: t.ops })).status).toBe(403);
  });

  it("marks a user offline after 10 minutes without activity", async () => {
    server.advanceClock(11 * 60_000);
    const online = await server.api<UserDto[]>("GET", "/Users/Online", { token: t.super });
    expect(online.body.map((u) => u.email)).toEqual(["super@nordicbulk.demo"]);
    const list = await users(t.super!);
    expect(list.find((u) => u.email === "crew@nordicbulk.demo")!.isOnline).toBe(false);
  });

  it("finds the users who can see a vessel", async () => {
    const vessels = (await server.api<{ id: string; name: string }[]>("GET", "/Vessels", { token: t.super }))
      .body;
    const skagen = vessels.find((v) => v.name === "Nordic Skagen")!;
    const aurora = vessels.find((v) => v.name === "Nordic Aurora")!;
    const find = async (id: string) =>
      (await server.api<UserDto[]>("GET", `/Users/Find?vesselId=${id}`, { token: t.super })).body.map(
        (u) => u.name,
      );
    expect(await find(aurora.id)).toContain("Lars Hansen");
    expect(await find(skagen.id)).not.toContain("Lars Hansen");
    expect((await server.api("GET", `/Users/Find?vesselId=${skagen.id}`, { token: t.ops })).status).toBe(404);
  });
});

describe("POST /Users/Post", () => {
  it("creates a user with a password who can sign in", async () => {
    const { status, body } = await server.api<UserDto>("POST", "/Users/Post", {
      token: t.super,
      body: newUser("Nina@NordicBulk.demo", { password: "secret-1" }),
    });
    expect(status).toBe(201);
    expect(body).toMatchObject({
      email: "nina@nordicbulk.demo",
      companyName: "Nordic Bulk AS",
      role: "User",
    });
    await server.login("nina@nordicbulk.demo", "secret-1");
  });

  it("without a password mails a link to choose one", async () => {
    const { status } = await server.api("POST", "/Users/Post", {
      token: t.super,
      body: newUser("olav@nordicbulk.demo"),
    });
    expect(status).toBe(201);
    const outbox = fs.readdirSync(path.join(server.dataDir, "outbox"));
    const mail = outbox.find((f) => f.includes("olav@nordicbulk.demo"))!;
    expect(fs.readFileSync(path.join(server.dataDir, "outbox", mail), "utf8")).toContain(
      "/Account/ResetPassword?username=",
    );
  });

  it("answers 409 for an existing e-mail in any case, and 400 with every broken rule", async () => {
    const dup = await server.api<{ message: string }>("POST", "/Users/Post", {
      token: t.super,
      body: newUser("CREW@nordicbulk.demo"),
    });
    expect(dup).toMatchObject({ status: 409, body: { message: "A user with that email already exists." } });
    const bad = await server.api<{ errors: string[] }>("POST", "/Users/Post", {
      token: t.super,
      body: { name: "", email: "not-an-email", role: "User" },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual(["Name is required", "Email must be valid", "Title is required"]);
  });

  it("lets a super user assign User, SuperUser, ApiUser only; an ApiUser has only a name", async () => {
    const admin = await server.api("POST", "/Users/Post", {
      token: t.super,
      body: newUser("boss@nordicbulk.demo", { role: "Administrator" }),
    });
    expect(admin.status).toBe(403);
    const api = await server.api<UserDto>("POST", "/Users/Post", {
      token: t.super,
      body: { name: "Second feed", role: "ApiUser", email: "ignored@x.y", title: "x" },
    });
    expect(api.status).toBe(201);
    expect(api.body).toMatchObject({ email: "", title: "", phoneNumber: "", role: "ApiUser" });
    const partner = await server.api("POST", "/Users/Post", {
      token: t.admin,
      body: newUser("partner2@nordicbulk.demo", { role: "KognifaiUser" }),
    });
    expect(partner.status).toBe(201);
  });
});

describe("PUT /Users/Put", () => {
  const crewOf = async () => (await users(t.super!)).find((u) => u.email === "crew@nordicbulk.demo")!;

  it("updates the profile incl. daysBeforeDataOutdated", async () => {
    const crew = await crewOf();
    const { status, body } = await server.api<UserDto>("PUT", "/Users/Put", {
      token: t.super,
      body: { ...crew, title: "Master", daysBeforeDataOutdated: 7, version: crew.version },
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ title: "Master", daysBeforeDataOutdated: 7 });
    expect(body.version).toBeGreaterThan(crew.version);
  });

  it("answers 409 for a stale version and changes nothing", async () => {
    const crew = await crewOf();
    const stale = await server.api<{ message: string }>("PUT", "/Users/Put", {
      token: t.super,
      body: { ...crew, title: "Bosun", version: crew.version - 1 },
    });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toMatch(/changed by .* in the meantime/);
    expect(await crewOf()).toMatchObject({ title: crew.title, version: crew.version });
  });

  it("refuses a changed e-mail and a role the actor may not give", async () => {
    const crew = await crewOf();
    const email = await server.api<{ message: string }>("PUT", "/Users/Put", {
      token: t.super,
      body: { ...crew, email: "other@nordicbulk.demo" },
    });
    expect(email.status).toBe(400);
    expect(email.body.message).toBe("The e-mail address cannot be changed once the user exists.");
    const role = await server.api("PUT", "/Users/Put", {
      token: t.super,
      body: { ...crew, role: "Administrator" },
    });
    expect(role.status).toBe(403);
  });

  it("lets a user edit their own profile but not others", async () => {
    const crew = await crewOf();
    const own = await server.api<UserDto>("PUT", "/Users/Put", {
      token: t.crew,
      body: { ...crew, phoneNumber: "+47 2" },
    });
    expect(own.status).toBe(200);
    const superUser = (await users(t.super!)).find((u) => u.role === "SuperUser")!;
    expect((await server.api("PUT", "/Users/Put", { token: t.crew, body: superUser })).status).toBe(403);
    expect((await server.api("PUT", "/Users/Put", { token: t.ops, body: superUser })).status).toBe(404);
  });
});

describe("API keys and removal", () => {
  it("answers a new key once in full, stores only a hint, and clears it", async () => {
    const feed = (await users(t.super!)).find((u) => u.name === "Second feed")!;
    const issued = await server.api<{ apiKey: string; user: UserDto }>("POST", "/Users/GenerateApiKey", {
      token: t.super,
      body: { userId: feed.id },
    });
    expect(issued.status).toBe(200);
    expect(issued.body.user.apiKey).toBe(`••••${issued.body.apiKey.slice(-4)}`);
    const me = await server.api<UserDto>("GET", "/Users/Get", {
      headers: { "x-api-key": issued.body.apiKey },
    });
    expect(me.body.name).toBe("Second feed");
    const cleared = await server.api<UserDto>("POST", "/Users/ClearApiKey", {
      token: t.super,
      body: { userId: feed.id },
    });
    expect(cleared.body.apiKey).toBe("");
    expect(
      (await server.api("GET", "/Users/Get", { headers: { "x-api-key": issued.body.apiKey } })).status,
    ).toBe(401);
  });

  it("deletes a user, who can no longer sign in; oneself cannot be deleted", async () => {
    const nina = (await users(t.super!)).find((u) => u.email === "nina@nordicbulk.demo")!;
    expect((await server.api("DELETE", `/Users/${nina.id}`, { token: t.super })).status).toBe(204);
    expect((await users(t.super!)).some((u) => u.id === nina.id)).toBe(false);
    const login = await server.api("POST", "/Authenticate", {
      body: { username: nina.email, password: "secret-1" },
    });
    expect(login.status).toBe(401);
    const me = (await server.api<UserDto>("GET", "/Users/Get", { token: t.super })).body;
    expect((await server.api("DELETE", `/Users/${me.id}`, { token: t.super })).status).toBe(409);
  });
});
