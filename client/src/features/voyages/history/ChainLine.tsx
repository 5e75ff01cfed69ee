import { useTheme } from "@emotion/react";
import type { ChainStatus } from "../../../../../domain/ledger/streamChain";
import { humanizeAuditType } from "../logic/auditDiff";
import { formatDayTime } from "../logic/formats";

const utc = (iso: string) => `${formatDayTime(iso)} UTC`;

/** The sentence for a chain status; the key's fingerprint is shown apart, whole, to compare. */
export function chainSentence(status: ChainStatus): string {
  const { checkpoint, broken } = status;
  const later =
    status.pending > 0
      ? `; ${status.pending} later event${status.pending === 1 ? "" : "s"} await the next checkpoint`
      : "";
  if (status.state === "intact" && checkpoint)
    return `Verified: ${status.events} event${status.events === 1 ? "" : "s"} of the vessel's voyage log, chain intact, checkpoint of ${utc(checkpoint.time)}${later}`;
  if (status.state === "unchecked")
    return status.problem ?? `Not verified yet: no checkpoint covers this vessel's voyage log yet${later}`;
  if (broken)
    return `Chain broken at ${humanizeAuditType(broken.type)} (version ${broken.version}, recorded ${utc(broken.recordedAt)}): ${broken.reason}`;
  return `Chain broken: ${status.problem ?? "the log does not match its checkpoint"}`;
}

/** One line above the trail: whether the log still is what the latest signed checkpoint vouches for. */
export function ChainLine({ status, failed }: { status: ChainStatus | null; failed: string | null }) {
  const theme = useTheme();
  if (failed)
    return (
      <small css={{ color: theme.color.textMuted }} data-testid="history-chain" data-state="failed">
        {failed}
      </small>
    );
  if (!status)
    return (
      <small css={{ color: theme.color.textMuted }} data-testid="history-chain" data-state="loading">
        Checking the voyage's events against the signed checkpoint…
      </small>
    );
  const tone =
    status.state === "intact"
      ? theme.color.success
      : status.state === "broken"
        ? theme.color.danger
        : theme.color.textMuted;
  const icon =
    status.state === "intact"
      ? "pi pi-verified"
      : status.state === "broken"
        ? "pi pi-times-circle"
        : "pi pi-clock";
  return (
    <div
      data-testid="history-chain"
      data-state={status.state}
      css={{
        display: "flex",
        gap: 8,
        alignItems: "flex-start",
        padding: "8px 12px",
        borderRadius: 8,
        borderLeft: `4px solid ${tone}`,
        background: status.state === "broken" ? theme.color.dangerSoft : theme.color.surfaceMuted,
        color: theme.color.text,
        fontSize: "0.9rem",
      }}
    >
      <i className={icon} css={{ color: tone, marginTop: 2 }} aria-hidden />
      <div css={{ minWidth: 0 }}>
        <div>{chainSentence(status)}</div>
        {status.checkpoint && (
          <small css={{ color: theme.color.textMuted, overflowWrap: "anywhere" }}>
            key <code data-testid="history-chain-key">{status.checkpoint.keyFingerprint}</code>
          </small>
        )}
      </div>
    </div>
  );
}
