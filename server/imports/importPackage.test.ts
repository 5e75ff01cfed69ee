import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import yazl from "yazl";
import { SqliteTimeSeriesStore } from "../timeseries/sqlite/SqliteTimeSeriesStore.js";
import type { TimeSeriesStore } from "../timeseries/TimeSeriesStore.js";
import { DataPackage } from "./DataPackage.js";
import { importPackage } from "./importPackage.js";
import { readManifest } from "./manifest.js";
import { PackageError } from "./PackageError.js";
import { type LoggingHistoryRow, writeDataPackage } from "./packageWriter.js";

const T0 = Date.UTC(2024, 4, 1);
const VESSEL = "vessel-1";
const manifest = { imoNumber: "9312482", createdAt: "2024-05-02T00:05:00Z" };
/** When the server received the packages of these tests. */
const RECEIVED = Date.parse("2024-05-02T00:05:00Z");

async function* rows(count: number, variables = ["SOG", "ME rpm"]): AsyncGenerator<LoggingHistoryRow> {
  for (let i = 0; i < count; i++) {
    for (const [k, variable] of variables.entries()) {
      yield { timestamp: T0 + i * 60_000, variable, value: 10 + k + i / 100 };
    }
  }
}

/** A zip holding exactly the given files, for packages the writer would never make. */
async function rawZip(file: string, files: Record<string, string>): Promise<string> {
  const zip = new yazl.ZipFile();
  for (const [name, text] of Object.entries(files)) zip.addBuffer(Buffer.from(text), name);
  zip.end();
  await new Promise<void>((resolve, reject) =>
    zip.outputStream.pipe(fs.createWriteStream(file)).on("close", resolve).on("error", reject),
  );
  return file;
}

