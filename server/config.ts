import fs from "node:fs";
import path from "node:path";
import { z } from "zod";
import { parseSecretKey } from "./auth/secretBox.js";
import { DEFAULT_PG_CONNECTIONS, MIN_PG_CONNECTIONS, type PgBudget } from "./shared/pgConnections.js";

const configSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  DATA_DIR: z.string().default("./data"),
  DATABASE_URL: z.string().optional(),
  DATABASE_SCHEMA: z
    .string()
    .regex(/^[A-Za-z_][A-Za-z0-9_]*$/, {
      message: "DATABASE_SCHEMA must be a plain identifier (letters, digits, _)",
    })
    .default("public"),
  /**
   * PostgreSQL connections one server process may hold at once, its import thread and LISTEN connection
   * included, divided among its pools (docs/operations.md, "PostgreSQL connections"). Size the server's
   * max_connections for the processes times this.
   */
  PG_MAX_CONNECTIONS: z.coerce
    .number()
    .int()
    .min(MIN_PG_CONNECTIONS, {
      message: `PG_MAX_CONNECTIONS must be at least ${MIN_PG_CONNECTIONS}: each PostgreSQL pool of a process needs its minimum (docs/operations.md, "PostgreSQL connections")`,
    })
    .max(10_000)
    .default(DEFAULT_PG_CONNECTIONS),
  REDIS_URL: z.string().optional(),
  JWT_SECRET: z.string().min(32, { message: "JWT_SECRET must be at least 32 characters" }).optional(),
  /**
   * Key that encrypts secrets at rest (partner client secrets): 32 bytes as 64 hex digits or base64.
   * Unset: a key generated once in DATA_DIR/secret-key. Several processes must share one: set it.
   */
  KEELSON_SECRET_KEY: z
    .string()
    .refine((v) => parseSecretKey(v) !== null, {
      message: "KEELSON_SECRET_KEY must be 32 bytes written as 64 hex digits or base64",
    })
    .optional(),
  /**
   * Ed25519 private key (PEM, PKCS#8) that signs the event log's checkpoints (docs/verification.md). Unset:
   * a key generated once in DATA_DIR/ledger-signing-key.pem. Several processes must share one: set it
   * (or LEDGER_SIGNING_KEY_FILE).
   */
  LEDGER_SIGNING_KEY: z
    .string()
    .refine((v) => v.includes("-----BEGIN PRIVATE KEY-----"), {
      message:
        "LEDGER_SIGNING_KEY must be an Ed25519 private key in PEM (PKCS#8, -----BEGIN PRIVATE KEY-----)",
    })
    .optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default("Keelson <no-reply@keelson.local>"),
  PUBLIC_URL: z.string().optional(),
  TOKEN_TTL_HOURS: z.coerce.number().positive().default(12),
  DEMO: z.enum(["on", "off"]).default("on"),
  /**
   * History the demo fleet gets on a first start: this many days of simulated sensor data, and Nordic
   * Aurora's recorded voyages of the last weeks. 0 gives a bare fleet (the tests start from one).
   */
  DEMO_HISTORY_DAYS: z.coerce.number().int().min(0).max(730).default(90),
  /** Limits of one data package (docs/data-package.md, "Limits"). */
  PACKAGE_MAX_EXPANDED_MB: z.coerce.number().int().min(1).default(2048),
  PACKAGE_MAX_ENTRIES: z.coerce.number().int().min(1).default(100),
  PACKAGE_MAX_COMPRESSION_RATIO: z.coerce.number().min(1).default(200),
  /**
   * Heap of the thread each import runs in (V8 old generation, MB): a package that needs more fails
   * with a message instead of growing the server (docs/operations.md, "Import memory").
   */
  IMPORT_THREAD_MEMORY_MB: z.coerce.number().int().min(8).max(16_384).default(192),
  /** Days an uploaded package is kept after it was uploaded; then it is deleted (0 keeps them forever). */
  PACKAGE_RETENTION_DAYS: z.coerce.number().int().min(0).max(3650).default(30),
  /**
   * Storage for each vessel's documents, and the largest document, in bytes (spec 3 §9: 1000 MB in
   * base-1000 units). Lower it in tests rather than writing a gigabyte.
   */
  VESSEL_FILES_QUOTA_BYTES: z.coerce
    .number()
    .int()
    .min(1)
    .default(1000 * 1000 * 1000),
  /** Calls a minute each API key may make (bursts up to as many); past it 429 with Retry-After. Shared through Redis. */
  API_KEY_RATE_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(600),
  /**
   * Proxies in front that append to X-Forwarded-For (1 behind deploy/nginx.conf): the sign-in and
   * password-reset throttles then count the address the nearest one saw, not the proxy's. Leave 0 when
   * clients can reach the server directly (they could write the header themselves).
   */
  TRUSTED_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  /** Bearer token Prometheus sends to /metrics; unset, /metrics answers loopback callers only. */
  METRICS_TOKEN: z.string().min(16, { message: "METRICS_TOKEN must be at least 16 characters" }).optional(),
  /**
   * On start, fill the daily performance store for vessels whose days were never stored (in the
   * background; docs/architecture.md "Daily performance store"). Off in the tests, which start bare.
   */
  DAILY_REBUILD_ON_START: z.enum(["on", "off"]).default("on"),
  LOG_LEVEL: z.enum(["debug", "info", "warn", "error", "silent"]).default("info"),
  /** Where "Send to the classification society" posts the voyage file (DNV); unset turns sending off. */
  CLASS_SOCIETY_URL: z
    .url({ protocol: /^https?$/, message: "CLASS_SOCIETY_URL must be an http(s) URL" })
    .optional(),
  /**
   * Tile server of the maps, e.g. https://tile.openstreetmap.org/{z}/{x}/{y}.png ({s} for subdomains).
   * Unset, the maps draw the bundled offline base map (land and coastlines from world-atlas).
   */
  MAP_TILE_URL: z
    .string()
    .regex(/^https?:\/\/[^/?#\s]+\/\S*\{z\}\S*\{x\}\S*\{y\}/, {
      message:
        "MAP_TILE_URL must be an http(s) URL with {z}, {x} and {y}, e.g. https://tile.example.com/{z}/{x}/{y}.png",
    })
    .optional(),
  /** Attribution shown on the map for MAP_TILE_URL's tiles (plain text). */
  MAP_TILE_ATTRIBUTION: z.string().max(300).optional(),
});

