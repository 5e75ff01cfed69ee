import { createHmac } from "node:crypto";
import { sign } from "hono/jwt";
import { describe, expect, it } from "vitest";
import { Hs256Verifier } from "./hs256.js";

const SECRET = "a-test-secret-of-at-least-thirty-two-characters";
const claims = { sub: "u1", gen: 3, jti: "t1", iat: 1_700_000_000, exp: 1_700_003_600 };
const verifier = new Hs256Verifier(SECRET);

const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");
/** A token with any header and payload, signed with HMAC-SHA256 as a forger holding `secret` would. */
const forged = (header: unknown, payload: unknown, secret = SECRET) => {
  const signed = `${part(header)}.${part(payload)}`;
  return `${signed}.${createHmac("sha256", secret).update(signed).digest("base64url")}`;
};

describe("Hs256Verifier", () => {
  it("answers the payload of a token hono/jwt signed with the secret", async () => {
    expect(verifier.payloadOf(await sign(claims, SECRET, "HS256"))).toEqual(claims);
    expect(verifier.payloadOf(forged({ alg: "HS256" }, claims))).toEqual(claims);
    expect(verifier.payloadOf(forged({ alg: "HS256", typ: "application/JWT" }, claims))).toEqual(claims);
  });

  it("refuses a token signed with another secret, or whose payload or signature was changed", async () => {
    const token = await sign(claims, SECRET, "HS256");
    const [header, payload, signature] = token.split(".") as [string, string, string];
    expect(verifier.payloadOf(await sign(claims, `${SECRET}x`, "HS256"))).toBeNull();
    expect(verifier.payloadOf(`${header}.${part({ ...claims, sub: "admin" })}.${signature}`)).toBeNull();
    const flipped = `${signature.slice(0, -2)}${signature.at(-2) === "A" ? "B" : "A"}${signature.at(-1)}`;
    expect(verifier.payloadOf(`${header}.${payload}.${flipped}`)).toBeNull();
    expect(verifier.payloadOf(`${header}.${payload}.${signature}=`)).toBeNull();
    expect(verifier.payloadOf(`${header}.${payload}`)).toBeNull();
    expect(verifier.payloadOf(`${token}.${signature}`)).toBeNull();
    expect(verifier.payloadOf("")).toBeNull();
  });

  it("refuses any algorithm but HS256, critical headers, other types and unsigned tokens", async () => {
    expect(verifier.payloadOf(await sign(claims, SECRET, "HS512"))).toBeNull();
    expect(verifier.payloadOf(forged({ alg: "HS384" }, claims))).toBeNull();
    expect(verifier.payloadOf(`${part({ alg: "none" })}.${part(claims)}.`)).toBeNull();
    expect(verifier.payloadOf(forged({ alg: "HS256", crit: ["exp"] }, claims))).toBeNull();
    expect(verifier.payloadOf(forged({ alg: "HS256", typ: "at+jwt" }, claims))).toBeNull();
  });

  it("refuses a signed payload that is not a JSON object", () => {
    expect(verifier.payloadOf(forged({ alg: "HS256" }, ["sub"]))).toBeNull();
    expect(verifier.payloadOf(forged({ alg: "HS256" }, "sub"))).toBeNull();
    expect(verifier.payloadOf(forged({ alg: "HS256" }, null))).toBeNull();
    expect(verifier.payloadOf(forged(["HS256"], claims))).toBeNull();
  });
});
