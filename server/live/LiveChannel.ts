import type { Server as HttpServer } from "node:http";
import { createAdapter } from "@socket.io/redis-adapter";
import { createClient } from "redis";
import { Server, type Socket } from "socket.io";
import { type Credentials, credentialsOf } from "../http/session.js";
import type { Logger } from "../shared/logger.js";
import { type LiveEventName, type LivePublisher, rooms } from "./LivePublisher.js";

/** What a socket may receive: its user's rooms, and until when its credentials hold. */
export interface LiveGrant {
  userId: string;
  rooms: string[];
  /** Epoch ms when the token expires; null for an API key. */
  expiresAt: number | null;
}

export interface LiveAccess<G extends LiveGrant = LiveGrant> {
  /** The grant of a handshake's credentials, or null to refuse it. */
  authenticate(credentials: Credentials | null): Promise<G | null>;
  /** The grant as it stands now (rooms recomputed), or null once it expired, was revoked or its user deleted. */
  recheck(grant: G): G | null;
}

export interface LiveChannelOptions {
  access: LiveAccess;
  redisUrl?: string;
  logger: Logger;
  /** How often every socket is re-checked besides the checks on relevant events; default 30 s. */
  recheckEveryMs?: number;
}

/** Whether a handshake came from a page of our own origin (cookies are sent from any site's page). */
function sameOrigin(socket: Socket): boolean {
  const { origin, host } = socket.handshake.headers;
  if (!origin || !host) return false;
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}

/**
 * Socket.IO on the product's own HTTP server. The handshake authenticates with `auth.token`, a bearer
 * header or the browser session cookie. Each socket sits in the rooms its user is entitled to
 * (`everyone`, `user:`, `company:` of the acting company, `vessel:` of each visible vessel,
 * `role:Administrator`, and `unreadable:` of each channel whose read it may not call); `recheckAll`
 * re-derives them from the read models, and drops sockets whose token expired or was revoked or whose
 * user was deleted. It runs on every relevant event, on a timer, and at each token's expiry.
 */
export class LiveChannel implements LivePublisher {
  readonly io: Server;
  private redisClients: { quit(): Promise<unknown>; ping(): Promise<string> }[] = [];
  private readonly timer: NodeJS.Timeout;

  constructor(private readonly options: LiveChannelOptions) {
    this.io = new Server({ serveClient: false, cors: { origin: false } });
    this.io.use(async (socket, next) => {
      const auth = socket.handshake.auth as { token?: unknown };
      const credentials: Credentials | null =
        typeof auth.token === "string" && auth.token
          ? { kind: "bearer", token: auth.token }
          : credentialsOf({
              authorization: socket.handshake.headers.authorization,
              cookie: socket.handshake.headers.cookie,
            });
      // The cookie rides along with any page's request: only our own pages may use it here.
      if (credentials?.kind === "cookie" && !sameOrigin(socket)) return next(new Error("unauthorized"));
      const grant = await options.access.authenticate(credentials).catch(() => null);
      if (!grant) return next(new Error("unauthorized"));
      socket.data.grant = grant;
      next();
    });
    this.io.on("connection", (socket) => {
      const grant = socket.data.grant as LiveGrant;
      void socket.join(grant.rooms);
      if (grant.expiresAt !== null) {
        const expiry = setTimeout(() => this.recheck(socket), Math.max(0, grant.expiresAt - Date.now()) + 50);
        expiry.unref();
        socket.once("disconnect", () => clearTimeout(expiry));
      }
    });
    this.timer = setInterval(() => this.recheckAll(), options.recheckEveryMs ?? 30_000);
    this.timer.unref();
  }

  /** Re-checks every socket of this process (each process re-checks its own). */
  recheckAll(): void {
    for (const socket of this.io.of("/").sockets.values()) this.recheck(socket);
  }

  private recheck(socket: Socket): void {
    const grant = this.options.access.recheck(socket.data.grant as LiveGrant);
    if (!grant) {
      socket.emit("session", { kind: "ended" });
      socket.disconnect(true);
      return;
    }
    socket.data.grant = grant;
    const wanted = new Set(grant.rooms);
    for (const room of socket.rooms) if (room !== socket.id && !wanted.has(room)) void socket.leave(room);
    void socket.join(grant.rooms.filter((room) => !socket.rooms.has(room)));
  }

  /** Connects the Redis adapter when REDIS_URL is set, so pushes reach every server process. */
  async connectRedis(): Promise<void> {
    if (!this.options.redisUrl) return;
    const pub = createClient({ url: this.options.redisUrl });
    const sub = pub.duplicate();
    pub.on("error", (e) => this.options.logger.warn("redis publisher error", { error: String(e) }));
    sub.on("error", (e) => this.options.logger.warn("redis subscriber error", { error: String(e) }));
    await Promise.all([pub.connect(), sub.connect()]);
    this.redisClients = [pub, sub];
    this.io.adapter(createAdapter(pub, sub));
    this.options.logger.info("live channel shares pushes through Redis");
  }

  /** Sockets connected to this process. */
  connectionCount(): number {
    return this.io.of("/").sockets.size;
  }

  /** Whether Redis answers (true when no REDIS_URL is set: pushes then stay in this process). */
  async redisReachable(): Promise<boolean> {
    if (!this.options.redisUrl) return true;
    const pub = this.redisClients[0];
    if (!pub) return false;
    return pub.ping().then(
      (answer) => answer === "PONG",
      () => false,
    );
  }

  attach(server: HttpServer): void {
    this.io.attach(server);
  }

  /** Every push goes out here, skipping the sockets that may not read what the channel carries. */
  private emit(room: string, event: LiveEventName, payload: unknown, except: readonly string[] = []): void {
    this.io
      .to(room)
      .except([rooms.unreadable(event), ...except])
      .emit(event, payload);
  }

  toCompany(companyId: string, event: LiveEventName, payload: unknown): void {
    this.emit(rooms.company(companyId), event, payload);
  }

  toEveryone(event: LiveEventName, payload: unknown): void {
    this.emit(rooms.everyone, event, payload);
  }

  toUser(userId: string, event: LiveEventName, payload: unknown): void {
    this.emit(rooms.user(userId), event, payload);
  }

  toAdministrators(event: LiveEventName, payload: unknown): void {
    this.emit(rooms.administrators, event, payload);
  }

  toVessel(
    vesselId: string,
    event: LiveEventName,
    payload: unknown,
    options: { exceptAdministrators?: boolean } = {},
  ): void {
    this.emit(
      rooms.vessel(vesselId),
      event,
      payload,
      options.exceptAdministrators ? [rooms.administrators] : [],
    );
  }

  async close(): Promise<void> {
    clearInterval(this.timer);
    await new Promise<void>((resolve) => this.io.close(() => resolve()));
    await Promise.all(this.redisClients.map((c) => c.quit().catch(() => undefined)));
  }
}
