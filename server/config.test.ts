import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { CONFIG_VARIABLES, loadConfig, readFileVariables } from "./config.js";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "keelson-config-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function secretFile(name: string, content: string): string {
  const file = path.join(dir, name);
  fs.writeFileSync(file, content, { mode: 0o600 });
  return file;
}

const JWT = "a-signing-secret-of-at-least-32-characters";
const KEY = "00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff";

describe("configuration from files (NAME_FILE, Docker secrets)", () => {
  it("reads JWT_SECRET, KEELSON_SECRET_KEY and DATABASE_URL from their files, without the trailing line break", () => {
    const config = loadConfig({
      JWT_SECRET_FILE: secretFile("jwt", `${JWT}\n`),
      KEELSON_SECRET_KEY_FILE: secretFile("key", `${KEY}\r\n`),
      DATABASE_URL_FILE: secretFile("db", "postgres://keelson:s3cret@db:5432/keelson"),
      PORT: "3100",
    });
    expect(config.JWT_SECRET).toBe(JWT);
    expect(config.KEELSON_SECRET_KEY).toBe(KEY);
    expect(config.DATABASE_URL).toBe("postgres://keelson:s3cret@db:5432/keelson");
    expect(config.PORT).toBe(3100);
  });

  it("keeps the value as written otherwise (inner spaces and line breaks, leading spaces)", () => {
    const file = secretFile("token", "  metrics token with spaces\nand a second line\n\n");
    expect(loadConfig({ METRICS_TOKEN_FILE: file }).METRICS_TOKEN).toBe(
      "  metrics token with spaces\nand a second line",
    );
  });

  it("validates a value from a file as it validates the variable", () => {
    expect(() => loadConfig({ JWT_SECRET_FILE: secretFile("short", "too short\n") })).toThrow(
      /JWT_SECRET: JWT_SECRET must be at least 32 characters/,
    );
  });

  it("refuses NAME and NAME_FILE together, a missing file and an empty one, naming the variable", () => {
    const file = secretFile("jwt2", JWT);
    expect(() => loadConfig({ JWT_SECRET: JWT, JWT_SECRET_FILE: file })).toThrow(
      "Invalid configuration: JWT_SECRET_FILE: set JWT_SECRET or JWT_SECRET_FILE, not both",
    );
    const missing = path.join(dir, "absent");
    expect(() => loadConfig({ SMTP_URL_FILE: missing })).toThrow(
      `Invalid configuration: SMTP_URL_FILE: cannot read ${missing} (ENOENT)`,
    );
    expect(() => loadConfig({ REDIS_URL_FILE: secretFile("empty", "\n") })).toThrow(
      /REDIS_URL_FILE: .* is empty/,
    );
  });

  it("applies to every configuration variable, and leaves the environment alone without NAME_FILE", () => {
    expect(CONFIG_VARIABLES).toEqual(
      expect.arrayContaining(["JWT_SECRET", "KEELSON_SECRET_KEY", "SMTP_URL"]),
    );
    const read: string[] = [];
    const env = Object.fromEntries(CONFIG_VARIABLES.map((name) => [`${name}_FILE`, `/run/secrets/${name}`]));
    const resolved = readFileVariables(env, (file) => {
      read.push(file);
      return `value of ${file}\n`;
    });
    expect(read).toHaveLength(CONFIG_VARIABLES.length);
    expect(resolved.MAIL_FROM).toBe("value of /run/secrets/MAIL_FROM");
    expect(readFileVariables({ PORT: "8080", EMPTY_FILE: "/x" }, () => "unused")).toMatchObject({
      PORT: "8080",
    });
    // An empty NAME_FILE is as unset (compose files often write `NAME_FILE:` with no value).
    expect(loadConfig({ JWT_SECRET: JWT, JWT_SECRET_FILE: "" }).JWT_SECRET).toBe(JWT);
  });
});
