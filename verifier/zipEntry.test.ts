import JSZip from "jszip";
import { describe, expect, it } from "vitest";
import { zipEntryBytes } from "./zipEntry.js";

const text = `{"events":[${Array.from({ length: 2000 }, (_, i) => `{"version":${i}}`).join(",")}]}`;

async function zipOf(files: Record<string, string>, compression: "DEFLATE" | "STORE" = "DEFLATE") {
  const zip = new JSZip();
  for (const [name, content] of Object.entries(files)) zip.file(name, content);
  return zip.generateAsync({ type: "uint8array", compression });
}

describe("zipEntryBytes (the CLI's zip reader)", () => {
  it("reads a deflated and a stored file of a zip as written", async () => {
    const files = { "README.txt": "read me", "verification.json": text };
    const deflated = await zipEntryBytes(await zipOf(files), "verification.json");
    expect(deflated?.toString("utf8")).toBe(text);
    const stored = await zipEntryBytes(await zipOf(files, "STORE"), "verification.json");
    expect(stored?.toString("utf8")).toBe(text);
  });

  it("answers undefined for a file the zip does not hold", async () => {
    expect(
      await zipEntryBytes(await zipOf({ "README.txt": "read me" }), "verification.json"),
    ).toBeUndefined();
  });

  it("refuses a file whose stored bytes were changed inside the zip (its CRC-32 no longer matches)", async () => {
    const zip = await zipOf({ "verification.json": text }, "STORE");
    const changed = zip.slice();
    const at = Buffer.from(changed).indexOf('"version":1000');
    changed[at + 11] = "7".charCodeAt(0);
    await expect(zipEntryBytes(changed, "verification.json")).rejects.toThrow(/CRC-32/);
  });
});
