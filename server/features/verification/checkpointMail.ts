import { randomUUID } from "node:crypto";
import {
  type CheckpointMailed,
  type CheckpointMailReason,
  checkCheckpointMail,
  checkpointMailAggregate,
  checkpointMailText,
  type MonthlyCheckpointMailClaimed,
  monthlyMailClaimStream,
  monthlyMailDue,
  monthOf,
  recordCheckpointMail,
} from "../../../domain/ledger/checkpointMails.js";
import { NotFoundError } from "../../../domain/shared/errors.js";
import type { EventMetadataInput } from "../../../domain/shared/events.js";
import { execute, loadState } from "../../commands/execute.js";
import { type AppContext, systemMetadata } from "../../context.js";
import { ConcurrencyError } from "../../eventstore/EventStore.js";
import type { LedgerService } from "./ledgerService.js";

const HOUR_MS = 3_600_000;

export type CheckpointMailRecord = CheckpointMailed["data"] & { sentBy: string };

/**
 * Signs a checkpoint now and mails it to each address the company names for verification, through
 * the mailer the alerts use; records whom it reached and whom not (CheckpointMailed). Refused (409)
 * before anything is signed or sent when the company names no address, or the monthly mail of this
 * month already reached someone.
 */
export async function mailCheckpoint(
  ctx: AppContext,
  service: LedgerService,
  companyId: string,
  reason: CheckpointMailReason,
  metadata: EventMetadataInput,
): Promise<CheckpointMailed["data"]> {
  const company = ctx.readModels.state("companies").byId[companyId];
  if (!company) throw new NotFoundError("Company not found.");
  const addresses = company.verificationAddresses;
  const stream = checkpointMailAggregate.streamName(companyId);
  const { state } = await loadState(ctx, checkpointMailAggregate, stream);
  checkCheckpointMail(state, { addresses, reason, nowIso: ctx.now().toISOString() });

  const checkpoint = await service.makeCheckpoint(
    reason === "monthly" ? "monthly mail" : "mail on request",
    metadata.userId,
  );
  const { subject, text } = checkpointMailText(
    company.name,
    checkpoint,
    service.publishedKey.publicKey,
    reason,
  );
  const to: string[] = [];
  const failed: { address: string; error: string }[] = [];
  for (const address of addresses) {
    try {
      await ctx.mailer.send({ to: address, subject, text });
      to.push(address);
    } catch (error) {
      failed.push({ address, error: String((error as Error).message ?? error).slice(0, 300) });
      ctx.logger.warn("checkpoint mail failed", { to: address, error: String(error) });
    }
  }
  const { events } = await execute(
    ctx,
    checkpointMailAggregate,
    companyId,
    (current) =>
      recordCheckpointMail(current, {
        companyId,
        checkpoint,
        reason,
        sentAt: ctx.now().toISOString(),
        to,
        failed,
      }),
    { metadata },
  );
  return events[0]!.data as CheckpointMailed["data"];
}

/** The company's checkpoint mails, newest first, with who sent them (a user id, or "system"). */
export async function checkpointMailsOf(ctx: AppContext, companyId: string): Promise<CheckpointMailRecord[]> {
  const events = await ctx.store.readStream(checkpointMailAggregate.streamName(companyId));
  return events
    .map((e) => ({ ...(e.data as CheckpointMailed["data"]), sentBy: e.metadata.userId }))
    .reverse();
}

/** Sends the monthly mail of every company that names addresses and has not had this month's yet. */
export async function sendDueMonthlyMails(ctx: AppContext, service: LedgerService): Promise<number> {
  let sent = 0;
  const nowIso = ctx.now().toISOString();
  for (const company of Object.values(ctx.readModels.state("companies").byId)) {
    if (company.verificationAddresses.length === 0) continue;
    const { state } = await loadState(
      ctx,
      checkpointMailAggregate,
      checkpointMailAggregate.streamName(company.id),
    );
    if (!monthlyMailDue(state, nowIso)) continue;
    const metadata = { ...systemMetadata(randomUUID()), companyId: company.id };
    // Another process checking in the same moment may have claimed the month: then it sends, not this one.
    if (!(await claimMonthlyMail(ctx, company.id, monthOf(nowIso), metadata))) continue;
    await mailCheckpoint(ctx, service, company.id, "monthly", metadata);
    sent += 1;
  }
  return sent;
}

/**
 * Claims the company's monthly mail of `month` for this process, before anything is signed or sent:
 * the first event of the month's claim stream, appended only if that stream has none yet (one
 * transaction on SQLite and PostgreSQL alike, the stream-version rule of every append). False when
 * another process claimed it first. A process that dies between the claim and the mail loses that
 * month's mail: the page shows no monthly mail for it, and "Send a checkpoint now" covers it.
 */
export async function claimMonthlyMail(
  ctx: AppContext,
  companyId: string,
  month: string,
  metadata: EventMetadataInput,
): Promise<boolean> {
  const claim: MonthlyCheckpointMailClaimed = {
    type: "MonthlyCheckpointMailClaimed",
    data: { companyId, month },
  };
  try {
    await ctx.store.append(monthlyMailClaimStream(companyId, month), [claim], {
      expectedVersion: "no_stream",
      metadata,
    });
    return true;
  } catch (error) {
    if (error instanceof ConcurrencyError) return false;
    throw error;
  }
}

/**
 * Checks hourly (and once at start) whether a monthly mail is due, so it goes out in the first hour
 * of the month, or at the first start after it. Each server process checks; the record of the month
 * keeps a process from sending it again, and its claim (claimMonthlyMail) keeps two processes checking
 * in the same moment from both sending.
 */
export function startCheckpointMails(ctx: AppContext): { stop(): void } {
  const service = ctx.ledger?.ledger;
  if (!service) return { stop() {} };
  const run = () =>
    void sendDueMonthlyMails(ctx, service).catch((error: unknown) =>
      ctx.logger.error("monthly checkpoint mail failed", { error: String(error) }),
    );
  const first = setTimeout(run, 60_000);
  const timer = setInterval(run, HOUR_MS);
  first.unref();
  timer.unref();
  return {
    stop() {
      clearTimeout(first);
      clearInterval(timer);
    },
  };
}
