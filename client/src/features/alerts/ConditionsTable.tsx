import styled from "@emotion/styled";
import { Column } from "primereact/column";
import { DataTable } from "primereact/datatable";
import { useMemo } from "react";
import { useNavigate } from "react-router-dom";
import { incidentsStore } from "../../entities/alert/incidentsStore";
import { failureText } from "../../shared/api/failureText";
import { showSnackbar } from "../../shared/snackbar/snackbarStore";
import { useStore } from "../../shared/store/createStore";
import { ACTIONS_HEADER } from "../../shared/table/actionsHeader";
import { RowAction, RowActions } from "../../shared/table/RowAction";
import { CellText, TableCard } from "../../shared/table/TableCard";
import { ConfirmDialog } from "../../shared/ui/ConfirmDialog";
import { useConfirmedRemoval } from "../../shared/ui/useConfirmedRemoval";
import { alertsApi, type VesselGroupOption } from "./alertsApi";
import { conditionStates } from "./conditionState";
import { describeCondition } from "./conditionText";
import { SeverityTag } from "./SeverityTag";
import type { NotificationCondition } from "./types";

const Bar = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  padding: 14px 16px;
  border-bottom: 1px solid ${(p) => p.theme.color.border};
  h2 { font-size: 1.1rem; margin-right: auto; }
`;

const Muted = styled.span`
  color: ${(p) => p.theme.color.textMuted};
`;

type ConditionRow = NotificationCondition & { liveOpen: number; liveWorst: "Warning" | "Critical" | null };

interface ConditionsTableProps {
  conditions: NotificationCondition[];
  groups: VesselGroupOption[];
  status: "loading" | "ready" | "error";
  onChanged: () => void;
}

/** /Notifications, conditions: what each watches, on which vessels, its state now, who gets mail. */
export function ConditionsTable({ conditions, groups, status, onChanged }: ConditionsTableProps) {
  const navigate = useNavigate();
  const { items, status: incidentsStatus } = useStore(incidentsStore);
  const states = useMemo(() => conditionStates(items), [items]);
  const removal = useConfirmedRemoval<NotificationCondition>({
    remove: (condition) => alertsApi.deleteCondition(condition.id),
    after: () => {
      showSnackbar({ text: "Condition deleted", color: "success" });
      onChanged();
    },
    describeFailure: (failure) => failureText(failure, "Failed to update condition"),
  });

  const targets = (c: NotificationCondition) => {
    const names = c.targetVessels.map((v) => v.name).join(", ") || "no vessel yet";
    if (!c.vesselGroupId) return names;
    const group = groups.find((g) => g.id === c.vesselGroupId);
    return `Group ${group?.name ?? ""}: ${names}`;
  };

  // The live incident list when it is loaded (it holds every open incident), else the server's count.
  // Merged into the rows: the table re-renders a row only when its data changes.
  const rows = useMemo<ConditionRow[]>(
    () =>
      conditions.map((c) => {
        const s =
          incidentsStatus === "ready"
            ? (states.get(c.id) ?? { open: 0, worst: null })
            : { open: c.openIncidents, worst: c.worstOpenSeverity };
        return { ...c, liveOpen: s.open, liveWorst: s.worst };
      }),
    [conditions, states, incidentsStatus],
  );

  const state = (c: ConditionRow) => {
    if (!c.enabled) return <Muted data-testid="condition-state">Paused</Muted>;
    if (c.liveOpen === 0)
      return (
        <CellText min={90} max={160} data-testid="condition-state">
          Watching · no open incident
        </CellText>
      );
    return (
      <span css={{ display: "inline-flex", gap: 8, alignItems: "center" }} data-testid="condition-state">
        <SeverityTag severity={c.liveWorst ?? "Warning"} />
        {c.liveOpen === 1 ? "1 open incident" : `${c.liveOpen} open incidents`}
      </span>
    );
  };

  const mails = (c: NotificationCondition) => {
    const addresses = c.channels.map((ch) => ch.email ?? "a colleague");
    return addresses.length === 0 ? (
      <Muted>None</Muted>
    ) : (
      <CellText min={150}>{addresses.join(", ")}</CellText>
    );
  };

  return (
    <TableCard data-testid="conditions">
      <Bar>
        <h2>Notification conditions</h2>
        <Muted>{conditions.length === 1 ? "1 condition" : `${conditions.length} conditions`}</Muted>
      </Bar>
      <DataTable
        value={rows}
        dataKey="id"
        size="small"
        paginator={conditions.length > 25}
        rows={25}
        emptyMessage={
          status === "loading"
            ? "Loading conditions…"
            : status === "error"
              ? "Failed to load conditions"
              : "No conditions yet: add one with New alert."
        }
        data-testid="conditions-table"
      >
        <Column
          header="Name"
          body={(c: NotificationCondition) => <CellText as="strong">{c.name}</CellText>}
        />
        <Column
          header="Watches"
          body={(c: NotificationCondition) => <CellText min={140}>{describeCondition(c)}</CellText>}
        />
        <Column header="Vessels" body={(c: NotificationCondition) => <CellText>{targets(c)}</CellText>} />
        <Column header="State" body={state} />
        <Column header="E-mail" body={mails} />
        <Column
          header={ACTIONS_HEADER}
          style={{ width: 110 }}
          body={(c: NotificationCondition) => (
            <RowActions>
              <RowAction
                icon="pi pi-pencil"
                label="Edit"
                onClick={() => navigate(`/Notifications/Edit/${encodeURIComponent(c.id)}`)}
                testId="condition-edit"
              />
              <RowAction
                icon="pi pi-trash"
                label="Delete"
                severity="danger"
                onClick={() => removal.ask(c)}
                testId="condition-delete"
              />
            </RowActions>
          )}
        />
      </DataTable>
      <ConfirmDialog
        {...removal.dialog}
        title="Delete condition"
        message={`Delete the condition ${removal.target?.name ?? ""}? This cannot be undone.`}
        confirmLabel="Delete"
        danger
      />
    </TableCard>
  );
}
