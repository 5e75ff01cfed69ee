import { describe, expect, it } from "vitest";
import { foldEvents } from "../shared/decider.js";
import {
  CHECKPOINT_MAIL_MESSAGES,
  checkCheckpointMail,
  checkpointMailAggregate,
  checkpointMailText,
  recordCheckpointMail,
} from "./checkpointMails.js";

const checkpoint = {
  treeSize: 420,
  rootHash: "aa".repeat(32),
  time: "2026-11-01T00:05:00.000Z",
  keyFingerprint: "bb".repeat(32),
  signature: "cc".repeat(64),
};
const mail = (
  reason: "monthly" | "on request",
  sentAt: string,
  to: string[],
  state = checkpointMailAggregate.initialState,
) => recordCheckpointMail(state, { companyId: "c1", checkpoint, reason, sentAt, to, failed: [] });

describe("checkpoint mails", () => {
  it("a monthly mail that reached someone is not due again that month, and is due the next", () => {
    const state = foldEvents(
      checkpointMailAggregate,
      mail("monthly", "2026-11-01T00:05:00.000Z", ["v@x.no"]),
    );
    const check = (nowIso: string) => () =>
      checkCheckpointMail(state, { addresses: ["v@x.no"], reason: "monthly", nowIso });
    expect(check("2026-11-30T23:00:00.000Z")).toThrow(CHECKPOINT_MAIL_MESSAGES.monthSent("2026-11"));
    expect(check("2026-12-01T00:00:00.000Z")).not.toThrow();
    // On request is always allowed.
    expect(() =>
      checkCheckpointMail(state, {
        addresses: ["v@x.no"],
        reason: "on request",
        nowIso: "2026-11-30T00:00:00Z",
      }),
    ).not.toThrow();
  });

  it("a monthly mail that reached nobody stays due", () => {
    const events = recordCheckpointMail(checkpointMailAggregate.initialState, {
      companyId: "c1",
      checkpoint,
      reason: "monthly",
      sentAt: "2026-11-01T00:05:00.000Z",
      to: [],
      failed: [{ address: "v@x.no", error: "550 no such user" }],
    });
    expect(foldEvents(checkpointMailAggregate, events).monthsSent).toEqual([]);
  });

  it("refuses to send without addresses", () => {
    expect(() =>
      checkCheckpointMail(checkpointMailAggregate.initialState, {
        addresses: [],
        reason: "on request",
        nowIso: "2026-11-01T00:00:00Z",
      }),
    ).toThrow(CHECKPOINT_MAIL_MESSAGES.noAddresses);
  });

  it("keeps a raced second monthly mail, recorded as on request", () => {
    const state = foldEvents(
      checkpointMailAggregate,
      mail("monthly", "2026-11-01T00:05:00.000Z", ["v@x.no"]),
    );
    const [second] = mail("monthly", "2026-11-01T00:06:00.000Z", ["v@x.no"], state);
    expect(second!.data).toMatchObject({ reason: "on request", month: null });
  });

  it("writes the signed statement's lines into the mail", () => {
    const { subject, text } = checkpointMailText("Nordic Bulk AS", checkpoint, "dd".repeat(32), "monthly");
    expect(subject).toContain("420 events");
    expect(text).toContain(
      `keelson-checkpoint/1\ntree-size 420\nroot ${checkpoint.rootHash}\ntime ${checkpoint.time}\nkey ${checkpoint.keyFingerprint}\n`,
    );
    expect(text).toContain("?since=420");
  });
});
