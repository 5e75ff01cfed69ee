/**
 * docker-compose.yml is a valid Compose file: parsed by a YAML library (merge keys resolved, as Compose
 * does) and validated against the Compose Specification's JSON schema, vendored in
 * deploy/compose-spec.schema.json (compose-spec/compose-spec, schema/compose-spec.json, Apache-2.0; the copy
 * shipped in the npm package dclint 3.1.0, schemas/compose.schema.json; docs/operations.md). No network and
 * no container engine: `docker compose config` does the same check where the compose plugin exists.
 */
import fs from "node:fs";
import path from "node:path";
import { Ajv } from "ajv";
import { describe, expect, it } from "vitest";
import { parseDocument } from "yaml";

const ROOT = path.resolve(import.meta.dirname, "../..");
const schema = JSON.parse(fs.readFileSync(path.join(ROOT, "deploy", "compose-spec.schema.json"), "utf8"));

/** The Compose file as Compose reads it: YAML 1.1 merge keys (`<<: *keelson`) resolved. */
function parseCompose(text: string): { value: unknown; errors: string[] } {
  const document = parseDocument(text, { merge: true, prettyErrors: true });
  return { value: document.toJS({ maxAliasCount: 100 }), errors: document.errors.map((e) => e.message) };
}

let compiled: ReturnType<Ajv["compile"]> | undefined;
function validator() {
  if (compiled) return compiled;
  // The schema is draft-07 and uses "format": "duration" and others ajv does not know; unknown formats are
  // accepted as Compose itself (compose-go) does not check them through the schema either.
  // Its $schema names draft-07 by an https address ajv does not know by that name; ajv's default
  // dialect is draft-07, so the schema is compiled without that line.
  const { $schema: _dialect, ...draft07 } = schema;
  const ajv = new Ajv({ allErrors: true, strict: false, validateFormats: false });
  compiled = ajv.compile(draft07);
  return compiled;
}

function schemaErrors(value: unknown): string[] {
  const validate = validator();
  if (validate(value)) return [];
  return (validate.errors ?? []).map((e) => `${e.instancePath || "/"} ${e.message ?? ""}`.trim());
}

describe("docker-compose.yml", () => {
  const text = fs.readFileSync(path.join(ROOT, "docker-compose.yml"), "utf8");
  const { value, errors } = parseCompose(text);

  it("is YAML without errors, and valid against the Compose Specification schema", () => {
    expect(errors).toEqual([]);
    expect(schemaErrors(value)).toEqual([]);
  });

  it("gives both Keelson processes the shared settings, their health check a single node -e script", () => {
    const services = (value as { services: Record<string, Record<string, unknown>> }).services;
    const keelson = Object.keys(services).filter((name) => /^keelson-\d+$/.test(name));
    expect(keelson.length).toBeGreaterThanOrEqual(2);
    for (const name of keelson) {
      const service = services[name]!;
      const test = (service.healthcheck as { test: unknown }).test as string[];
      expect(test.slice(0, 3)).toEqual(["CMD", "node", "-e"]);
      expect(test).toHaveLength(4);
      expect(test[3]).toMatch(/^fetch\('http:\/\/127\.0\.0\.1:3000\/ready'\)/);
      expect(service.build).toBe(".");
      expect((service.environment as Record<string, string>).DATABASE_URL).toMatch(/^postgres:\/\//);
    }
  });

  // The check itself: the file as it was (the health check's `0: 1` read as a mapping) is refused.
  it("refuses the file as it was, where `? 0: 1` made the health check's fourth item a mapping", () => {
    const broken = text.replace(
      /- "fetch\('http:\/\/127\.0\.0\.1:3000\/ready'\)(.*)"\n/,
      (_, rest: string) => `- fetch('http://127.0.0.1:3000/ready')${rest.replace("0 : 1", "0: 1")}\n`,
    );
    expect(broken).not.toBe(text);
    const parsed = parseCompose(broken);
    expect(parsed.errors).toEqual([]);
    const found = schemaErrors(parsed.value);
    expect(found).toContain("/services/keelson-1/healthcheck/test/3 must be string");
    expect(found).toContain("/services/keelson-2/healthcheck/test/3 must be string");
  });

  it("refuses keys the specification does not know, and wrong types", () => {
    const services = structuredClone(value) as { services: Record<string, Record<string, unknown>> };
    services.services.redis!.restart_policy = "always";
    services.services.postgres!.ports = 5432;
    const found = schemaErrors(services);
    expect(found).toContain("/services/redis must NOT have additional properties");
    expect(found).toContain("/services/postgres/ports must be array");
  });
});
