import type { Server as HttpServer } from "node:http";
import { createAdapter } from "@socket.io/redis-adapter";
import { createClient } from "redis";
import { Server } from "socket.io";
import type { Logger } from "../shared/logger.js";
import { type LiveEventName, type LivePublisher, rooms } from "./LivePublisher.js";

export interface LiveIdentity {
  userId: string;
  companyId: string | null;
  vesselIds: string[];
}

export interface LiveChannelOptions {
  /** Resolves a bearer token to the identity whose rooms the socket joins, or null to refuse. */
  identify(token: string): Promise<LiveIdentity | null>;
  redisUrl?: string;
  logger: Logger;
}

/** Socket.IO on the product's own HTTP server: authenticated handshake, rooms per user/company/vessel. */
export class LiveChannel implements LivePublisher {
  readonly io: Server;
  private redisClients: { quit(): Promise<unknown> }[] = [];

  constructor(private readonly options: LiveChannelOptions) {
    this.io = new Server({ serveClient: false, cors: { origin: false } });
    this.io.use(async (socket, next) => {
      const auth = socket.handshake.auth as { token?: unknown };
      const header = socket.handshake.headers.authorization;
      const token = typeof auth.token === "string" ? auth.token : header?.replace(/^Bearer\s+/i, "");
      const identity = token ? await options.identify(token).catch(() => null) : null;
      if (!identity) return next(new Error("unauthorized"));
      socket.data.identity = identity;
      next();
    });
    this.io.on("connection", (socket) => {
      const identity = socket.data.identity as LiveIdentity;
      void socket.join([
        rooms.everyone,
        rooms.user(identity.userId),
        ...(identity.companyId ? [rooms.company(identity.companyId)] : []),
        ...identity.vesselIds.map(rooms.vessel),
      ]);
    });
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

  attach(server: HttpServer): void {
    this.io.attach(server);
  }

  toCompany(companyId: string, event: LiveEventName, payload: unknown): void {
    this.io.to(rooms.company(companyId)).emit(event, payload);
  }

  toEveryone(event: LiveEventName, payload: unknown): void {
    this.io.to(rooms.everyone).emit(event, payload);
  }

  toUser(userId: string, event: LiveEventName, payload: unknown): void {
    this.io.to(rooms.user(userId)).emit(event, payload);
  }

  toVessel(vesselId: string, event: LiveEventName, payload: unknown): void {
    this.io.to(rooms.vessel(vesselId)).emit(event, payload);
  }

  moveUser(
    userId: string,
    fromCompanyId: string | null,
    toCompanyId: string | null,
    vesselIds: string[],
  ): void {
    const sockets = this.io.in(rooms.user(userId));
    if (fromCompanyId) sockets.socketsLeave(rooms.company(fromCompanyId));
    if (toCompanyId) sockets.socketsJoin([rooms.company(toCompanyId), ...vesselIds.map(rooms.vessel)]);
  }

  async close(): Promise<void> {
    await new Promise<void>((resolve) => this.io.close(() => resolve()));
    await Promise.all(this.redisClients.map((c) => c.quit().catch(() => undefined)));
  }
}
