import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PortPage } from "../../domain/ports/portIndex.js";
import { DEMO_LOGINS } from "../../server/demo/demoFleet.js";
import { startTestServer, type TestServer } from "../support/testServer.js";

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer();
  token = await server.login(DEMO_LOGINS.crew.email, DEMO_LOGINS.crew.password);
});
afterAll(async () => {
  await server.close();
});

const find = (query: string) =>
  server.api<PortPage & { message: string }>("GET", `/Ports/Find?${query}`, { token });

describe("GET /Ports/Find", () => {
  it("finds a port of the UN/LOCODE list by name with its code, country, position and MRV flag", async () => {
    const { status, body } = await find("query=rotterdam");
    expect(status).toBe(200);
    expect(body.items[0]).toMatchObject({
      name: "Rotterdam",
      loCode: "NLRTM",
      country: "Netherlands",
      isMrvPort: true,
    });
    expect(body.items[0]!.latitude).toBeCloseTo(51.9, 0);
    expect(body.items[0]!.longitude).toBeCloseTo(4.5, 0);
  });

  it("finds by UN/LOCODE, and flags ports outside the member states", async () => {
    const { body } = await find("query=gbsou");
    expect(body.items[0]).toMatchObject({ loCode: "GBSOU", isMrvPort: false });
  });

  it("pages the answer", async () => {
    const first = (await find("query=san&limit=5")).body;
    const second = (await find("query=san&limit=5&page=2")).body;
    expect(first.total).toBeGreaterThan(10);
    expect(first.items).toHaveLength(5);
    expect(second).toMatchObject({ page: 2, limit: 5, total: first.total });
    expect(second.items.map((p) => p.loCode)).not.toContain(first.items[0]!.loCode);
  });

  it("answers 400 with words below three characters or with a bad page", async () => {
    const short = await find("query=ro");
    expect(short.status).toBe(400);
    expect(short.body.message).toBe("Please type at least 3 characters to search for a port.");
    expect((await find("limit=5")).status).toBe(400);
    expect((await find("query=rot&page=0")).body.message).toBe("page must be a whole number from 1.");
  });

  it("needs a session", async () => {
    expect((await server.api("GET", "/Ports/Find?query=oslo")).status).toBe(401);
  });
});