export type ServerConfig = Omit<z.infer<typeof configSchema>, "DATA_DIR"> & { DATA_DIR: string };

/** Where a worker thread opens its own connections to the server's stores (importInThread.ts, summaryInThread.ts). */
export type StoreConfig = Pick<ServerConfig, "DATABASE_URL" | "DATABASE_SCHEMA" | "DATA_DIR"> & PgBudget;

export const storeConfigOf = (config: ServerConfig): StoreConfig => ({
  DATABASE_URL: config.DATABASE_URL,
  DATABASE_SCHEMA: config.DATABASE_SCHEMA,
  DATA_DIR: config.DATA_DIR,
  PG_MAX_CONNECTIONS: config.PG_MAX_CONNECTIONS,
});

/** The variables the configuration reads; each may also be given as a file, NAME_FILE (readFileVariables). */
export const CONFIG_VARIABLES = Object.keys(configSchema.shape) as (keyof z.infer<typeof configSchema>)[];

/**
 * The `*_FILE` convention of container images (Docker and Kubernetes secrets): for every configuration
 * variable NAME, `NAME_FILE` names a file whose content is the value (`JWT_SECRET_FILE=/run/secrets/jwt`).
 * Trailing line breaks are dropped (`echo secret > file` writes one); anything else is kept as it is. Setting
 * both NAME and NAME_FILE, an unreadable file, or an empty one, is a configuration error.
 */
export function readFileVariables(
  env: NodeJS.ProcessEnv,
  read: (file: string) => string = (file) => fs.readFileSync(file, "utf8"),
): Record<string, string | undefined> {
  const resolved: Record<string, string | undefined> = {};
  const problems: string[] = [];
  for (const name of CONFIG_VARIABLES) {
    const file = env[`${name}_FILE`];
    if (file === undefined || file === "") {
      resolved[name] = env[name];
      continue;
    }
    if (env[name] !== undefined && env[name] !== "") {
      problems.push(`${name}_FILE: set ${name} or ${name}_FILE, not both`);
      continue;
    }
    let content: string;
    try {
      content = read(file).replace(/(\r?\n)+$/, "");
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
      problems.push(`${name}_FILE: cannot read ${file} (${code})`);
      continue;
    }
    if (content === "") problems.push(`${name}_FILE: ${file} is empty`);
    else resolved[name] = content;
  }
  if (problems.length > 0) throw new Error(`Invalid configuration: ${problems.join("; ")}`);
  return resolved;
}

/**
 * Reads the environment once at start-up (every variable also as NAME_FILE, readFileVariables); a bad value
 * stops the server with a clear message.
 */
export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  overrides: Partial<ServerConfig> = {},
): ServerConfig {
  const parsed = configSchema.safeParse({ ...readFileVariables(env), ...overrides });
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
    throw new Error(`Invalid configuration: ${problems}`);
  }
  return { ...parsed.data, DATA_DIR: path.resolve(parsed.data.DATA_DIR) };
}
