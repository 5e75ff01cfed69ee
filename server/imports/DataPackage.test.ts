import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { zipOf } from "../../tests/api/importsSupport.js";
import { DataPackage, DEFAULT_PACKAGE_LIMITS } from "./DataPackage.js";
import { PackageError } from "./PackageError.js";

const MB = 1024 * 1024;
const manifest = JSON.stringify({ imoNumber: "9312482", createdAt: "2024-05-02T00:05:00Z" });
const history = "timestamp,variable,value\n2024-05-01T00:00:00Z,SOG,12.5\n";

/** Text that deflates about 3 to 1, like real logging data. */
function loggedText(bytes: number): string {
  const lines = ["timestamp,variable,value"];
  let size = 0;
  for (let i = 0; size < bytes; i++) {
    const line = `2024-05-01T${String(i % 24).padStart(2, "0")}:00:00Z,V${i % 97},${Math.random()}`;
    lines.push(line);
    size += line.length + 1;
  }
  return `${lines.join("\n")}\n`;
}

describe("opening a data package within its limits", () => {
  let dir: string;
  const zip = (name: string, entries: Array<[string, string | Buffer]>) =>
    zipOf(path.join(dir, name), entries);
  const refusal = (zipPath: string, limits = DEFAULT_PACKAGE_LIMITS) =>
    DataPackage.open(zipPath, limits).then(
      (pkg) => {
        pkg.close();
        return null;
      },
      (error: unknown) => error,
    );
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "keelson-datapackage-"));
  });
  afterAll(() => {
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("opens a package within every limit", async () => {
    const file = await zip("good.zip", [
      ["manifest.json", manifest],
      ["LoggingHistory.csv", loggedText(2 * MB)],
    ]);
    const pkg = await DataPackage.open(file);
    expect(pkg.has("LoggingHistory.csv")).toBe(true);
    pkg.close();
  });

  it("refuses a zip bomb by its compression ratio before unzipping it", async () => {
    const file = await zip("bomb.zip", [
      ["manifest.json", manifest],
      ["LoggingHistory.csv", Buffer.alloc(50 * MB, "2024-05-01T00:00:00Z,SOG,12.5\n")],
    ]);
    expect(fs.statSync(file).size).toBeLessThan(1 * MB);
    const error = await refusal(file);
    expect(error).toBeInstanceOf(PackageError);
    expect((error as Error).message).toMatch(
      /^LoggingHistory\.csv is compressed \d+ to 1; more than 200 to 1 is refused as a zip bomb\.$/,
    );
  });

  it("refuses a package that expands past the limit", async () => {
    const file = await zip("large.zip", [
      ["manifest.json", manifest],
      ["LoggingHistory.csv", loggedText(3 * MB)],
      ["Positions.csv", loggedText(3 * MB)],
    ]);
    const error = await refusal(file, { ...DEFAULT_PACKAGE_LIMITS, maxExpandedBytes: 5 * MB });
    expect(error).toEqual(new PackageError("The package expands to more than 5 MB."));
  });

  it("refuses a package with too many entries before reading them", async () => {
    const entries: Array<[string, string]> = [["manifest.json", manifest]];
    for (let i = 0; i < 150; i++) entries.push([`extra/${i}.txt`, "x"]);
    const error = await refusal(await zip("many.zip", entries));
    expect(error).toEqual(
      new PackageError("The package holds 151 files and folders; at most 100 are accepted."),
    );
  });

  it("refuses two files of the same name as ambiguous, in one folder or two", async () => {
    const twice = await zip("twice.zip", [
      ["manifest.json", manifest],
      ["LoggingHistory.csv", "timestamp,variable,value\n"],
      ["LoggingHistory.csv", history],
    ]);
    expect(await refusal(twice)).toEqual(
      new PackageError(
        "The package holds two files named LoggingHistory.csv (LoggingHistory.csv and LoggingHistory.csv); it is not clear which one to import.",
      ),
    );
    const folders = await zip("folders.zip", [
      ["manifest.json", manifest],
      ["LoggingHistory.csv", history],
      ["old/LoggingHistory.csv", history],
    ]);
    expect((await refusal(folders)) as Error).toMatchObject({
      message: expect.stringContaining("(LoggingHistory.csv and old/LoggingHistory.csv)"),
    });
  });
});

describe("reading a deflated entry", () => {
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "keelson-inflate-"));
  });
  afterAll(() => {
    fs.rmSync(dir, { recursive: true, force: true });
  });

  /** The zip with the central directory's uncompressed size of its one entry moved by `delta`. */
  async function lyingZip(name: string, text: string, delta: number): Promise<string> {
    const file = await zipOf(path.join(dir, name), [["LoggingHistory.csv", text]]);
    const bytes = fs.readFileSync(file);
    const central = bytes.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    bytes.writeUInt32LE(bytes.readUInt32LE(central + 24) + delta, central + 24);
    fs.writeFileSync(file, bytes);
    return file;
  }
  const read = async (file: string) => {
    const pkg = await DataPackage.open(file);
    try {
      return await pkg.text("LoggingHistory.csv");
    } finally {
      pkg.close();
    }
  };

  it("streams a large entry whole, in large chunks", async () => {
    const text = loggedText(3 * MB);
    expect(await read(await zipOf(path.join(dir, "big.zip"), [["LoggingHistory.csv", text]]))).toBe(text);
  });

  it("refuses an entry holding more or less data than its header declares", async () => {
    const text = loggedText(200_000);
    await expect(read(await lyingZip("more.zip", text, -100))).rejects.toThrow(
      "LoggingHistory.csv holds more data than its zip header says.",
    );
    await expect(read(await lyingZip("less.zip", text, 100))).rejects.toThrow(
      "LoggingHistory.csv holds less data than its zip header says.",
    );
  });
});
