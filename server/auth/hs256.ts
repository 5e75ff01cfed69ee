import { createHmac, createSecretKey, type KeyObject, timingSafeEqual } from "node:crypto";

/**
 * Checks the signature of an HS256 JSON Web Token (RFC 7519) with node:crypto on the calling thread.
 * Every signed-in call checks one: WebCrypto's HMAC (hono/jwt `verify`) is a job on the thread pool,
 * whose round trip cost 0.5–1 ms a call under load (docs/performance.md), where the HMAC itself of a
 * token of a few hundred bytes takes microseconds. Issuing stays with hono/jwt `sign`.
 */
export class Hs256Verifier {
  readonly #key: KeyObject;

  constructor(secret: string) {
    this.#key = createSecretKey(Buffer.from(secret, "utf8"));
  }

  /**
   * The payload of a token signed with the secret whose header says HS256 (typ JWT or none, no crit),
   * else null. Only the canonical form is accepted: unpadded base64url, as tokens are issued. Its
   * claims (expiry, issue time) are the caller's to judge.
   */
  payloadOf(token: string): Record<string, unknown> | null {
    const parts = token.split(".");
    if (parts.length !== 3) return null;
    const [header, payload, signature] = parts as [string, string, string];
    const expected = createHmac("sha256", this.#key).update(`${header}.${payload}`).digest("base64url");
    const given = Buffer.from(signature, "utf8");
    if (given.length !== expected.length || !timingSafeEqual(given, Buffer.from(expected, "utf8")))
      return null;
    const head = decodedPart(header);
    if (head?.alg !== "HS256" || "crit" in head || !isJwtType(head.typ)) return null;
    return decodedPart(payload);
  }
}

const isJwtType = (typ: unknown) =>
  typ === undefined || (typeof typ === "string" && typ.toLowerCase().replace(/^application\//, "") === "jwt");

function decodedPart(part: string): Record<string, unknown> | null {
  if (!/^[A-Za-z0-9_-]+$/.test(part)) return null;
  try {
    const value: unknown = JSON.parse(Buffer.from(part, "base64url").toString("utf8"));
    return typeof value === "object" && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}
