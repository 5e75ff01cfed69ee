import { getConnInfo } from "@hono/node-server/conninfo";
import { type Context, Hono } from "hono";
import {
  changePasswordRequest,
  loginRequest,
  lostPasswordRequest,
  resetPasswordRequest,
} from "../../../domain/auth/schemas.js";
import { ForbiddenError, UnauthorizedError, ValidationError } from "../../../domain/shared/errors.js";
import { normaliseEmail } from "../../../domain/shared/text.js";
import {
  changePassword,
  RESET_LINK_INVALID,
  requestPasswordReset,
  resetPassword,
  userAggregate,
} from "../../../domain/users/user.js";
import { findUserByEmail } from "../../../projections/admin/users.js";
import { DUMMY_PASSWORD_HASH, hashPassword, verifyPassword } from "../../auth/passwords.js";
import { randomToken, sha256 } from "../../auth/secrets.js";
import { execute } from "../../commands/execute.js";
import { loadAggregate } from "../../commands/load.js";
import { type AppContext, systemMetadata } from "../../context.js";
import type { AppEnv } from "../../http/env.js";
import { metadataOf, requireSession, resolveUser } from "../../http/session.js";
import { parseBody } from "../../http/validate.js";
import { resetPasswordMail } from "./resetPasswordMail.js";

export const WRONG_CREDENTIALS = "The username or password is incorrect.";
export const RESET_MAIL_SENT =
  "If an account exists for that e-mail address, we have sent it a link to choose a new password. The link is valid for one hour.";
export const RESET_TOKEN_TTL_MS = 60 * 60_000;

const clientAddress = (c: Context): string => {
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    return "unknown";
  }
};

export function authRoutes(ctx: AppContext) {
  const app = new Hono<AppEnv>();

  app.post("/Authenticate", async (c) => {
    const { username, password } = await parseBody(c, loginRequest);
    const userKey = normaliseEmail(username);
    const addressKey = clientAddress(c);
    const now = ctx.now().getTime();
    ctx.throttle.user.check([userKey], now);
    ctx.throttle.address.check([addressKey], now);
    const user = findUserByEmail(ctx.readModels.state("users"), username);
    const state = user ? await loadAggregate(ctx.store, userAggregate, user.id) : null;
    const ok = await verifyPassword(password, state?.passwordHash ?? DUMMY_PASSWORD_HASH);
    if (!user || !ok || user.role === "ApiUser") {
      ctx.throttle.user.recordFailure([userKey], now);
      ctx.throttle.address.recordFailure([addressKey], now);
      throw new UnauthorizedError(WRONG_CREDENTIALS);
    }
    ctx.throttle.user.recordSuccess(userKey);
    ctx.activity.touch(user.id, ctx.now());
    return c.json(await ctx.tokens.issue(user.id, user.role, ctx.now()));
  });

  app.get("/Authenticate/TokenCheck", async (c) => {
    const bearer = c.req.header("authorization")?.match(/^Bearer\s+(.+)$/i)?.[1];
    const user = await resolveUser(ctx, { bearer });
    if (!user) throw new UnauthorizedError("Your session has expired. Please sign in again.");
    return c.json({ valid: true });
  });

  app.post("/Account/LostPassword", async (c) => {
    const { Email } = await parseBody(c, lostPasswordRequest);
    const user = findUserByEmail(ctx.readModels.state("users"), Email);
    if (user?.email) {
      const token = randomToken();
      const expiresAt = new Date(ctx.now().getTime() + RESET_TOKEN_TTL_MS).toISOString();
      const outcome = await execute(
        ctx,
        userAggregate,
        user.id,
        (state) => requestPasswordReset(state, { userId: user.id, tokenHash: sha256(token), expiresAt }),
        { metadata: systemMetadata(c.get("correlationId")) },
      );
      if (outcome.events.length > 0) {
        const base = ctx.config.PUBLIC_URL ?? new URL(c.req.url).origin;
        await ctx.mailer.send(resetPasswordMail({ to: user.email, name: user.name, base, token }));
      }
    }
    return c.json({ message: RESET_MAIL_SENT });
  });

  app.post("/Account/ResetPassword", async (c) => {
    const { Username, Token, Password } = await parseBody(c, resetPasswordRequest);
    const user = findUserByEmail(ctx.readModels.state("users"), Username);
    if (!user) throw new ValidationError(RESET_LINK_INVALID);
    const passwordHash = await hashPassword(Password);
    await execute(
      ctx,
      userAggregate,
      user.id,
      (state) =>
        resetPassword(state, {
          userId: user.id,
          tokenHash: sha256(Token),
          now: ctx.now().toISOString(),
          newPasswordHash: passwordHash,
        }),
      { metadata: systemMetadata(c.get("correlationId")) },
    );
    ctx.throttle.user.recordSuccess(normaliseEmail(Username));
    return c.json({ message: "Your password has been changed. You can now log in with it." });
  });

  app.post("/Account/ChangePassword", requireSession(ctx), async (c) => {
    const session = c.get("session");
    const { Username, CurrentPassword, NewPassword } = await parseBody(c, changePasswordRequest);
    if (!session.user.email || normaliseEmail(Username) !== normaliseEmail(session.user.email)) {
      throw new ForbiddenError("You can only change your own password.");
    }
    const state = await loadAggregate(ctx.store, userAggregate, session.user.id);
    const currentPasswordMatches = await verifyPassword(CurrentPassword, state.passwordHash);
    const newPasswordHash = await hashPassword(NewPassword);
    await execute(
      ctx,
      userAggregate,
      session.user.id,
      (s) => changePassword(s, { userId: session.user.id, currentPasswordMatches, newPasswordHash }),
      { metadata: metadataOf(session) },
    );
    return c.json({ message: "Your password has been changed." });
  });

  return app;
}
