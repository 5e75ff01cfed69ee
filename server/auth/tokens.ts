import fs from "node:fs";
import path from "node:path";
import { sign, verify } from "hono/jwt";
import type { Role } from "../../domain/auth/roles.js";
import type { TokenPair } from "../../domain/auth/schemas.js";
import { randomToken } from "./secrets.js";

export interface AccessClaims {
  sub: string;
  role: Role;
  exp: number;
  iat: number;
}

/** JWT_SECRET if set, otherwise a secret generated once and kept in DATA_DIR (mode 0600). */
export function loadSigningSecret(dataDir: string, configured?: string): string {
  if (configured) return configured;
  const file = path.join(dataDir, "jwt-secret");
  if (fs.existsSync(file)) return fs.readFileSync(file, "utf8").trim();
  const secret = randomToken(48);
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(file, secret, { mode: 0o600, flag: "wx" });
  return secret;
}

export class TokenService {
  constructor(
    private readonly secret: string,
    private readonly ttlHours: number,
  ) {}

  async issue(userId: string, role: Role, now = new Date()): Promise<TokenPair> {
    const iat = Math.floor(now.getTime() / 1000);
    const exp = iat + Math.round(this.ttlHours * 3600);
    const access = await sign({ sub: userId, role, iat, exp }, this.secret, "HS256");
    return { access, expiry: new Date(exp * 1000).toISOString() };
  }

  /** The claims of a valid, unexpired token, or null. */
  async verify(token: string): Promise<AccessClaims | null> {
    try {
      const claims = await verify(token, this.secret, "HS256");
      if (typeof claims.sub !== "string") return null;
      return claims as unknown as AccessClaims;
    } catch {
      return null;
    }
  }
}
