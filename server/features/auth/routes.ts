import { Hono } from "hono";
import {
  changePasswordRequest,
  loginRequest,
  lostPasswordRequest,
  messageAnswer,
  resetPasswordRequest,
  signInAnswer,
  tokenCheckAnswer,
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
import { clientAddress } from "../../http/clientAddress.js";
import type { AppEnv } from "../../http/env.js";
import { apiDocs } from "../../http/openapi.js";
import { authenticate, checkCsrf, credentialsOf, metadataOf, requireSession } from "../../http/session.js";
import { CSRF_HEADER, clearSessionCookies, setSessionCookies } from "../../http/sessionCookies.js";
import { parseBody } from "../../http/validate.js";
import { resetPasswordMail } from "./resetPasswordMail.js";
import { signOutCommand } from "./signOut.js";

export const WRONG_CREDENTIALS = "The username or password is incorrect.";
export const RESET_MAIL_SENT =
  "If an account exists for that e-mail address, we have sent it a link to choose a new password. The link is valid for one hour.";
export const RESET_TOKEN_TTL_MS = 60 * 60_000;

const doc = apiDocs("Authentication");

export function authRoutes(ctx: AppContext) {
  const app = new Hono<AppEnv>();

  /**
   * Answers the token pair (spec 1) for API clients and sets the browser session cookies; the
   * browser client reads neither token from the answer.
   */
  app.post(
    "/Authenticate",
    doc({
      summary: "Sign in: answers {access, expiry}, the bearer token (and sets the browser's session cookies)",
      body: loginRequest,
      response: signInAnswer,
      public: true,
    }),
    async (c) => {
      const { username, password, rememberMe } = await parseBody(c, loginRequest);
      const userKey = normaliseEmail(username);
      const address = clientAddress(c, ctx.config.TRUSTED_PROXY_HOPS);
      ctx.throttle.checkSignIn(userKey, address, ctx.now().getTime());
      const user = findUserByEmail(ctx.readModels.state("users"), username);
      const state = user ? await loadAggregate(ctx.store, userAggregate, user.id) : null;
      const ok = await verifyPassword(password, state?.passwordHash ?? DUMMY_PASSWORD_HASH);
      if (!user || !ok || user.role === "ApiUser") {
        ctx.throttle.signInFailed(userKey, address, ctx.now().getTime());
        throw new UnauthorizedError(WRONG_CREDENTIALS);
      }
      ctx.throttle.signInSucceeded(userKey, address, ctx.now().getTime());
      ctx.activity.touch(user.id, ctx.now());
      const issued = await ctx.tokens.issue(user, rememberMe ?? true, ctx.now());
      setSessionCookies(c, ctx.tokens, issued);
      return c.json({ access: issued.access, expiry: issued.expiry });
    },
  );

  app.get(
    "/Authenticate/TokenCheck",
    doc({ summary: "Whether the caller's token or key is still valid", response: tokenCheckAnswer }),
    requireSession(ctx),
    (c) => c.json({ valid: true }),
  );

  /**
   * Ends the session the call came with: the token is revoked (in every process) and the browser's
   * cookies are cleared. Clears the cookies even when the session had already ended.
   */
  app.post(
    "/Authenticate/Logout",
    doc({
      summary: "Sign out: revokes the bearer token or cookie session the call carries, if any",
      status: 204,
      public: true,
    }),
    async (c) => {
      const credentials = credentialsOf({
        authorization: c.req.header("authorization"),
        cookie: c.req.header("cookie"),
      });
      const found = await authenticate(ctx, credentials);
      if (found?.claims && credentials) {
        // A live session is only ended by its own page or API client.
        if (credentials.kind === "cookie") checkCsrf(ctx, found.claims, c.req.header(CSRF_HEADER));
        await signOutCommand(ctx, found.user, found.claims, c.get("correlationId"));
      }
      clearSessionCookies(c);
      return c.body(null, 204);
    },
  );

  app.post(
    "/Account/LostPassword",
    doc({
      summary: "Mail a password reset link (the answer never says whether the account exists)",
      body: lostPasswordRequest,
      response: messageAnswer,
      public: true,
    }),
    async (c) => {
      const { Email } = await parseBody(c, lostPasswordRequest);
      const now = ctx.now().getTime();
      ctx.throttle.checkResetRequest(clientAddress(c, ctx.config.TRUSTED_PROXY_HOPS), now);
      const user = findUserByEmail(ctx.readModels.state("users"), Email);
      // Past the hourly limit of mails per account the answer stays the same, so it reveals nothing.
      if (user?.email && ctx.throttle.mayMailReset(user.id, now)) {
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
    },
  );

  app.post(
    "/Account/ResetPassword",
    doc({
      summary: "Choose a new password with a reset link's token",
      body: resetPasswordRequest,
      response: messageAnswer,
      public: true,
    }),
    async (c) => {
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
      ctx.throttle.passwordReset(normaliseEmail(Username));
      return c.json({ message: "Your password has been changed. You can now log in with it." });
    },
  );

  app.post(
    "/Account/ChangePassword",
    doc({
      summary: "Change the caller's own password",
      body: changePasswordRequest,
      response: messageAnswer,
    }),
    requireSession(ctx),
    async (c) => {
      const session = c.get("session");
      const { Username, CurrentPassword, NewPassword } = await parseBody(c, changePasswordRequest);
      if (!session.user.email || normaliseEmail(Username) !== normaliseEmail(session.user.email)) {
        throw new ForbiddenError("You can only change your own password.");
      }
      const address = clientAddress(c, ctx.config.TRUSTED_PROXY_HOPS);
      ctx.throttle.checkChangePassword(session.user.id, address, ctx.now().getTime());
      const state = await loadAggregate(ctx.store, userAggregate, session.user.id);
      const currentPasswordMatches = await verifyPassword(CurrentPassword, state.passwordHash);
      if (!currentPasswordMatches)
        ctx.throttle.changePasswordFailed(session.user.id, address, ctx.now().getTime());
      const newPasswordHash = await hashPassword(NewPassword);
      await execute(
        ctx,
        userAggregate,
        session.user.id,
        (s) => changePassword(s, { userId: session.user.id, currentPasswordMatches, newPasswordHash }),
        { metadata: metadataOf(session) },
      );
      // Every earlier token of the user is now refused; the browser that made the change stays signed in.
      if (session.token?.via === "cookie") {
        const user = ctx.readModels.state("users").byId[session.user.id];
        if (user) setSessionCookies(c, ctx.tokens, await ctx.tokens.issue(user, session.token.claims.rem));
      }
      return c.json({ message: "Your password has been changed." });
    },
  );

  return app;
}
