import { Checkbox } from "primereact/checkbox";
import { InputText } from "primereact/inputtext";
import { MultiSelect } from "primereact/multiselect";
import { useState } from "react";
import { DASHBOARD_LIMITS } from "../../../../../domain/dashboards/dashboard";
import { WIDGET_CONFIG_LIMITS } from "../../../../../domain/dashboards/widgetConfigs";
import { vesselStore } from "../../../entities/vessel/vesselStore";
import { useStore } from "../../../shared/store/createStore";
import { ActionDialog } from "../../../shared/ui/ActionDialog";
import { useEdited } from "../../../shared/ui/useGuardedClose";

export interface VesselsConfigResult {
  name: string;
  vessels: { id: string }[];
  ytd?: boolean;
  showTable?: boolean;
}

interface Props {
  widgetName: string;
  vesselIds: string[];
  /** The CII widget's two switches (absent for the other widgets). */
  cii?: { ytd: boolean; showTable: boolean };
  onSave: (result: VesselsConfigResult) => Promise<boolean>;
  onClose: () => void;
}

/** Name and vessels of a performance status, notifications, CII or fouling overview widget. */
export function VesselsConfigDialog({ widgetName, vesselIds: initial, cii, onSave, onClose }: Props) {
  const { vessels } = useStore(vesselStore);
  const [name, setName] = useState(widgetName);
  const [vesselIds, setVesselIds] = useState(initial);
  const [ytd, setYtd] = useState(cii?.ytd ?? true);
  const [showTable, setShowTable] = useState(cii?.showTable ?? true);
  const [busy, setBusy] = useState(false);
  const invalid = name.trim() === "";
  const edited = useEdited({ name, vesselIds, ytd, showTable });
  async function save() {
    if (invalid) return;
    setBusy(true);
    const ok = await onSave({
      name: name.trim(),
      vessels: vesselIds.map((id) => ({ id })),
      ...(cii ? { ytd, showTable } : {}),
    });
    setBusy(false);
    if (ok) onClose();
  }
  return (
    <ActionDialog
      header="Configure widget"
      width={480}
      testId="widget-config"
      onClose={onClose}
      onAction={() => void save()}
      busy={busy}
      disabled={invalid}
      dirty={edited}
    >
      <div css={{ display: "grid", gap: 14, ".p-multiselect, .p-inputtext": { width: "100%" } }}>
        <div css={{ display: "grid", gap: 6 }}>
          <label htmlFor="widget-config-name">Name</label>
          <InputText
            id="widget-config-name"
            value={name}
            maxLength={DASHBOARD_LIMITS.name}
            onChange={(event) => setName(event.target.value)}
            invalid={invalid}
            data-testid="widget-config-name"
          />
        </div>
        <div css={{ display: "grid", gap: 6 }}>
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
        {cii && (
          <div css={{ display: "flex", gap: 18 }}>
            <span css={{ display: "inline-flex", gap: 6, alignItems: "center" }}>
              <Checkbox
                inputId="widget-config-ytd"
                checked={ytd}
                onChange={(event) => setYtd(Boolean(event.checked))}
              />
              <label htmlFor="widget-config-ytd">Year to date</label>
            </span>
            <span css={{ display: "inline-flex", gap: 6, alignItems: "center" }}>
              <Checkbox
                inputId="widget-config-show-table"
                checked={showTable}
                onChange={(event) => setShowTable(Boolean(event.checked))}
              />
              <label htmlFor="widget-config-show-table">Show table</label>
            </span>
          </div>
        )}
      </div>
    </ActionDialog>
  );
}
