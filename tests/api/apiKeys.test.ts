import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_LOGINS } from "../../server/demo/demoFleet.js";
import { startTestServer, type TestServer } from "../support/testServer.js";

interface UserDto {
  id: string;
  name: string;
  role: string;
  apiKey: string;
  apiKeyLastUsedDate: string | null;
}

const RATE = 20;
let server: TestServer;
let superToken: string;
beforeAll(async () => {
  server = await startTestServer({ API_KEY_RATE_PER_MINUTE: RATE });
  superToken = await server.login(DEMO_LOGINS.superUser.email, DEMO_LOGINS.superUser.password);
});
afterAll(async () => {
  await server.close();
});

const apiUser = async (): Promise<UserDto> => {
  const answer = await server.api<UserDto[]>("GET", "/Users", { token: superToken });
  if (!Array.isArray(answer.body))
    throw new Error(`GET /Users: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.find((u) => u.role === "ApiUser")!;
};
const callWith = async (key: string) =>
  (await server.api("GET", "/Users/Get", { headers: { "x-api-key": key } })).status;
const generate = (userId: string, previousKeyGraceHours?: unknown) =>
  server.api<{ apiKey: string; user: UserDto }>("POST", "/Users/GenerateApiKey", {
    token: superToken,
    body: previousKeyGraceHours === undefined ? { userId } : { userId, previousKeyGraceHours },
  });

describe("API key rotation", () => {
  it("without a grace period the replaced key stops at once, and removing the key ends both", async () => {
    const user = await apiUser();
    const a = await generate(user.id);
    const b = await generate(user.id, 0);
    expect(await callWith(a.body.apiKey)).toBe(401);
    const c = await generate(user.id, 48);
    expect(await callWith(b.body.apiKey)).toBe(200);
    const cleared = await server.api("POST", "/Users/ClearApiKey", {
      token: superToken,
      body: { userId: user.id },
    });
    expect(cleared.status).toBe(200);
    expect(await callWith(b.body.apiKey)).toBe(401);
    expect(await callWith(c.body.apiKey)).toBe(401);
  });

  it("refuses a grace period outside 0–168 hours with a message naming it", async () => {
    const user = await apiUser();
    for (const bad of [-1, 169, 1.5, "24"]) {
      const answer = await generate(user.id, bad);
      expect(answer.status).toBe(400);
      expect(JSON.stringify(answer.body)).toContain("previousKeyGraceHours");
    }
  });
});

describe("API key use", () => {
  it("shows when the key was last used in the user list", async () => {
    const users = (await server.api<UserDto[]>("GET", "/Users", { token: superToken })).body;
    expect(users.find((u) => u.role === "SuperUser")).toMatchObject({ apiKey: "", apiKeyLastUsedDate: null });
    const user = await apiUser();
    const { apiKey } = (await generate(user.id)).body;
    const before = server.ctx.now().getTime();
    expect(await callWith(apiKey)).toBe(200);
    const used = (await apiUser()).apiKeyLastUsedDate;
    expect(Date.parse(used ?? "")).toBeGreaterThanOrEqual(before);
  });

  it("answers 429 with Retry-After past the key's rate, while another key goes on", async () => {
    const user = await apiUser();
    const { apiKey } = (await generate(user.id)).body;
    const statuses: number[] = [];
    for (let i = 0; i < RATE + 1; i++) statuses.push(await callWith(apiKey));
    expect(statuses.slice(0, RATE).every((s) => s === 200)).toBe(true);
    const refused = await server.api<{ message: string }>("GET", "/Users/Get", {
      headers: { "x-api-key": apiKey },
    });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    expect(refused.body.message).toContain(`more than ${RATE} calls a minute`);
    const crewToken = await server.login(DEMO_LOGINS.crew.email, DEMO_LOGINS.crew.password);
    const crew = (await server.api<UserDto>("GET", "/Users/Get", { token: crewToken })).body;
    const other = (await generate(crew.id)).body.apiKey;
    expect(await callWith(other)).toBe(200);
  });
});

// Last: it moves the server's clock a day on, past every session token.
describe("API key rotation, a day later", () => {
  it("keeps the replaced key working through the grace period asked for, then refuses it", async () => {
    const user = await apiUser();
    const first = await generate(user.id);
    const second = await generate(user.id, 24);
    expect(second.status).toBe(200);
    expect(await callWith(first.body.apiKey)).toBe(200);
    expect(await callWith(second.body.apiKey)).toBe(200);
    server.advanceClock(24 * 3_600_000 + 1_000);
    expect(await callWith(first.body.apiKey)).toBe(401);
    expect(await callWith(second.body.apiKey)).toBe(200);
  });
});
