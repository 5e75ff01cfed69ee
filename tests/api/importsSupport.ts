import fs from "node:fs";
import path from "node:path";
import yazl from "yazl";
import { packageContentOf, packageFileName } from "../../domain/simulator/packageContent.js";
import type { SimulatedDay, VesselSimulation } from "../../domain/simulator/simulateDay.js";
import type { ImportRecord } from "../../server/imports/ImportQueue.js";
import { importPipelineOf } from "../../server/imports/importPipelineOf.js";
import { type LoggingHistoryRow, writeDataPackage } from "../../server/imports/packageWriter.js";
import type { TestServer } from "../support/testServer.js";

export const T0 = Date.UTC(2024, 4, 1);

/** `count` logging instants of the given variables, a minute apart from `start`. */
export async function* loggedRows(
  count: number,
  variables: readonly string[] = ["SOG", "ME rpm"],
  start = T0,
): AsyncGenerator<LoggingHistoryRow> {
  for (let i = 0; i < count; i++) {
    for (const [k, variable] of variables.entries()) {
      yield { timestamp: start + i * 60_000, variable, value: 10 * (k + 1) + i / 100 };
    }
  }
}

/** A zip holding exactly these files, for packages writeDataPackage would never write. */
export function rawZip(file: string, files: Record<string, string>): Promise<string> {
  return zipOf(file, Object.entries(files));
}

/** A zip of these entries in this order (a name may repeat), deflated. */
export async function zipOf(
  file: string,
  entries: Array<[name: string, content: string | Buffer]>,
): Promise<string> {
  const zip = new yazl.ZipFile();
  for (const [name, content] of entries) zip.addBuffer(Buffer.from(content), name);
  zip.end();
  await new Promise<void>((resolve, reject) =>
    zip.outputStream.pipe(fs.createWriteStream(file)).on("close", resolve).on("error", reject),
  );
  return file;
}

/** POST /Imports as a multipart upload of a file on disk. */
export async function upload(
  server: Pick<TestServer, "url">,
  file: string,
  options: { apiKey?: string; token?: string; fileName?: string; imoNumber?: string } = {},
): Promise<{ status: number; body: { importPath?: string; message?: string } }> {
  const form = new FormData();
  if (options.imoNumber) form.append("imoNumber", options.imoNumber);
  form.append("file", await fs.openAsBlob(file), options.fileName ?? "package.zip");
  const headers: Record<string, string> = {};
  if (options.apiKey) headers["x-api-key"] = options.apiKey;
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const response = await fetch(`${server.url}/api/v1/Imports`, { method: "POST", body: form, headers });
  return { status: response.status, body: await response.json() };
}

/** Waits until the import path is listed as imported or failed, and answers its record. */
export async function settled(server: TestServer, token: string, importPath: string): Promise<ImportRecord> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    for (const list of ["/SuccessfulImports/GetAll/31", "/FailedImports"]) {
      const { body } = await server.api<ImportRecord[]>("GET", list, { token });
      const found = body.find((r) => r.importPath === importPath);
      if (found) return found;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${importPath} did not settle`);
}

/**
 * One simulated day of a vessel imported the way a vessel's package is (written as a data package, accepted by
 * the import pipeline), settled. `imoNumber` lets a test send it under another vessel's number.
 */
export async function importSimulatedDay(
  server: TestServer,
  token: string,
  simulation: VesselSimulation,
  dayStart: number,
  options: { stepSeconds: number; imoNumber?: string },
): Promise<{ day: SimulatedDay; record: ImportRecord }> {
  const pipeline = await importPipelineOf(server.ctx);
  const dir = fs.mkdtempSync(path.join(server.dataDir, "packages-"));
  const day = simulation.day(dayStart, { stepSeconds: options.stepSeconds });
  const file = path.join(dir, packageFileName(day));
  await writeDataPackage(file, packageContentOf(day));
  const importPath = await pipeline.accept({
    imoNumber: options.imoNumber ?? day.imoNumber,
    fileName: packageFileName(day),
    file,
  });
  return { day, record: await settled(server, token, importPath) };
}
