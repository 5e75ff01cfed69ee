import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../support/testServer.js";

/**
 * Issue 9 point 6: ids such as `__proto__` and `constructor` once matched inherited members of the
 * plain objects records are kept in, so deleting "the flow meter __proto__" wrote an event about
 * nothing. Path ids are now checked by their type before a handler runs, records are looked up among
 * their own entries, and an event must name the records it is about.
 */
let server: TestServer;
let admin: string;
let crew: string;
let superUser: string;
/** Fuel types are the managers' (issue 10 point 7); the crew user reaches meters and tanks. */
const writerFor = (path: string) => (path.startsWith("/FuelTypes") ? superUser : crew);

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.login("admin@keelson.demo", "demo-admin");
  crew = await server.login("crew@nordicbulk.demo", "demo-user");
  superUser = await server.login("super@nordicbulk.demo", "demo-super");
});
afterAll(() => server.close());

const ODD_IDS = ["__proto__", "constructor", "toString", "hasOwnProperty", "prototype"];

async function expectRefusedWithoutEvent(method: string, path: string, token: string) {
  const before = await server.ctx.store.headPosition();
  const answer = await server.api<{ message?: string }>(method, path, { token });
  expect(answer.status, `${method} ${path}`).toBeGreaterThanOrEqual(400);
  expect(answer.status, `${method} ${path}`).toBeLessThan(500);
  expect(typeof answer.body.message, `${method} ${path}`).toBe("string");
  expect(await server.ctx.store.headPosition(), `${method} ${path} wrote an event`).toBe(before);
  return answer;
}

describe("prototype member names as path ids", () => {
  it.each(ODD_IDS)(
    "DELETE of a flow meter, fuel tank or fuel type named %s is refused and writes nothing",
    async (id) => {
      for (const path of [`/FlowMeters/${id}`, `/FuelTanks/${id}`, `/FuelTypes/${id}`]) {
        const answer = await expectRefusedWithoutEvent("DELETE", path, writerFor(path));
        expect(answer.status).toBe(400);
        expect(answer.body.message).toMatch(/not a valid id/);
      }
    },
  );

  it.each(ODD_IDS)("GET of history and vessel administration of %s answers 4xx, never 500", async (id) => {
    await expectRefusedWithoutEvent("GET", `/History/${id}/x`, admin);
    await expectRefusedWithoutEvent("GET", `/History/user/${id}`, admin);
    await expectRefusedWithoutEvent("GET", `/VesselAdministrations/${id}`, admin);
  });

  it.each(ODD_IDS)("an administrator cannot act for the company %s", async (id) => {
    const answer = await expectRefusedWithoutEvent("POST", `/Users/SetCompany/${id}`, admin);
    expect(answer.status).toBe(400);
  });

  it("a well-formed id of nothing is 404 and writes nothing", async () => {
    const nothing = "00000000-0000-4000-8000-000000000000";
    for (const [method, path] of [
      ["DELETE", `/FlowMeters/${nothing}`],
      ["DELETE", `/FuelTypes/${nothing}`],
      ["POST", `/Users/SetCompany/${nothing}`],
      ["GET", `/VesselAdministrations/${nothing}`],
    ] as const) {
      const answer = await expectRefusedWithoutEvent(
        method,
        path,
        method === "DELETE" ? writerFor(path) : admin,
      );
      expect(answer.status, `${method} ${path}`).toBe(404);
    }
  });

  it("the default fuel types keep their readable ids", async () => {
    const answer = await server.api("DELETE", "/FuelTypes/default-hfo", { token: superUser });
    expect(answer.status).toBe(409);
  });
});
