import fs from "node:fs";
import path from "node:path";
import ts from "typescript";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generateTypes } from "../../examples/typed-client/generate.js";
import { DEMO_LOGINS } from "../../server/demo/demoFleet.js";
import { startTestServer, type TestServer } from "../support/testServer.js";

/**
 * Issue 31 §5: examples/typed-client generates its types from the served OpenAPI document
 * (openapi-typescript), compiles strictly without a cast, and runs against a started server.
 */

type FleetSnapshotOf = (
  baseUrl: string,
  username: string,
  password: string,
) => Promise<{ serverVersion: string; role: string; company: string; groups: unknown[] }>;

const EXAMPLE = path.resolve(import.meta.dirname, "../../examples/typed-client");

describe("the typed client example (openapi-typescript + openapi-fetch)", () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
    await generateTypes(`${server.url}/api/v1/openapi.json`);
  }, 60_000);
  afterAll(async () => {
    await server?.close();
  });

  it("compiles against the generated types with no error and no cast", () => {
    const configFile = ts.readConfigFile(path.join(EXAMPLE, "tsconfig.json"), ts.sys.readFile);
    const config = ts.parseJsonConfigFileContent(configFile.config, ts.sys, EXAMPLE);
    const program = ts.createProgram(config.fileNames, config.options);
    const problems = ts
      .getPreEmitDiagnostics(program)
      .map((d) => ts.flattenDiagnosticMessageText(d.messageText, "\n"));
    expect(problems).toEqual([]);
    const source = fs.readFileSync(path.join(EXAMPLE, "client.ts"), "utf8");
    expect(source).not.toMatch(/\bas\s+(?!const\b)[\w{[]/);
    expect(source).not.toMatch(/\bany\b/);
  }, 60_000);

  it("signs in and reads typed answers from the running server", async () => {
    // Imported by a computed path: the project's typecheck must not need the generated types.
    const modulePath = path.join(EXAMPLE, "client.ts");
    const { fleetSnapshot } = (await import(modulePath)) as { fleetSnapshot: FleetSnapshotOf };
    const snapshot = await fleetSnapshot(
      server.url,
      DEMO_LOGINS.superUser.email,
      DEMO_LOGINS.superUser.password,
    );
    expect(snapshot.serverVersion).toBe(server.ctx.version);
    expect(snapshot.role).toBe("SuperUser");
    expect(snapshot.company).not.toBe("");
    expect(Array.isArray(snapshot.groups)).toBe(true);
  });
});
