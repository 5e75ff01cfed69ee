import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROOT_DIR } from "../../server/createApp.js";
import { DEMO_LOGINS } from "../../server/demo/demoFleet.js";
import type { ImportRecord } from "../../server/imports/ImportQueue.js";
import { writeDataPackage } from "../../server/imports/packageWriter.js";
import { openTimeSeriesStore } from "../../server/timeseries/openTimeSeriesStore.js";
import type { TestServer } from "../support/testServer.js";
import { loggedRows, settled, upload } from "./importsSupport.js";

const AURORA = "9312482";
const VARIABLES = ["Restart.SOG", "Restart.rpm", "Restart.power", "Restart.torque"];
const INSTANTS = 200_000; // 800,000 points: several seconds of importing, so the kill lands mid-import
const POINTS = INSTANTS * VARIABLES.length;

/** The real server in a child process (`node --import tsx server/main.ts`), as it runs in production. */
async function startChild(dataDir: string): Promise<{ child: ChildProcess; server: TestServer }> {
  const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    cwd: ROOT_DIR,
    env: { ...process.env, DATA_DIR: dataDir, PORT: "0", HOST: "127.0.0.1", LOG_LEVEL: "info", DEMO: "on" },
    stdio: ["ignore", "ignore", "pipe"],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let log = "";
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${log}`)), 60_000);
    child.stderr!.on("data", (chunk: Buffer) => {
      log += chunk.toString();
      // The log is one JSON object a line; the listening line names the URL.
      const listening = log.split("\n").find((line) => line.includes('"Keelson is listening"'));
      const port = listening?.match(/"url":"http:\/\/localhost:(\d+)"/)?.[1];
      if (port) {
        clearTimeout(timer);
        resolve(`http://127.0.0.1:${port}`);
      }
    });
    child.once("exit", (code) => reject(new Error(`server exited with ${code}:\n${log}`)));
  });
  const api: TestServer["api"] = async (method, apiPath, options = {}) => {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    const response = await fetch(`${url}/api/v1${apiPath}`, { method, headers });
    return { status: response.status, body: (await response.json()) as never, headers: response.headers };
  };
  const server = {
    url,
    api,
    login: async (username: string, password: string) =>
      (
        await (
          await fetch(`${url}/api/v1/Authenticate`, {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify({ username, password }),
          })
        ).json()
      ).access as string,
  } as unknown as TestServer;
  return { child, server };
}

const hasExited = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;
const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => (hasExited(child) ? resolve() : child.once("exit", () => resolve())));

describe("an import interrupted by a killed server", () => {
  let dataDir: string;
  let packageFile: string;
  const children: ChildProcess[] = [];
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "keelson-restart-"));
    packageFile = path.join(dataDir, "..", `${path.basename(dataDir)}-big.zip`);
    await writeDataPackage(packageFile, {
      manifest: { imoNumber: AURORA, createdAt: "2024-05-02T00:00:00Z" },
      rows: loggedRows(INSTANTS, VARIABLES, Date.UTC(2023, 0, 1)),
    });
  }, 120_000);
  afterAll(async () => {
    for (const child of children) {
      if (!hasExited(child)) {
        child.kill("SIGKILL");
        await exited(child);
      }
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(packageFile, { force: true });
  });

  it("is picked up again after the restart: no point lost, none twice", async () => {
    const first = await startChild(dataDir);
    children.push(first.child);
    const admin = await first.server.login(DEMO_LOGINS.admin.email, DEMO_LOGINS.admin.password);
    const vessels = await first.server.api<Array<{ id: string; imoNumber: string }>>(
      "GET",
      "/VesselAdministrations",
      { token: admin },
    );
    const vesselId = vessels.body.find((v) => v.imoNumber === AURORA)!.id;
    const answer = await upload(first.server, packageFile, {
      apiKey: DEMO_LOGINS.nordicBulkApiKey,
      fileName: `${AURORA}_big.zip`,
    });
    expect(answer.status).toBe(202);
    const importPath = answer.body.importPath!;

    // Kill the server once the import is under way (progress saved), with no chance to clean up.
    const deadline = Date.now() + 60_000;
    let running: ImportRecord | undefined;
    while (!running && Date.now() < deadline) {
      const { body } = await first.server.api<ImportRecord[]>("GET", "/RunningImports", { token: admin });
      running = body.find((r) => r.importPath === importPath && r.webJob === "Import" && r.progress > 0);
      if (!running) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(running, "the import was seen running").toBeDefined();
    first.child.kill("SIGKILL");
    await exited(first.child);
    expect(await storedCounts(dataDir, vesselId), "nothing of the half-done import is visible").toEqual([]);

    const second = await startChild(dataDir);
    children.push(second.child);
    const admin2 = await second.server.login(DEMO_LOGINS.admin.email, DEMO_LOGINS.admin.password);
    const record = await settled(second.server, admin2, importPath);
    expect(record).toMatchObject({ status: 0, webJob: "Import" });
    expect(record.importStatistics.find((s) => s.tableName === "KSPDataTab_LoggingHistory")?.rowCount).toBe(
      POINTS,
    );
    second.child.kill("SIGTERM");
    await exited(second.child);
    expect(await storedCounts(dataDir, vesselId)).toEqual(VARIABLES.map(() => INSTANTS));
  }, 240_000);
});

/** Points stored per test variable, read straight from the stopped server's time-series store. */
async function storedCounts(dataDir: string, vesselId: string): Promise<number[]> {
  const store = await openTimeSeriesStore({ DATA_DIR: dataDir, DATABASE_SCHEMA: "public" });
  try {
    const ids = (await store.variables(vesselId)).filter((v) => VARIABLES.includes(v.name)).map((v) => v.id);
    const stats = await store.statistics(ids, Date.UTC(2022, 0, 1), Date.UTC(2025, 0, 1));
    return stats.map((s) => s.count);
  } finally {
    await store.close();
  }
}
