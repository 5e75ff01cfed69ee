import { Column } from "primereact/column";
import { DataTable } from "primereact/datatable";
import { useState } from "react";
import type { FlowMeterFuelConsumptionDto } from "../../../../domain/fuel/dto";
import { fuelApi } from "../../entities/fuel/fuelApi";
import { DECIMALS, fixed } from "../../entities/fuel/fuelNumbers";
import { DIALOG_FAILURE, failureText } from "../../shared/api/failureText";
import { ACTIONS_HEADER } from "../../shared/table/actionsHeader";
import { Muted } from "../../shared/table/TableCard";
import { useRecordActions } from "../../shared/table/useRecordActions";
import { ConfirmDialog } from "../../shared/ui/ConfirmDialog";
import { useConfirmedRemoval } from "../../shared/ui/useConfirmedRemoval";
import { ConsumptionEditor } from "./ConsumptionEditor";
import { editBecomesCorrection, isRemovable, rowTone } from "./consumptionRows";
import { RecordRemove } from "./RecordRemove";
import { formatFuelTime } from "./utcTime";

type Row = FlowMeterFuelConsumptionDto;

interface FlowMeterConsumptionTableProps {
  rows: Row[];
  vesselEventId: string;
  readOnly: boolean;
  onChanged: () => void;
}

const rowKey = (row: Row) => row.id || `${row.flowMeterId}-${row.startAt}`;
const EDITING = "isBeingEdited";
const isMarkedEditing = (row: Row) => (row as Row & { [EDITING]?: boolean })[EDITING] === true;

/**
 * A meter's consumptions for the event: colours by source, overlap warnings, inline tons editing
 * (kept as the corrected value on measured rows), removal of Manual rows.
 */
export function FlowMeterConsumptionTable({
  rows,
  vesselEventId,
  readOnly,
  onChanged,
}: FlowMeterConsumptionTableProps) {
  const [editing, setEditing] = useState<string | null>(null);
  const { busy, run } = useRecordActions(onChanged);
  // A refused value stays beside its row (the editor stays open with it) until the user edits again.
  const [refusal, setRefusal] = useState<{ key: string; message: string } | null>(null);
  const removal = useConfirmedRemoval<Row & { id: string }>({
    remove: (row) => fuelApi.removeFlowMeterConsumption(row.id),
    after: onChanged,
    describeFailure: (failure) => failureText(failure, DIALOG_FAILURE),
  });

  const save = async (row: Row, tons: number) => {
    const saved = await run(
      () =>
        row.id
          ? fuelApi.updateFlowMeterConsumption(row.id, tons)
          : fuelApi.addFlowMeterConsumption({
              vesselEventId,
              flowMeterId: row.flowMeterId,
              startAt: row.startAt,
              endAt: row.endAt,
              fuelConsumptionInTon: tons,
            }),
      (message) => setRefusal({ key: rowKey(row), message }),
    );
    if (saved) {
      setEditing(null);
      setRefusal(null);
    }
  };

  const tonsCell = (row: Row, field: "value" | "corrected") => {
    const editsHere = editBecomesCorrection(row) ? field === "corrected" : field === "value";
    const shown = field === "value" ? row.fuelConsumptionInTon : row.correctedFuelConsumptionInTon;
    if (editsHere && editing === rowKey(row) && isMarkedEditing(row)) {
      const message = (row as Row & { refusal?: string | null }).refusal ?? null;
      return (
        <div>
          <ConsumptionEditor
            initial={row.correctedFuelConsumptionInTon ?? row.fuelConsumptionInTon}
            busy={busy}
            onSave={(tons) => void save(row, tons)}
            onCancel={() => {
              setEditing(null);
              setRefusal(null);
            }}
          />
          {message && (
            <small
              role="alert"
              css={(theme) => ({ display: "block", color: theme.color.danger, maxWidth: "22rem" })}
              data-testid="flow-consumption-error"
            >
              Not saved: {message}
            </small>
          )}
        </div>
      );
    }
    const text = shown === null ? <Muted>—</Muted> : fixed(shown, DECIMALS.tons);
    if (!editsHere || readOnly) return text;
    return (
      <button
        type="button"
        onClick={() => setEditing(rowKey(row))}
        title={field === "corrected" ? "Click to correct the measured value" : "Click to edit"}
        css={(theme) => ({
          all: "unset",
          cursor: "text",
          minWidth: "4rem",
          padding: "2px 6px",
          borderRadius: 6,
          border: `1px dashed ${theme.color.border}`,
          "&:hover, &:focus-visible": { borderColor: theme.color.primary },
        })}
        data-testid={field === "corrected" ? "flow-consumption-corrected" : "flow-consumption-value"}
      >
        {text}
      </button>
    );
  };

  return (
    <>
      <DataTable
        // PrimeReact memoises body cells on their row data, so the row carries whether it is being edited.
        value={rows.map((row) => ({
          ...row,
          [EDITING]: editing === rowKey(row),
          refusal: refusal?.key === rowKey(row) ? refusal.message : null,
        }))}
        dataKey="id"
        size="small"
        emptyMessage="No fuel consumption recorded for this event yet."
        rowClassName={(row: Row) => `tone-${rowTone(row)}${editing === rowKey(row) ? " p-highlight" : ""}`}
        data-testid="flow-consumption-table"
      >
        <Column header="Start" body={(row: Row) => formatFuelTime(row.startAt)} />
        <Column header="End" body={(row: Row) => formatFuelTime(row.endAt)} />
        <Column header="Fuel type" field="fuelTypeName" />
        <Column header="Fuel consumption (MT)" body={(row: Row) => tonsCell(row, "value")} />
        <Column header="Corrected (MT)" body={(row: Row) => tonsCell(row, "corrected")} />
        <Column header="Source" field="fuelConsumptionSource" />
        <Column
          header={ACTIONS_HEADER}
          style={{ width: "6rem", textAlign: "right" }}
          body={(row: Row) => (
            <span css={{ display: "inline-flex", alignItems: "center", gap: 4 }}>
              {row.isOverlapping && (
                <i
                  role="img"
                  className="pi pi-exclamation-triangle"
                  css={(theme) => ({ color: theme.color.warning })}
                  title="This time span overlaps another fuel consumption."
                  aria-label="Overlaps another fuel consumption"
                  data-testid="flow-consumption-overlap"
                />
              )}
              {!readOnly && isRemovable(row) && row.id && (
                <RecordRemove
                  busy={busy}
                  onRemove={() => row.id && removal.ask({ ...row, id: row.id })}
                  testId="flow-consumption-remove"
                />
              )}
            </span>
          )}
        />
      </DataTable>
      <ConfirmDialog
        {...removal.dialog}
        title="Remove fuel consumption"
        message={
          removal.target
            ? `Remove the manually entered consumption of ${fixed(removal.target.fuelConsumptionInTon, DECIMALS.tons)} t from ${formatFuelTime(removal.target.startAt)} to ${formatFuelTime(removal.target.endAt)}?`
            : ""
        }
        confirmLabel="Remove"
        danger
      />
    </>
  );
}
