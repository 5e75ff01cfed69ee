import styled from "@emotion/styled";
import { Button } from "primereact/button";
import { Dropdown } from "primereact/dropdown";
import { InputText } from "primereact/inputtext";
import { MultiSelect } from "primereact/multiselect";
import { useMemo, useState } from "react";
import { DASHBOARD_LIMITS } from "../../../../../domain/dashboards/dashboard";
import {
  columnUnitsAllowed,
  defaultTimeSpan,
  TIME_SPAN_MESSAGES,
  type TimeSpanSettings,
} from "../../../../../domain/dashboards/timeSpan";
import {
  type Column,
  type VesselDataConfigView,
  WIDGET_CONFIG_LIMITS,
} from "../../../../../domain/dashboards/widgetConfigs";
import { vesselStore } from "../../../entities/vessel/vesselStore";
import { useStore } from "../../../shared/store/createStore";
import { ActionDialog } from "../../../shared/ui/ActionDialog";
import { useEdited } from "../../../shared/ui/useGuardedClose";
import { TimeSpanDialog } from "../timeSpan/TimeSpanDialog";
import { calculationText } from "./columnLabel";
import { useVesselVariables, type VariableChoice, variableChoicesOf } from "./useVesselVariables";

const Body = styled.div`
  display: grid;
  gap: 14px;
  label { font-weight: 500; font-size: 0.92rem; }
  .field { display: grid; gap: 6px; }
  .p-multiselect, .p-inputtext, .p-dropdown { width: 100%; }
  .columns { display: grid; gap: 8px; }
  .column { display: grid; grid-template-columns: minmax(0, 1fr) auto auto; gap: 8px; align-items: center; padding: 8px; border: 1px solid ${(p) => p.theme.color.border}; border-radius: 8px; }
  .span-button { white-space: nowrap; }
  .warn { grid-column: 1 / -1; color: ${(p) => p.theme.color.danger}; font-size: 0.85rem; }
  .muted { color: ${(p) => p.theme.color.textMuted}; font-size: 0.88rem; }
`;

/** A column as the dialog edits it: the variable's name (joined across vessels) and its time span. */
interface DraftColumn {
  key: number;
  name: string | null;
  span: TimeSpanSettings;
}

export interface VesselDataConfigResult {
  name: string;
  vessels: { id: string }[];
  columns: Column[];
}

interface Props {
  widgetName: string;
  config: VesselDataConfigView;
  onSave: (result: VesselDataConfigResult) => Promise<boolean>;
  onClose: () => void;
}

const spanOf = (c: TimeSpanSettings): TimeSpanSettings => ({
  calculationType: c.calculationType,
  hours: c.hours,
  fromDate: c.fromDate,
  toDate: c.toDate,
  fromAndToDatesCalculationType: c.fromAndToDatesCalculationType,
});

