import { z } from "zod";
import { CHECKPOINT_MAIL_REASONS } from "./checkpointMails.js";

const checkpoint = z.object({
  treeSize: z.number().int(),
  rootHash: z.string(),
  time: z.string(),
  keyFingerprint: z.string(),
  signature: z.string(),
});

export const checkpointMailAnswer = z.object({
  checkpoint,
  reason: z.enum(CHECKPOINT_MAIL_REASONS),
  month: z.string().nullable(),
  sentAt: z.string(),
  to: z.array(z.string()),
  failed: z.array(z.object({ address: z.string(), error: z.string() })),
  /** Who sent it: the user's name, or "Keelson (monthly)" for the scheduled mail. */
  sentBy: z.string(),
});
export type CheckpointMailAnswer = z.infer<typeof checkpointMailAnswer>;

/** GET /Verification/Company: the acting company's verification page. */
export const companyVerificationAnswer = z.object({
  companyId: z.string(),
  companyName: z.string(),
  /** Who receives the checkpoints; send `version` back to change them (409 when stale). */
  addresses: z.array(z.string()),
  version: z.number().int(),
  key: z.object({ publicKey: z.string(), fingerprint: z.string() }),
  /** Checkpoints signed, newest first (the latest `checkpoints.length` of `checkpointsTotal`). */
  checkpoints: z.array(checkpoint.extend({ reason: z.string() })),
  checkpointsTotal: z.number().int(),
  /** Checkpoint mails of the company, newest first. */
  mails: z.array(checkpointMailAnswer),
  /** When the next monthly mail is due (the first of next month, or now when this month's is still due). */
  nextMonthlyMail: z.string().nullable(),
});
export type CompanyVerificationAnswer = z.infer<typeof companyVerificationAnswer>;

/** GET /Verification/Keys: a signing key the deployment has used, cross-signed by the one before it. */
export const keyIntroductionAnswer = z.object({
  publicKey: z.string(),
  fingerprint: z.string(),
  introducedAt: z.string(),
  previousFingerprint: z.string().nullable(),
  /** Hexadecimal signature of the key statement by the previous key; null for the first key. */
  previousKeySignature: z.string().nullable(),
});
