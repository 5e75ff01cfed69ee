import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { loadConfig, type ServerConfig } from "../../server/config.js";
import { type RunningServer, type StartOptions, startServer } from "../../server/createApp.js";
import { DEMO_LOGINS } from "../../server/demo/demoFleet.js";

export interface TestServer extends RunningServer {
  dataDir: string;
  /** Moves the server's clock forward. */
  advanceClock(ms: number): void;
  /** Signs in and answers the access token. */
  login(username: string, password: string): Promise<string>;
  /** Calls /api/v1 with an optional bearer token; JSON in, parsed JSON out. */
  api<T = unknown>(
    method: string,
    apiPath: string,
    options?: { token?: string; body?: unknown; headers?: Record<string, string> },
  ): Promise<{ status: number; body: T; headers: Headers }>;
}

/** Starts a real server on a free port with its own temporary data directory and the demo fleet. */
export async function startTestServer(
  overrides: Partial<ServerConfig> = {},
  options: Pick<StartOptions, "logDestination"> = {},
): Promise<TestServer> {
  const ownsDataDir = overrides.DATA_DIR === undefined;
  const dataDir = overrides.DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), "keelson-test-"));
  let offset = 0;
  const config = loadConfig(
    {},
    {
      PORT: 0,
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "silent",
      DEMO: "on",
      DEMO_HISTORY_DAYS: 0,
      DAILY_REBUILD_ON_START: "off",
      ...overrides,
    },
  );
  const server = await startServer(config, { ...options, now: () => new Date(Date.now() + offset) });

  const api: TestServer["api"] = async (method, apiPath, options = {}) => {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.body !== undefined) headers["content-type"] = "application/json";
    const send = () =>
      fetch(`${server.url}/api/v1${apiPath}`, {
        method,
        headers,
        body:
          options.body === undefined
            ? undefined
            : typeof options.body === "string"
              ? options.body
              : JSON.stringify(options.body),
      });
    const response = await send();
    const text = await response.text();
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {}
    return { status: response.status, body: body as never, headers: response.headers };
  };

  return {
    ...server,
    dataDir,
    advanceClock: (ms) => {
      offset += ms;
    },
    api,
    async login(username, password) {
      const { status, body } = await api<{ access: string; message?: string }>("POST", "/Authenticate", {
        body: { username, password },
      });
      if (status !== 200) throw new Error(`login ${username} failed: ${status} ${JSON.stringify(body)}`);
      return body.access;
    },
    async close() {
      await server.close();
      if (ownsDataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Signs in the demo fleet's crew, super user and operations user (and the administrator when asked)
 * into `tokens`, and names the super user's vessels by name into `vessels`.
 */
export async function signInDemoUsers(
  server: TestServer,
  tokens: Record<string, string>,
  vessels: Record<string, string>,
  { admin = false } = {},
): Promise<void> {
  tokens.crew = await server.login(DEMO_LOGINS.crew.email, DEMO_LOGINS.crew.password);
  tokens.super = await server.login(DEMO_LOGINS.superUser.email, DEMO_LOGINS.superUser.password);
  tokens.ops = await server.login(DEMO_LOGINS.ops.email, DEMO_LOGINS.ops.password);
  if (admin) tokens.admin = await server.login(DEMO_LOGINS.admin.email, DEMO_LOGINS.admin.password);
  const listed = await server.api<{ id: string; name: string }[]>("GET", "/Vessels", { token: tokens.super });
  for (const v of listed.body) vessels[v.name] = v.id;
}