/** The vessel data table/graph configuration: name, vessels, and columns of a variable with a time span. */
export function VesselDataConfigDialog({ widgetName, config, onSave, onClose }: Props) {
  const { vessels } = useStore(vesselStore);
  const [name, setName] = useState(widgetName);
  const [vesselIds, setVesselIds] = useState<string[]>(config.vessels.map((v) => v.id));
  const [columns, setColumns] = useState<DraftColumn[]>(() =>
    config.columns.map((c, key) => ({ key, name: c.logVariables[0]?.name ?? null, span: spanOf(c) })),
  );
  const [editing, setEditing] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const { variables, loading } = useVesselVariables(vesselIds);
  const choices = useMemo(() => variableChoicesOf(variables), [variables]);
  const byName = useMemo(() => new Map(choices.map((c) => [c.name, c])), [choices]);

  const unitsOf = (column: DraftColumn): string[] => {
    const choice = column.name ? byName.get(column.name) : undefined;
    return choice ? [...choice.byVessel.values()].map((v) => v.unit.caption) : [];
  };
  const refused = (column: DraftColumn) =>
    !columnUnitsAllowed({
      ...column.span,
      logVariables: unitsOf(column).map((unitCaption) => ({ unitCaption })),
    });
  const invalid = name.trim() === "" || columns.some(refused);

  async function save() {
    if (invalid) return;
    setBusy(true);
    const built: Column[] = columns
      .filter((c) => c.name && byName.has(c.name))
      .map((c, sequence) => {
        const choice = byName.get(c.name!) as VariableChoice;
        return {
          ...c.span,
          logVariables: vesselIds
            .map((id) => choice.byVessel.get(id))
            .filter((v) => v !== undefined)
            .map((v) => ({ id: v.id, unitCaption: v.unit.caption })),
          sequence,
        };
      });
    const ok = await onSave({ name: name.trim(), vessels: vesselIds.map((id) => ({ id })), columns: built });
    setBusy(false);
    if (ok) onClose();
  }

  const edited = useEdited({ name, vesselIds, columns });
  const editingColumn = columns.find((c) => c.key === editing);
  return (
    <ActionDialog
      header="Configure widget"
      width={620}
      testId="widget-config"
      onClose={onClose}
      onAction={() => void save()}
      busy={busy}
      disabled={invalid}
      dirty={edited}
    >
      <Body>
        <div className="field">
          <label htmlFor="widget-config-name">Name</label>
          <InputText
            id="widget-config-name"
            value={name}
            maxLength={DASHBOARD_LIMITS.name}
            onChange={(event) => setName(event.target.value)}
            invalid={name.trim() === ""}
            data-testid="widget-config-name"
          />
        </div>
        <div className="field">
          <label htmlFor="widget-config-vessels">Vessels</label>
          <MultiSelect
            inputId="widget-config-vessels"
            value={vesselIds}
            options={vessels.map((v) => ({ value: v.id, label: v.name }))}
            onChange={(event) => setVesselIds(event.value as string[])}
            placeholder="Choose vessels"
            display="chip"
            selectionLimit={WIDGET_CONFIG_LIMITS.vessels}
            data-testid="widget-config-vessels"
          />
        </div>
        <div className="field">
          <span css={{ fontWeight: 500, fontSize: "0.92rem" }}>Columns</span>
          {vesselIds.length === 0 && <span className="muted">Choose vessels to pick their variables.</span>}
          <div className="columns">
            {columns.map((column, index) => (
              <div className="column" key={column.key} data-testid="widget-config-column">
                <Dropdown
                  value={column.name}
                  options={choices.map((c) => ({
                    value: c.name,
                    label: c.unit ? `${c.label} (${c.unit})` : c.label,
                  }))}
                  onChange={(event) =>
                    setColumns(
                      columns.map((c) => (c.key === column.key ? { ...c, name: event.value as string } : c)),
                    )
                  }
                  placeholder={loading ? "Loading variables…" : "Choose a variable"}
                  filter
                  aria-label={`Variable of column ${index + 1}`}
                  data-testid="widget-config-variable"
                />
                <Button
                  type="button"
                  className="span-button"
                  label={calculationText(column.span)}
                  icon="pi pi-clock"
                  outlined
                  size="small"
                  onClick={() => setEditing(column.key)}
                  data-testid="widget-config-time-span"
                />
                <Button
                  type="button"
                  icon="pi pi-trash"
                  text
                  severity="danger"
                  aria-label={`Remove column ${index + 1}`}
                  onClick={() => setColumns(columns.filter((c) => c.key !== column.key))}
                  data-testid="widget-config-remove-column"
                />
                {refused(column) && (
                  <span className="warn" role="alert">
                    {TIME_SPAN_MESSAGES.accumulatedUnit([name.trim() || widgetName])}
                  </span>
                )}
              </div>
            ))}
          </div>
          <div>
            <Button
              type="button"
              label="Add column"
              icon="pi pi-plus"
              text
              disabled={columns.length >= WIDGET_CONFIG_LIMITS.columns}
              onClick={() =>
                setColumns([
                  ...columns,
                  {
                    key: Math.max(-1, ...columns.map((c) => c.key)) + 1,
                    name: null,
                    span: defaultTimeSpan(Date.now()),
                  },
                ])
              }
              data-testid="widget-config-add-column"
            />
          </div>
        </div>
      </Body>
      {editingColumn && (
        <TimeSpanDialog
          initial={editingColumn.span}
          widgetName={name.trim() || widgetName}
          unitCaptions={unitsOf(editingColumn)}
          onSave={(span) =>
            setColumns(columns.map((c) => (c.key === editingColumn.key ? { ...c, span } : c)))
          }
          onClose={() => setEditing(null)}
        />
      )}
    </ActionDialog>
  );
}
