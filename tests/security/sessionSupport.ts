import http from "node:http";
import { io, type Socket } from "socket.io-client";
import type { TestServer } from "../support/testServer.js";

/** A browser session as the browser holds it: the cookies POST /Authenticate set. */
export interface BrowserSession {
  /** The Cookie header the browser would send. */
  cookie: string;
  /** The readable anti-CSRF cookie's value, which our page echoes in X-CSRF-Token. */
  csrf: string;
  /** The raw Set-Cookie lines. */
  setCookies: string[];
  /** The token pair the answer still carries for API clients. */
  body: { access: string; expiry: string };
}

export const cookieValue = (setCookies: string[], name: string): string | undefined =>
  setCookies
    .find((line) => line.startsWith(`${name}=`))
    ?.split(";")[0]
    ?.slice(name.length + 1);

export async function browserSignIn(
  server: TestServer,
  username: string,
  password: string,
  options: { rememberMe?: boolean; headers?: Record<string, string> } = {},
): Promise<BrowserSession> {
  const response = await fetch(`${server.url}/api/v1/Authenticate`, {
    method: "POST",
    headers: { "content-type": "application/json", ...options.headers },
    body: JSON.stringify({ username, password, rememberMe: options.rememberMe }),
  });
  if (response.status !== 200) throw new Error(`sign-in of ${username} failed: ${response.status}`);
  const setCookies = response.headers.getSetCookie();
  const session = cookieValue(setCookies, "keelson_session") ?? "";
  const csrf = cookieValue(setCookies, "keelson_csrf") ?? "";
  return {
    cookie: `keelson_session=${session}; keelson_csrf=${csrf}`,
    csrf,
    setCookies,
    body: (await response.json()) as BrowserSession["body"],
  };
}

/** Calls /api/v1 as the browser would: the session cookie, and the anti-CSRF header when given. */
export async function browserCall<T = unknown>(
  server: TestServer,
  method: string,
  apiPath: string,
  session: BrowserSession,
  options: { body?: unknown; csrf?: string | null } = {},
): Promise<{ status: number; body: T; setCookies: string[] }> {
  const headers: Record<string, string> = { cookie: session.cookie };
  const csrf = options.csrf === undefined ? session.csrf : options.csrf;
  if (csrf !== null) headers["x-csrf-token"] = csrf;
  if (options.body !== undefined) headers["content-type"] = "application/json";
  const response = await fetch(`${server.url}/api/v1${apiPath}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  return {
    status: response.status,
    body: (text ? JSON.parse(text) : null) as T,
    setCookies: response.headers.getSetCookie(),
  };
}

/** POSTs JSON from a chosen loopback address (127.0.0.x), as a client elsewhere on the network would. */
export function postFrom(
  server: TestServer,
  localAddress: string,
  apiPath: string,
  body: unknown,
): Promise<{ status: number; body: { message?: string }; retryAfter: string | undefined }> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${server.url}/api/v1${apiPath}`,
      { method: "POST", localAddress, headers: { "content-type": "application/json" } },
      (response) => {
        let text = "";
        response.on("data", (chunk) => {
          text += chunk;
        });
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            body: text ? JSON.parse(text) : {},
            retryAfter: response.headers["retry-after"],
          }),
        );
      },
    );
    request.on("error", reject);
    request.end(JSON.stringify(body));
  });
}

/** Opens a live socket with a token (auth.token) or with browser headers (cookie, origin). */
export const connectLive = (
  url: string,
  with_: { token?: string; headers?: Record<string, string> },
): Promise<Socket> =>
  new Promise((resolve, reject) => {
    const socket = io(url, {
      auth: with_.token ? { token: with_.token } : {},
      extraHeaders: with_.headers ?? {},
      transports: ["websocket"],
      reconnection: false,
    });
    socket.once("connect", () => resolve(socket));
    socket.once("connect_error", (error) => {
      socket.close();
      reject(error);
    });
  });

/**
 * Resolves once the socket is disconnected by the server, or with "still connected" after `ms`. Generous:
 * in CI the unit suite's one process can get a tenth of a core beside Chromium (whose compositor threads run
 * at nice -8), and a password change's two scrypt runs then took the drop past 5 s (2026-11-30).
 */
export const disconnected = (socket: Socket, ms = 20_000): Promise<string> =>
  new Promise((resolve) => {
    if (!socket.connected) return resolve("disconnected");
    const timer = setTimeout(() => resolve("still connected"), ms);
    socket.once("disconnect", () => {
      clearTimeout(timer);
      resolve("disconnected");
    });
  });

/** Every payload of `event` the socket receives from now on. */
export function collect(socket: Socket, event: string): unknown[] {
  const received: unknown[] = [];
  socket.on(event, (payload) => received.push(payload));
  return received;
}