describe("importing a data package", () => {
  let dir: string;
  let store: TimeSeriesStore;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "keelson-package-"));
    store = SqliteTimeSeriesStore.open(path.join(dir, "ts.db"));
  });
  afterEach(async () => {
    await store.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const run = async (zipPath: string, onProgress?: (f: number) => void) => {
    const pkg = await DataPackage.open(zipPath);
    try {
      return await importPackage(pkg, {
        store,
        vesselId: VESSEL,
        receivedAt: RECEIVED,
        ...(onProgress ? { onProgress } : {}),
      });
    } finally {
      pkg.close();
    }
  };
  const pointCount = async () => (await store.totals()).points;

  it("hands the watched variables' points over as time-sorted columns, and the distinct times", async () => {
    const zipPath = path.join(dir, "watched.zip");
    async function* shuffled(): AsyncGenerator<LoggingHistoryRow> {
      for (const i of [2, 0, 1]) {
        yield { timestamp: T0 + i * 60_000, variable: "SOG", value: 10 + i };
        yield { timestamp: T0 + i * 60_000, variable: "ME rpm", value: 80 + i };
      }
    }
    await writeDataPackage(zipPath, { manifest, rows: shuffled() });
    const pkg = await DataPackage.open(zipPath);
    try {
      const { watched } = await importPackage(pkg, {
        store,
        vesselId: VESSEL,
        receivedAt: Date.now(),
        watch: { names: new Set(["SOG", "Not sent"]), anyTimes: true },
      });
      const sog = watched?.byVariable.get("SOG");
      // Columns, not an object per point: a large package's points never reach the old generation.
      expect(sog?.t).toBeInstanceOf(Float64Array);
      expect([...(sog?.t ?? [])]).toEqual([T0, T0 + 60_000, T0 + 120_000]);
      expect([...(sog?.v ?? [])]).toEqual([10, 11, 12]);
      expect(watched?.byVariable.has("ME rpm")).toBe(false);
      expect(watched?.byVariable.has("Not sent")).toBe(false);
      expect([...(watched?.times ?? [])]).toEqual([T0, T0 + 60_000, T0 + 120_000]);
    } finally {
      pkg.close();
    }
  });

  it("stores what writeDataPackage wrote: variables with taxa, points, positions and noon reports", async () => {
    const zipPath = path.join(dir, "full.zip");
    await writeDataPackage(zipPath, {
      manifest,
      variables: [
        { name: "SOG", unit: "kn", onboardSystem: "Nav, bridge", taxa: ["Speed:Over ground", "Navigation"] },
        { name: "ME rpm", unit: "rpm", onboardSystem: "Engine", taxa: [] },
      ],
      rows: rows(3),
      positions: [{ timestamp: new Date(T0), latitude: 59.9, longitude: 10.7 }],
      noonReports: [
        { timestamp: T0 + 3_600_000, speedKn: 12.5, meFuelT: 21.3, remarks: 'Heavy "swell", slowed' },
      ],
    });
    const pkg = await DataPackage.open(zipPath);
    expect(await readManifest(pkg)).toEqual(manifest);
    pkg.close();

    const progress: number[] = [];
    const result = await run(zipPath, (f) => progress.push(f));

    expect(result.statistics.map((s) => [s.tableName, s.rowCount])).toEqual([
      ["KSPDataTab_Variables", 2],
      ["KSPDataTab_LoggingHistory", 6],
      ["KSPDataTab_Positions", 1],
      ["KSPDataTab_NoonReports", 1],
    ]);
    expect(result.statistics.every((s) => Number.isInteger(s.importDuration) && s.importDuration >= 0)).toBe(
      true,
    );
    expect(result.newestPointAt).toBe(T0 + 2 * 60_000);
    expect(progress.at(-1)).toBe(1);
    const variables = await store.variables(VESSEL);
    const sog = variables.find((v) => v.name === "SOG")!;
    expect(sog).toMatchObject({
      unit: "kn",
      onboardSystem: "Nav, bridge",
      taxa: ["Speed:Over ground", "Navigation"],
    });
    const page = await store.series({
      variableId: sog.id,
      from: T0,
      to: T0 + 3_600_000,
      granularity: "Raw",
      limit: 10,
    });
    expect(page.points.map((p) => [p.t, p.avg])).toEqual([
      [T0, 10],
      [T0 + 60_000, 10.01],
      [T0 + 120_000, 10.02],
    ]);
    expect(await store.positions(VESSEL, T0, T0)).toEqual([{ t: T0, latitude: 59.9, longitude: 10.7 }]);
    const [report] = await store.noonReports(VESSEL, T0, T0 + 86_400_000);
    expect(report?.values).toMatchObject({
      speedKn: 12.5,
      meFuelT: 21.3,
      aeFuelT: null,
      remarks: 'Heavy "swell", slowed',
    });
  });

  it("adds no duplicates when the same package is imported twice", async () => {
    const zipPath = path.join(dir, "twice.zip");
    await writeDataPackage(zipPath, { manifest, rows: rows(50) });
    await run(zipPath);
    expect(await pointCount()).toBe(100);
    await run(zipPath);
    expect(await pointCount()).toBe(100);
  });

  it("creates variables that only LoggingHistory.csv names, without unit, and keeps a known variable's unit", async () => {
    const first = path.join(dir, "first.zip");
    await writeDataPackage(first, {
      manifest,
      variables: [{ name: "SOG", unit: "kn", onboardSystem: "Nav", taxa: [] }],
      rows: rows(1, ["SOG"]),
    });
    await run(first);
    const second = path.join(dir, "second.zip");
    await writeDataPackage(second, { manifest, rows: rows(1, ["SOG", "New sensor"]) });
    await run(second);
    const byName = Object.fromEntries((await store.variables(VESSEL)).map((v) => [v.name, v.unit]));
    expect(byName).toEqual({ SOG: "kn", "New sensor": "" });
  });

  it.each([
    [
      "a non-numeric value",
      "timestamp,variable,value\n2024-05-01T00:00:00Z,SOG,1\n2024-05-01T00:01:00Z,SOG,abc\n",
      'LoggingHistory.csv row 3: value "abc" is not a number.',
    ],
    [
      "an empty value",
      "timestamp,variable,value\n2024-05-01T00:00:00Z,SOG,\n",
      'LoggingHistory.csv row 2: value "" is not a number.',
    ],
    [
      "a row with too few fields",
      "timestamp,variable,value\n2024-05-01T00:00:00Z,SOG,1\n2024-05-01T00:01:00Z,SOG\n",
      "LoggingHistory.csv row 3: expected 3 fields, found 2.",
    ],
    [
      "a time without zone",
      "timestamp,variable,value\n2024-05-01T00:00:00,SOG,1\n",
      'LoggingHistory.csv row 2: timestamp "2024-05-01T00:00:00" is not an ISO-8601 time in UTC.',
    ],
    [
      "a time stamped hours after the package was received",
      "timestamp,variable,value\n2024-05-02T00:00:00Z,SOG,1\n2024-05-02T02:00:00Z,SOG,2\n",
      'LoggingHistory.csv row 3: timestamp "2024-05-02T02:00:00Z" is 1 h 55 min after the package was received ' +
        "(2024-05-02T00:05:00.000Z); times more than 10 minutes ahead of the server's clock are refused. " +
        "Check the logger's clock and send the package again.",
    ],
    [
      "an unclosed quote",
      'timestamp,variable,value\n2024-05-01T00:00:00Z,"SOG,1\n',
      "LoggingHistory.csv row 2: a quoted field is not closed, or a quote is not doubled.",
    ],
    [
      "a wrong header",
      "time,name,value\n",
      "LoggingHistory.csv: the header must name the columns timestamp, variable, value.",
    ],
  ])("fails on %s with the file and row, and keeps nothing", async (_case, csv, message) => {
    const good = path.join(dir, "good.zip");
    await writeDataPackage(good, { manifest, rows: rows(2) });
    await run(good);
    const bad = await rawZip(path.join(dir, "bad.zip"), {
      "manifest.json": JSON.stringify(manifest),
      "Variables.csv": "name,unit,onboardSystem,taxa\nExtra,kW,Engine,\n",
      "LoggingHistory.csv": csv,
    });
    await expect(run(bad)).rejects.toThrow(new PackageError(message));
    expect(await pointCount()).toBe(4);
    expect((await store.variables(VESSEL)).map((v) => v.name).sort()).toEqual(["ME rpm", "SOG"]);
  });

  it("accepts times a few minutes ahead of the receipt (clock skew), in every file", async () => {
    const skewed = await rawZip(path.join(dir, "skewed.zip"), {
      "manifest.json": JSON.stringify(manifest),
      "LoggingHistory.csv": "timestamp,variable,value\n2024-05-02T00:15:00Z,SOG,1\n",
      "Positions.csv": "timestamp,latitude,longitude\n2024-05-02T00:15:00Z,59,10\n",
    });
    await run(skewed);
    expect(await pointCount()).toBe(1);
    const ahead = await rawZip(path.join(dir, "ahead.zip"), {
      "manifest.json": JSON.stringify(manifest),
      "LoggingHistory.csv": "timestamp,variable,value\n2024-05-02T00:14:00Z,SOG,1\n",
      "Positions.csv":
        "timestamp,latitude,longitude\n2024-05-02T00:14:00Z,59,10\n2024-05-02T00:15:01Z,59,10\n",
    });
    await expect(run(ahead)).rejects.toThrow(
      /^Positions.csv row 3: timestamp "2024-05-02T00:15:01Z" is 11 min after/,
    );
    expect(await pointCount()).toBe(1);
  });

  it("rolls back points already written when a late row is bad", async () => {
    const lines = ["timestamp,variable,value"];
    for (let i = 0; i < 30_000; i++) lines.push(`${new Date(T0 + i * 1000).toISOString()},SOG,${i}`);
    lines.push("2024-05-02T00:00:00Z,SOG,x");
    const bad = await rawZip(path.join(dir, "late.zip"), {
      "manifest.json": JSON.stringify(manifest),
      "LoggingHistory.csv": `${lines.join("\n")}\n`,
    });
    await expect(run(bad)).rejects.toThrow('LoggingHistory.csv row 30002: value "x" is not a number.');
    expect(await pointCount()).toBe(0);
  });

  it("reads quoted fields, CRLF lines, reordered columns and a folder inside the zip", async () => {
    const zipPath = await rawZip(path.join(dir, "quoted.zip"), {
      "day/manifest.json": JSON.stringify(manifest),
      "day/LoggingHistory.csv":
        'variable,value,timestamp\r\n"Temp, sea",12.5,2024-05-01T00:00:00Z\r\n\r\nSOG,1e1,2024-05-01T00:00:00.500+00:00\r\n',
    });
    const result = await run(zipPath);
    expect(result.statistics[0]?.rowCount).toBe(2);
    expect((await store.variables(VESSEL)).map((v) => v.name).sort()).toEqual(["SOG", "Temp, sea"]);
    expect(result.newestPointAt).toBe(T0 + 500);
  });

  it("names problems of positions and noon reports by file and row", async () => {
    const positions = await rawZip(path.join(dir, "pos.zip"), {
      "manifest.json": JSON.stringify(manifest),
      "LoggingHistory.csv": "timestamp,variable,value\n",
      "Positions.csv": "timestamp,latitude,longitude\n2024-05-01T00:00:00Z,95,10\n",
    });
    await expect(run(positions)).rejects.toThrow(
      'Positions.csv row 2: latitude "95" is not between -90 and 90.',
    );
    const noon = await rawZip(path.join(dir, "noon.zip"), {
      "manifest.json": JSON.stringify(manifest),
      "LoggingHistory.csv": "timestamp,variable,value\n",
      "NoonReports.csv": "timestamp,speedKn\n2024-05-01T12:00:00Z,fast\n",
    });
    await expect(run(noon)).rejects.toThrow('NoonReports.csv row 2: speedKn "fast" is not a number.');
  });

  it("tells a file that is not a zip, and a zip without manifest", async () => {
    const notZip = path.join(dir, "not.zip");
    fs.writeFileSync(notZip, "hello, this is text");
    await expect(DataPackage.open(notZip)).rejects.toThrow("The package is not a zip file.");
    const noManifest = await rawZip(path.join(dir, "nomanifest.zip"), {
      "LoggingHistory.csv": "timestamp,variable,value\n",
    });
    const pkg = await DataPackage.open(noManifest);
    await expect(readManifest(pkg)).rejects.toThrow("The package has no manifest.json.");
    pkg.close();
  });
});
