import { createHmac, randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { sign } from "hono/jwt";
import type { Role } from "../../domain/auth/roles.js";
import type { TokenPair } from "../../domain/auth/schemas.js";
import { Hs256Verifier } from "./hs256.js";
import { randomToken } from "./secrets.js";

export interface AccessClaims {
  sub: string;
  role: Role;
  /** The user's session generation when issued; a revoking change moves the user's on. */
  gen: number;
  /** Token id: what signing out revokes. */
  jti: string;
  /** "Remember me": a browser session re-issued from this one keeps a persistent cookie. */
  rem: boolean;
  exp: number;
  iat: number;
}

/** A freshly issued token with what the browser session cookie needs to know about it. */
export interface IssuedToken extends TokenPair {
  claims: AccessClaims;
}

/** Seconds of clock difference tolerated between the processes that issue and check a token. */
const CLOCK_SKEW_SECONDS = 60;

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
  readonly #signatures: Hs256Verifier;

  constructor(
    private readonly secret: string,
    private readonly ttlHours: number,
    private readonly clock: () => Date = () => new Date(),
  ) {
    this.#signatures = new Hs256Verifier(secret);
  }

  private get ttlSeconds(): number {
    return Math.round(this.ttlHours * 3600);
  }

  async issue(
    user: { id: string; role: Role; sessionGeneration: number },
    remember: boolean,
    now = this.clock(),
  ): Promise<IssuedToken> {
    const iat = Math.floor(now.getTime() / 1000);
    const claims: AccessClaims = {
      sub: user.id,
      role: user.role,
      gen: user.sessionGeneration,
      jti: randomUUID(),
      rem: remember,
      iat,
      exp: iat + this.ttlSeconds,
    };
    const access = await sign({ ...claims }, this.secret, "HS256");
    return { access, expiry: new Date(claims.exp * 1000).toISOString(), claims };
  }

  /**
   * The claims of a valid token, or null. Besides the signature, a token must say when it was issued
   * and when it expires, must not have expired, and must not live longer than the configured lifetime
   * (a signed token without an expiry, or with a far-future one, is refused), and not be valid only
   * later (`nbf`). Times are judged by the service's clock.
   */
  async verify(token: string): Promise<AccessClaims | null> {
    const claims = this.#signatures.payloadOf(token);
    if (!claims) return null;
    const { sub, gen, jti, iat, exp, nbf } = claims;
    if (typeof sub !== "string" || typeof jti !== "string" || !Number.isSafeInteger(gen)) return null;
    if (typeof iat !== "number" || typeof exp !== "number") return null;
    const now = this.clock().getTime() / 1000;
    if (exp <= now || exp - iat > this.ttlSeconds || iat > now + CLOCK_SKEW_SECONDS) return null;
    if (nbf !== undefined && (typeof nbf !== "number" || !(nbf <= now + CLOCK_SKEW_SECONDS))) return null;
    return claims as unknown as AccessClaims;
  }

  /**
   * The anti-CSRF token of a browser session: an HMAC of the token id, so it cannot be forged or
   * planted without the signing secret, and dies with the session.
   */
  csrfTokenFor(claims: Pick<AccessClaims, "jti">): string {
    return createHmac("sha256", this.secret).update(`csrf:${claims.jti}`).digest("base64url");
  }
}
