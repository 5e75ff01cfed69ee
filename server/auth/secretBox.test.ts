import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { loadSecretKey, openSecret, parseSecretKey, SECRET_KEY_FILE, sealSecret } from "./secretBox.js";

const dirs: string[] = [];
const freshDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), "keelson-secretbox-"));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe("secretBox", () => {
  it("seals a secret so that neither it nor its parts appear, and opens it again", () => {
    const key = loadSecretKey(freshDir());
    const sealed = sealSecret(key, "s3cret-client-secret", "company-1");
    expect(sealed).not.toContain("s3cret");
    expect(sealed.startsWith("v1.")).toBe(true);
    expect(sealSecret(key, "s3cret-client-secret", "company-1")).not.toBe(sealed);
    expect(openSecret(key, sealed, "company-1")).toBe("s3cret-client-secret");
  });

  it("refuses another key, another record or a changed ciphertext", () => {
    const key = loadSecretKey(freshDir());
    const other = loadSecretKey(freshDir());
    const sealed = sealSecret(key, "secret", "company-1");
    expect(() => openSecret(other, sealed, "company-1")).toThrow();
    expect(() => openSecret(key, sealed, "company-2")).toThrow();
    const parts = sealed.split(".");
    parts[3] = Buffer.from("tampered").toString("base64");
    expect(() => openSecret(key, parts.join("."), "company-1")).toThrow();
  });

  it("generates a development key once in DATA_DIR (mode 0600) and reads the configured one", () => {
    const dir = freshDir();
    const first = loadSecretKey(dir);
    expect(loadSecretKey(dir).equals(first)).toBe(true);
    expect(statSync(path.join(dir, SECRET_KEY_FILE)).mode & 0o777).toBe(0o600);
    expect(parseSecretKey(readFileSync(path.join(dir, SECRET_KEY_FILE), "utf8"))?.equals(first)).toBe(true);
    const hex = "ab".repeat(32);
    expect(loadSecretKey(dir, hex).equals(Buffer.from(hex, "hex"))).toBe(true);
    expect(() => loadSecretKey(dir, "too-short")).toThrow(/KEELSON_SECRET_KEY/);
  });
});
