import { randomUUID } from "node:crypto";
import { ConflictError, NotFoundError } from "../../../domain/shared/errors.js";
import type { EventMetadataInput } from "../../../domain/shared/events.js";
import { normaliseEmail } from "../../../domain/shared/text.js";
import type { UserProfile } from "../../../domain/users/events.js";
import { issueApiKey, registerUser, setActingCompany, userAggregate } from "../../../domain/users/user.js";
import { findUserByEmail } from "../../../projections/admin/users.js";
import { hashPassword } from "../../auth/passwords.js";
import { apiKeyHint, newApiKey, sha256 } from "../../auth/secrets.js";
import { execute } from "../../commands/execute.js";
import type { AppContext } from "../../context.js";

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
  key: string = newApiKey(),
): Promise<string> {
  await execute(
    ctx,
    userAggregate,
    userId,
    (state) => issueApiKey(state, { userId, keyHash: sha256(key), hint: apiKeyHint(key) }),
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
  if (!ctx.readModels.state("companies").byId[companyId]) throw new NotFoundError("Company not found.");
  await execute(ctx, userAggregate, userId, (state) => setActingCompany(state, { userId, companyId }), {
    metadata,
  });
}
