import { randomUUID } from "node:crypto";
import type { Actor } from "../../../domain/access/visibility.js";
import { accessGroupAggregate, removeUserFromAccessGroup } from "../../../domain/accessGroups/accessGroup.js";
import { ConflictError, ForbiddenError, NotFoundError } from "../../../domain/shared/errors.js";
import type { EventMetadataInput } from "../../../domain/shared/events.js";
import { entryOf } from "../../../domain/shared/records.js";
import { byName, normaliseEmail } from "../../../domain/shared/text.js";
import type { UserProfile } from "../../../domain/users/events.js";
import { mayCreateWithRole, userManagementAccess } from "../../../domain/users/permissions.js";
import type { CreateUserRequest, UpdateUserRequest } from "../../../domain/users/schemas.js";
import {
  clearApiKey,
  deleteUser,
  issueApiKey,
  registerUser,
  requestPasswordReset,
  setActingCompany,
  USER_NOT_FOUND,
  updateUserProfile,
  userAggregate,
} from "../../../domain/users/user.js";
import { findUserByEmail, type UserView } from "../../../projections/admin/users.js";
import { knownCompany } from "../../access/requestScope.js";
import { hashPassword } from "../../auth/passwords.js";
import { apiKeyHint, newApiKey, randomToken, sha256 } from "../../auth/secrets.js";
import { execute } from "../../commands/execute.js";
import type { AppContext } from "../../context.js";
import type { Session } from "../../http/env.js";
import { metadataOf } from "../../http/session.js";
import { welcomeMail } from "./welcomeMail.js";

export const USER_EMAIL_TAKEN = "A user with that email already exists.";

/** Registers a user; the e-mail must be unique ignoring case (checked and written under one lock). */
export async function registerUserCommand(
  ctx: AppContext,
  metadata: EventMetadataInput,
  input: { profile: UserProfile; password: string | null },
): Promise<string> {
  const userId = randomUUID();
  const passwordHash = input.password ? await hashPassword(input.password) : null;
  const email = input.profile.email ? normaliseEmail(input.profile.email) : null;
  const write = () =>
    execute(
      ctx,
      userAggregate,
      userId,
      (state) => {
        if (email && findUserByEmail(ctx.readModels.state("users"), email))
          throw new ConflictError(USER_EMAIL_TAKEN);
        return registerUser(state, { userId, profile: { ...input.profile, email }, passwordHash });
      },
      { metadata },
    );
  await (email ? ctx.uniqueness.run(`user-email:${email}`, write) : write());
  return userId;
}

/** Issues a new API key and answers it once; only its hash is stored. */
export async function issueApiKeyCommand(
  ctx: AppContext,
  metadata: EventMetadataInput,
  userId: string,
  options: { key?: string; previousKeyGraceHours?: number } = {},
): Promise<string> {
  const key = options.key ?? newApiKey();
  const grace = options.previousKeyGraceHours ?? 0;
  const previousKeyValidUntil =
    grace > 0 ? new Date(ctx.now().getTime() + grace * 3_600_000).toISOString() : null;
  await execute(
    ctx,
    userAggregate,
    userId,
    (state) =>
      issueApiKey(state, { userId, keyHash: sha256(key), hint: apiKeyHint(key), previousKeyValidUntil }),
    {
      metadata,
    },
  );
  return key;
}

export async function setActingCompanyCommand(
  ctx: AppContext,
  metadata: EventMetadataInput,
  userId: string,
  companyId: string,
): Promise<void> {
  knownCompany(ctx, companyId);
  await execute(ctx, userAggregate, userId, (state) => setActingCompany(state, { userId, companyId }), {
    metadata,
  });
}

/**
 * After a company is deleted, whoever was viewing as it acts for their own company again, or, for an
 * administrator of no company, for the first company by name: never for a company that is gone.
 */
export async function returnViewersOfDeletedCompany(
  ctx: AppContext,
  metadata: EventMetadataInput,
  deletedCompanyId: string,
): Promise<void> {
  const [firstCompany] = Object.values(ctx.readModels.state("companies").byId).sort((a, b) => byName(a, b));
  const viewers = Object.values(ctx.readModels.state("users").byId).filter(
    (u) => u.actingCompanyId === deletedCompanyId && u.companyId !== deletedCompanyId,
  );
  for (const viewer of viewers) {
    const fallback = viewer.companyId ?? firstCompany?.id;
    if (!fallback) continue;
    // The live channel moves the viewer's sockets to the new company's rooms as the change is folded.
    await setActingCompanyCommand(ctx, metadata, viewer.id, fallback);
  }
}

/** How long the "choose your password" link of a new user stays valid. */
export const WELCOME_TOKEN_TTL_MS = 72 * 60 * 60_000;

