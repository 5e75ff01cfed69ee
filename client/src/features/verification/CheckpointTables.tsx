import { Column } from "primereact/column";
import { DataTable } from "primereact/datatable";
import type { CheckpointMailAnswer, CompanyVerificationAnswer } from "../../../../domain/ledger/answers";
import { formatUtc } from "../../shared/format/formatUtc";
import { TableCard } from "../../shared/table/TableCard";

const utc = (iso: string) => `${formatUtc(iso)} UTC`;
const Hash = ({ hex }: { hex: string }) => (
  <code title={hex} css={{ fontSize: "0.82rem" }}>
    {hex.slice(0, 16)}…
  </code>
);

const recipients = (mail: CheckpointMailAnswer) => (
  <div css={{ display: "grid", gap: 2, whiteSpace: "normal" }}>
    {mail.to.map((address) => (
      <span key={address}>{address}</span>
    ))}
    {mail.failed.map((f) => (
      <span key={f.address} css={(t) => ({ color: t.color.danger })} data-testid="checkpoint-mail-failed">
        {f.address}: not sent ({f.error})
      </span>
    ))}
  </div>
);

/** The checkpoint mails, newest first: when, which checkpoint, to whom, why and by whom. */
export function CheckpointMailsTable({ mails }: { mails: CheckpointMailAnswer[] }) {
  return (
    <TableCard>
      <DataTable
        value={mails}
        dataKey="sentAt"
        size="small"
        paginator={mails.length > 10}
        rows={10}
        emptyMessage="No checkpoint has been mailed yet."
        data-testid="checkpoint-mails"
      >
        <Column header="Sent" body={(m: CheckpointMailAnswer) => utc(m.sentAt)} />
        <Column
          header="Checkpoint"
          body={(m: CheckpointMailAnswer) => (
            <span>
              {m.checkpoint.treeSize.toLocaleString("en-US")} events, root{" "}
              <Hash hex={m.checkpoint.rootHash} />
            </span>
          )}
        />
        <Column header="To" body={recipients} />
        <Column
          header="Why"
          body={(m: CheckpointMailAnswer) => (m.reason === "monthly" ? `Monthly (${m.month})` : "On request")}
        />
        <Column header="By" field="sentBy" />
      </DataTable>
    </TableCard>
  );
}

type Checkpoint = CompanyVerificationAnswer["checkpoints"][number];

const REASONS: Record<string, string> = {
  hourly: "Hourly",
  "on demand": "On demand",
  "verification package": "For a verification package",
  "monthly mail": "For the monthly mail",
  "mail on request": "For a mail on request",
};

/** The checkpoints the deployment signed, newest first. */
export function CheckpointsTable({ checkpoints }: { checkpoints: Checkpoint[] }) {
  return (
    <TableCard>
      <DataTable
        value={checkpoints}
        dataKey="treeSize"
        size="small"
        paginator={checkpoints.length > 10}
        rows={10}
        emptyMessage="No checkpoint has been signed yet."
        data-testid="checkpoints"
      >
        <Column header="Signed" body={(c: Checkpoint) => utc(c.time)} />
        <Column header="Events" body={(c: Checkpoint) => c.treeSize.toLocaleString("en-US")} />
        <Column header="Root" body={(c: Checkpoint) => <Hash hex={c.rootHash} />} />
        <Column header="Key" body={(c: Checkpoint) => <Hash hex={c.keyFingerprint} />} />
        <Column header="Why" body={(c: Checkpoint) => REASONS[c.reason] ?? c.reason} />
      </DataTable>
    </TableCard>
  );
}
