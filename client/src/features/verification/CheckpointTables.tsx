import { Column } from "primereact/column";
import { DataTable } from "primereact/datatable";
import type { ReactNode } from "react";
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

/** A column of a list below: its header and what a row shows in it. */
interface ListColumn<Row> {
  header: string;
  body: (row: Row) => ReactNode;
}

/** A list of the page, newest first: ten rows a page, one column per entry of `columns`. */
function NewestFirstTable<Row extends object>(props: {
  rows: Row[];
  dataKey: keyof Row & string;
  emptyMessage: string;
  testId: string;
  columns: ListColumn<Row>[];
}) {
  const { rows, dataKey, emptyMessage, testId, columns } = props;
  return (
    <TableCard>
      <DataTable
        value={rows}
        dataKey={dataKey}
        size="small"
        paginator={rows.length > 10}
        rows={10}
        emptyMessage={emptyMessage}
        data-testid={testId}
      >
        {columns.map((column) => (
          <Column key={column.header} header={column.header} body={column.body} />
        ))}
      </DataTable>
    </TableCard>
  );
}

const MAIL_COLUMNS: ListColumn<CheckpointMailAnswer>[] = [
  { header: "Sent", body: (m) => utc(m.sentAt) },
  {
    header: "Checkpoint",
    body: (m) => (
      <span>
        {m.checkpoint.treeSize.toLocaleString("en-US")} events, root <Hash hex={m.checkpoint.rootHash} />
      </span>
    ),
  },
  { header: "To", body: recipients },
  { header: "Why", body: (m) => (m.reason === "monthly" ? `Monthly (${m.month})` : "On request") },
  { header: "By", body: (m) => m.sentBy },
];

/** The checkpoint mails, newest first: when, which checkpoint, to whom, why and by whom. */
export function CheckpointMailsTable({ mails }: { mails: CheckpointMailAnswer[] }) {
  return (
    <NewestFirstTable
      rows={mails}
      dataKey="sentAt"
      emptyMessage="No checkpoint has been mailed yet."
      testId="checkpoint-mails"
      columns={MAIL_COLUMNS}
    />
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

const CHECKPOINT_COLUMNS: ListColumn<Checkpoint>[] = [
  { header: "Signed", body: (c) => utc(c.time) },
  { header: "Events", body: (c) => c.treeSize.toLocaleString("en-US") },
  { header: "Root", body: (c) => <Hash hex={c.rootHash} /> },
  { header: "Key", body: (c) => <Hash hex={c.keyFingerprint} /> },
  { header: "Why", body: (c) => REASONS[c.reason] ?? c.reason },
];

/** The checkpoints the deployment signed, newest first. */
export function CheckpointsTable({ checkpoints }: { checkpoints: Checkpoint[] }) {
  return (
    <NewestFirstTable
      rows={checkpoints}
      dataKey="treeSize"
      emptyMessage="No checkpoint has been signed yet."
      testId="checkpoints"
      columns={CHECKPOINT_COLUMNS}
    />
  );
}
