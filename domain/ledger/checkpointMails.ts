import type { Aggregate } from "../shared/decider.js";
import { ConflictError } from "../shared/errors.js";
import type { DomainEvent } from "../shared/events.js";
import type { SignedCheckpoint } from "./checkpoint.js";

export const CHECKPOINT_MAIL_REASONS = ["monthly", "on request"] as const;
export type CheckpointMailReason = (typeof CHECKPOINT_MAIL_REASONS)[number];

/**
 * A signed checkpoint mailed to the addresses a company names for verification: whom it reached
 * (`to`) and whom not (`failed`, with the mail system's answer). `month` (YYYY-MM, UTC) marks the
 * monthly mail, sent once a month.
 */
export type CheckpointMailed = DomainEvent<
  "CheckpointMailed",
  {
    companyId: string;
    checkpoint: SignedCheckpoint;
    reason: CheckpointMailReason;
    month: string | null;
    sentAt: string;
    to: string[];
    failed: { address: string; error: string }[];
  }
>;

export interface CheckpointMailState {
  /** Months (YYYY-MM) whose monthly mail reached at least one address. */
  monthsSent: string[];
}

export const checkpointMailAggregate: Aggregate<CheckpointMailState, CheckpointMailed> = {
  streamName: (companyId) => `checkpoint-mails-${companyId}`,
  initialState: { monthsSent: [] },
  evolve(state, event) {
    const { month, to } = event.data;
    return month !== null && to.length > 0 ? { monthsSent: [...state.monthsSent, month] } : state;
  },
};

/**
 * The claim of a month's monthly mail of a company, the first and only event of its stream
 * (monthlyMailClaimStream): appended with "no stream yet" as the expected version, so of several
 * processes checking in the same moment exactly one claims it and sends; the others' appends conflict.
 */
export type MonthlyCheckpointMailClaimed = DomainEvent<
  "MonthlyCheckpointMailClaimed",
  { companyId: string; month: string }
>;

/** One stream per company and month (YYYY-MM, UTC): its first event claims that month's monthly mail. */
export const monthlyMailClaimStream = (companyId: string, month: string): string =>
  `checkpoint-mail-claims-${companyId}-${month}`;

export const CHECKPOINT_MAIL_MESSAGES = {
  noAddresses:
    "The company names no addresses for verification: add at least one before sending checkpoints.",
  monthSent: (month: string) => `The checkpoint mail of ${month} was already sent.`,
} as const;

/** The UTC month (YYYY-MM) of an instant. */
export const monthOf = (iso: string): string => iso.slice(0, 7);

/** Whether the monthly mail is still due at `nowIso` (none of this month reached anyone yet). */
export const monthlyMailDue = (state: CheckpointMailState, nowIso: string): boolean =>
  !state.monthsSent.includes(monthOf(nowIso));

/** Refusals decided before anything is mailed: no addresses, or a monthly mail already sent. */
export function checkCheckpointMail(
  state: CheckpointMailState,
  command: { addresses: readonly string[]; reason: CheckpointMailReason; nowIso: string },
): void {
  if (command.addresses.length === 0) throw new ConflictError(CHECKPOINT_MAIL_MESSAGES.noAddresses);
  if (command.reason === "monthly" && !monthlyMailDue(state, command.nowIso))
    throw new ConflictError(CHECKPOINT_MAIL_MESSAGES.monthSent(monthOf(command.nowIso)));
}

/** Records a mailing that has been attempted: every address either in `to` or in `failed`. */
export function recordCheckpointMail(
  state: CheckpointMailState,
  command: {
    companyId: string;
    checkpoint: SignedCheckpoint;
    reason: CheckpointMailReason;
    sentAt: string;
    to: readonly string[];
    failed: readonly { address: string; error: string }[];
  },
): CheckpointMailed[] {
  const month = command.reason === "monthly" ? monthOf(command.sentAt) : null;
  // A second monthly mail that raced this one is kept as an on-request one, never dropped: it was sent.
  const duplicate = month !== null && !monthlyMailDue(state, command.sentAt);
  return [
    {
      type: "CheckpointMailed",
      data: {
        companyId: command.companyId,
        checkpoint: command.checkpoint,
        reason: duplicate ? "on request" : command.reason,
        month: duplicate ? null : month,
        sentAt: command.sentAt,
        to: [...command.to],
        failed: command.failed.map((f) => ({ ...f })),
      },
    },
  ];
}

/** The mail's text: the checkpoint as signed, and how a verifier uses it. */
export function checkpointMailText(
  companyName: string,
  checkpoint: SignedCheckpoint,
  publicKey: string,
  reason: CheckpointMailReason,
): { subject: string; text: string } {
  const when =
    reason === "monthly" ? `the monthly checkpoint of ${monthOf(checkpoint.time)}` : "a checkpoint";
  return {
    subject: `Keelson: signed checkpoint of the event log, ${checkpoint.treeSize} events (${checkpoint.time.slice(0, 10)})`,
    text: [
      `This is ${when} of Keelson's tamper-evident event log, sent to the addresses ${companyName} named for verification.`,
      "Keep this mail: it lets you prove later that history you have seen was not rewritten.",
      "",
      "keelson-checkpoint/1",
      `tree-size ${checkpoint.treeSize}`,
      `root ${checkpoint.rootHash}`,
      `time ${checkpoint.time}`,
      `key ${checkpoint.keyFingerprint}`,
      `signature ${checkpoint.signature}`,
      `public key ${publicKey}`,
      "",
      "How to use it:",
      `- A voyage's verification package names the key that signed it: compare its fingerprint with ${checkpoint.keyFingerprint}.`,
      `- Ask for a package with ?since=${checkpoint.treeSize}: its consistency proof shows the log still extends this one; compare its consistency.from.rootHash with the root above.`,
      "- The signature covers the five lines from keelson-checkpoint/1 to key (each ending in a line feed), Ed25519.",
    ].join("\n"),
  };
}