/**
 * Creates a user for the company the actor may manage (spec 1 §6: a super user in their own company
 * with roles User, SuperUser or ApiUser; an administrator any role in the company they act for, or
 * no company for a new administrator). Without a password the user is mailed a link to choose one.
 */
export async function createUserCommand(
  ctx: AppContext,
  session: Session,
  request: CreateUserRequest,
  publicBase: string,
): Promise<string> {
  const { actor } = session;
  if (!mayCreateWithRole(actor.role, request.role)) {
    throw new ForbiddenError(`You may not create a user with the role ${request.role}.`);
  }
  const companyId = companyForNewUser(ctx, actor, request);
  const profile: UserProfile = {
    name: request.name,
    email: request.email,
    title: request.title,
    phoneNumber: request.phoneNumber,
    role: request.role,
    companyId,
    daysBeforeDataOutdated: request.daysBeforeDataOutdated,
  };
  const metadata = metadataOf(session);
  const userId = await registerUserCommand(ctx, metadata, { profile, password: request.password });
  if (!request.password && profile.email && profile.role !== "ApiUser") {
    const token = randomToken();
    const expiresAt = new Date(ctx.now().getTime() + WELCOME_TOKEN_TTL_MS).toISOString();
    await execute(
      ctx,
      userAggregate,
      userId,
      (state) => requestPasswordReset(state, { userId, tokenHash: sha256(token), expiresAt }),
      { metadata },
    );
    await ctx.mailer.send(welcomeMail({ to: profile.email, name: profile.name, base: publicBase, token }));
  }
  return userId;
}

function companyForNewUser(ctx: AppContext, actor: Actor, request: CreateUserRequest): string | null {
  if (actor.role !== "Administrator") {
    if (request.companyId && request.companyId !== actor.companyId)
      throw new NotFoundError("Company not found.");
    return actor.companyId;
  }
  if (request.role === "Administrator") {
    if (request.companyId) knownCompany(ctx, request.companyId);
    return request.companyId;
  }
  return knownCompany(ctx, request.companyId ?? actor.companyId).id;
}

/** The user record an actor may manage, or the right refusal: 404 outside their reach, 403 within it. */
export function manageableUser(ctx: AppContext, actor: Actor, userId: string): UserView {
  const user = entryOf(ctx.readModels.state("users").byId, userId);
  if (!user) throw new NotFoundError(USER_NOT_FOUND);
  const access = userManagementAccess(actor, user);
  if (access === "notFound") throw new NotFoundError(USER_NOT_FOUND);
  if (access === "forbidden") throw new ForbiddenError("You do not have permission to manage this user.");
  return user;
}

/** PUT /Users/Put: anyone may edit their own profile; super users and administrators those they manage. */
export async function updateUserCommand(ctx: AppContext, session: Session, request: UpdateUserRequest) {
  const { actor } = session;
  if (request.id !== actor.userId) manageableUser(ctx, actor, request.id);
  else if (!entryOf(ctx.readModels.state("users").byId, request.id)) throw new NotFoundError(USER_NOT_FOUND);
  await execute(
    ctx,
    userAggregate,
    request.id,
    (state) =>
      updateUserProfile(state, {
        userId: request.id,
        actorRole: actor.role,
        requestedEmail: request.email ?? null,
        changes: {
          name: request.name,
          title: request.title,
          phoneNumber: request.phoneNumber,
          role: request.role,
          daysBeforeDataOutdated: request.daysBeforeDataOutdated,
        },
      }),
    {
      metadata: metadataOf(session),
      ...(request.version !== null && request.version !== undefined
        ? { expectedVersion: request.version }
        : {}),
    },
  );
}

/** Removes a user: first from every access group (so the groups' own history says so), then the user. */
export async function deleteUserCommand(ctx: AppContext, session: Session, userId: string) {
  manageableUser(ctx, session.actor, userId);
  if (userId === session.user.id) throw new ConflictError("You cannot remove your own account.");
  const metadata = metadataOf(session);
  for (const group of Object.values(ctx.readModels.state("accessGroups").byId)) {
    if (!group.userIds.includes(userId)) continue;
    await execute(
      ctx,
      accessGroupAggregate,
      group.id,
      (s) => removeUserFromAccessGroup(s, { groupId: group.id, userId }),
      { metadata },
    );
  }
  await execute(ctx, userAggregate, userId, (s) => deleteUser(s, { userId, actorUserId: session.user.id }), {
    metadata,
  });
}

export const clearApiKeyCommand = (ctx: AppContext, metadata: EventMetadataInput, userId: string) =>
  execute(ctx, userAggregate, userId, (s) => clearApiKey(s, { userId }), { metadata });
