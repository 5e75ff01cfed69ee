import { Column } from "primereact/column";
import { DataTable } from "primereact/datatable";
import { Tag } from "primereact/tag";
import { useEffect, useMemo, useState } from "react";
import type { VerifierDto } from "../../../../../domain/verifiers/schemas";
import type { Vessel } from "../../../entities/vessel/types";
import { vesselApi } from "../../../entities/vessel/vesselApi";
import { DIALOG_FAILURE, failureText } from "../../../shared/api/failureText";
import { formatUtc } from "../../../shared/format/formatUtc";
import { showSnackbar } from "../../../shared/snackbar/snackbarStore";
import { ACTIONS_HEADER } from "../../../shared/table/actionsHeader";
import { RowAction, RowActions } from "../../../shared/table/RowAction";
import { CellText, TableCard } from "../../../shared/table/TableCard";
import { useAsyncList } from "../../../shared/table/useAsyncList";
import { ConfirmDialog } from "../../../shared/ui/ConfirmDialog";
import { ListStateMessage } from "../../../shared/ui/ListStateMessage";
import { VerifierAccessDialog } from "./VerifierAccessDialog";
import { VerifierReadLog } from "./VerifierReadLog";
import { verifiersApi } from "./verifiersApi";

const STATUS: Record<
  VerifierDto["status"],
  { label: string; severity: "success" | "warning" | "secondary" }
> = {
  active: { label: "Active", severity: "success" },
  expired: { label: "Expired", severity: "warning" },
  none: { label: "No access", severity: "secondary" },
};

const EMPTY = "No verifiers. Add a user with the Verifier role to grant access.";

const sectionTitle = { fontSize: "1.2rem", margin: "28px 0 4px" } as const;
const sectionNote = { margin: "0 0 12px", opacity: 0.8 } as const;

/**
 * The company's verifiers under the user list: what each may read and until when, grant or revoke,
 * and the log of every read they made. `revision` moves on when the user list changed.
 */
export function VerifierAccessSection({ revision }: { revision: number }) {
  const list = useAsyncList(verifiersApi.list, "verifiers");
  const [vessels, setVessels] = useState<Vessel[]>([]);
  const [editing, setEditing] = useState<VerifierDto | null>(null);
  const [revoking, setRevoking] = useState<VerifierDto | null>(null);
  const [busy, setBusy] = useState(false);
  const [revokeError, setRevokeError] = useState<string | null>(null);
  const [logRevision, setLogRevision] = useState(0);
  const { reload } = list;

  useEffect(() => {
    if (revision > 0) void reload();
  }, [revision, reload]);
  useEffect(() => {
    vesselApi
      .list()
      .then(setVessels)
      .catch(() => setVessels([]));
  }, []);

  const vesselName = useMemo(() => {
    const names = new Map(vessels.map((v) => [v.id, v.name]));
    return (id: string) => names.get(id) ?? "(vessel no longer listed)";
  }, [vessels]);
  // The rows carry the vessels' names, so the table draws them again once the vessels have loaded.
  const rows = useMemo(
    () =>
      list.items.map((v) => ({
        ...v,
        vesselNames: v.grant ? v.grant.vesselIds.map(vesselName).join(", ") : "—",
      })),
    [list.items, vesselName],
  );
  const changed = () => {
    void list.reload();
    setLogRevision((n) => n + 1);
  };

  async function revoke(verifier: VerifierDto) {
    setBusy(true);
    try {
      await verifiersApi.revoke(verifier.userId);
      showSnackbar({ text: `Access of ${verifier.name} revoked`, color: "success" });
      setRevoking(null);
      changed();
    } catch (failure) {
      setRevokeError(failureText(failure, DIALOG_FAILURE));
    } finally {
      setBusy(false);
    }
  }

  const actions = (verifier: VerifierDto) => (
    <RowActions>
      <RowAction
        icon="pi pi-shield"
        label={verifier.grant ? "Change access" : "Grant access"}
        onClick={() => setEditing(verifier)}
        testId="verifier-row-grant"
      />
      <RowAction
        icon="pi pi-ban"
        label="Revoke access"
        severity="danger"
        disabled={!verifier.grant}
        onClick={() => {
          setRevokeError(null);
          setRevoking(verifier);
        }}
        testId="verifier-row-revoke"
      />
    </RowActions>
  );

  return (
    <>
      <h2 css={sectionTitle}>Verifier access</h2>
      <p css={sectionNote}>
        Verifiers read only the vessels and reporting years granted here, until the last day of access.
      </p>
      <TableCard>
        <DataTable
          value={rows}
          dataKey="userId"
          emptyMessage={
            <ListStateMessage
              status={list.status}
              what="verifiers"
              empty={EMPTY}
              onRetry={() => void list.reload()}
            />
          }
          data-testid="verifier-list"
          size="small"
        >
          <Column field="name" header="Verifier" />
          <Column
            header="Status"
            body={(v: VerifierDto) => (
              <Tag value={STATUS[v.status].label} severity={STATUS[v.status].severity} />
            )}
          />
          <Column
            header="Vessels"
            body={(v: (typeof rows)[number]) => <CellText max={320}>{v.vesselNames}</CellText>}
          />
          <Column header="Years" body={(v: VerifierDto) => (v.grant ? v.grant.years.join(", ") : "—")} />
          <Column
            header="Access until (UTC)"
            body={(v: VerifierDto) => formatUtc(v.grant?.expiresAt) || "—"}
          />
          <Column
            header="Granted by"
            body={(v: VerifierDto) =>
              v.grant ? `${v.grant.grantedByName || "—"}, ${formatUtc(v.grant.grantedAt, false)}` : "—"
            }
          />
          <Column header={ACTIONS_HEADER} body={actions} style={{ width: 110 }} />
        </DataTable>
      </TableCard>
      <VerifierReadLog revision={logRevision} vesselName={vesselName} />
      {editing && (
        <VerifierAccessDialog verifier={editing} onClose={() => setEditing(null)} onChanged={changed} />
      )}
      <ConfirmDialog
        visible={revoking !== null}
        title={revoking ? `Revoke access of ${revoking.name}` : "Revoke access"}
        message="The verifier will not be able to read anything from now on. Its read log is kept."
        confirmLabel="Revoke"
        danger
        busy={busy}
        error={revokeError}
        onConfirm={() => revoking && void revoke(revoking)}
        onHide={() => setRevoking(null)}
      />
    </>
  );
}
