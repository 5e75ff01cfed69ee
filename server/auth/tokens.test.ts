import { sign } from "hono/jwt";
import { describe, expect, it } from "vitest";
import { TokenService } from "./tokens.js";

const SECRET = "a-test-secret-of-at-least-thirty-two-characters";
// The tests issue at the real time (whole seconds); the service judges times by its own clock.
const NOW = new Date(Math.floor(Date.now() / 1000) * 1000);
const service = () => new TokenService(SECRET, 12, () => NOW);
const user = { id: "u1", role: "User" as const, sessionGeneration: 3 };
const iat = Math.floor(NOW.getTime() / 1000);
const claims = { sub: "u1", role: "User", gen: 3, jti: "t1", rem: true, iat };

describe("TokenService", () => {
  it("issues a token carrying the user's session generation and a token id, valid for the lifetime", async () => {
    const issued = await service().issue(user, false, NOW);
    expect(issued.claims).toMatchObject({ sub: "u1", gen: 3, rem: false, exp: iat + 12 * 3600 });
    expect(issued.expiry).toBe(new Date(NOW.getTime() + 12 * 3600_000).toISOString());
    expect(await service().verify(issued.access)).toMatchObject({ sub: "u1", jti: issued.claims.jti });
  });

  it("refuses a signed token without an expiry or with one beyond the configured lifetime", async () => {
    expect(
      await service().verify(await sign({ ...claims, exp: iat + 3600 }, SECRET, "HS256")),
    ).not.toBeNull();
    expect(await service().verify(await sign(claims, SECRET, "HS256"))).toBeNull();
    expect(
      await service().verify(await sign({ ...claims, exp: iat + 12 * 3600 + 1 }, SECRET, "HS256")),
    ).toBeNull();
    expect(await service().verify(await sign({ ...claims, exp: 4_102_444_800 }, SECRET, "HS256"))).toBeNull();
  });

  it("refuses tokens issued in the future, without a generation or token id, or signed with another secret", async () => {
    const exp = iat + 3600;
    const future = { ...claims, iat: iat + 3600, exp: iat + 7200 };
    expect(await service().verify(await sign(future, SECRET, "HS256"))).toBeNull();
    const { gen: _, ...withoutGen } = claims;
    expect(await service().verify(await sign({ ...withoutGen, exp }, SECRET, "HS256"))).toBeNull();
    const { jti: __, ...withoutJti } = claims;
    expect(await service().verify(await sign({ ...withoutJti, exp }, SECRET, "HS256"))).toBeNull();
    expect(await service().verify(await sign({ ...claims, exp }, `${SECRET}x`, "HS256"))).toBeNull();
  });

  it("judges times by its clock: expired once the clock passes exp, another process's clock a little ahead tolerated", async () => {
    const issued = await service().issue(user, false, NOW);
    const at = (seconds: number) =>
      new TokenService(SECRET, 12, () => new Date(NOW.getTime() + seconds * 1000));
    expect(await at(12 * 3600 - 1).verify(issued.access)).not.toBeNull();
    expect(await at(12 * 3600).verify(issued.access)).toBeNull();
    expect(await at(-30).verify(issued.access)).not.toBeNull();
    expect(await at(-90).verify(issued.access)).toBeNull();
  });

  it("refuses a token valid only later (nbf) or with an nbf that is not a time", async () => {
    const exp = iat + 3600;
    expect(await service().verify(await sign({ ...claims, exp, nbf: iat }, SECRET, "HS256"))).not.toBeNull();
    expect(
      await service().verify(await sign({ ...claims, exp, nbf: iat + 600 }, SECRET, "HS256")),
    ).toBeNull();
    // A signed payload whose nbf is text, which hono's types would not let a caller write.
    const textNbf = { ...claims, exp, nbf: "now" as unknown as number };
    expect(await service().verify(await sign(textNbf, SECRET, "HS256"))).toBeNull();
  });

  it("derives a different anti-CSRF token per session, only with the secret", () => {
    const a = service().csrfTokenFor({ jti: "a" });
    expect(a).toBe(service().csrfTokenFor({ jti: "a" }));
    expect(a).not.toBe(service().csrfTokenFor({ jti: "b" }));
    expect(a).not.toBe(new TokenService(`${SECRET}x`, 12).csrfTokenFor({ jti: "a" }));
  });
});
