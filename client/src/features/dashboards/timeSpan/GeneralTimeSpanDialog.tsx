import { Button } from "primereact/button";
import { Dialog } from "primereact/dialog";
import { MultiSelect } from "primereact/multiselect";
import { useState } from "react";
import { DASHBOARD_MESSAGES, type Widget } from "../../../../../domain/dashboards/dashboard";
import { applyTimeSpan, TIME_SPAN_MESSAGES } from "../../../../../domain/dashboards/timeSpan";
import type { VesselDataConfigView } from "../../../../../domain/dashboards/widgetConfigs";
import { useStore } from "../../../shared/store/createStore";
import { ConfirmDialog } from "../../../shared/ui/ConfirmDialog";
import { DialogFooter } from "../../../shared/ui/DialogFooter";
import { useEdited, useGuardedClose } from "../../../shared/ui/useGuardedClose";
import { refreshKind, updateConfig, widgetConfigStore } from "../state/widgetConfigStore";
import { TimeSpanFields } from "./TimeSpanFields";
import { defaultForm, hasErrors, settingsOf, validateTimeSpanForm } from "./timeSpanForm";

/** Widgets the general time span may change: active vessel data widgets whose config has vessels (spec 3 §5). */
export function timeSpanCandidates(
  widgets: readonly Widget[],
  configs: Readonly<Record<string, VesselDataConfigView>>,
): { widget: Widget; config: VesselDataConfigView }[] {
  return widgets
    .filter((w) => w.active && w.typeTemplate === "VesselDataWidget" && w.configId)
    .map((widget) => ({ widget, config: configs[widget.configId!] }))
    .filter(
      (c): c is { widget: Widget; config: VesselDataConfigView } => !!c.config && c.config.vessels.length > 0,
    );
}

/**
 * Set general time span (spec 3 §4): overwrites every column of the selected widgets, re-anchored to
 * now for types other than FromAndToDates, saves each configuration, refreshes the cache, clears the choice.
 */
export function GeneralTimeSpanDialog({
  widgets,
  onClose,
}: {
  widgets: readonly Widget[];
  onClose: () => void;
}) {
  const { configs } = useStore(widgetConfigStore);
  const candidates = timeSpanCandidates(widgets, configs.TableWidgetConfiguration ?? {});
  const [selected, setSelected] = useState<string[]>([]);
  const [form, setForm] = useState(() => defaultForm(Date.now()));
  const [tried, setTried] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const chosen = candidates.filter((c) => selected.includes(c.widget.id));
  const { requestClose, confirm } = useGuardedClose({ dirty: useEdited({ selected, form }), onClose });
  const errors = validateTimeSpanForm(
    form,
    chosen.map((c) => ({
      widgetName: c.widget.name,
      unitCaptions: c.config.columns.flatMap((col) => col.logVariables.map((v) => v.unitCaption)),
    })),
  );
  const noneSelected = selected.length === 0;
  const invalid = hasErrors(errors) || noneSelected;

  async function apply() {
    setBusy(true);
    const now = Date.now();
    const span = settingsOf(form, now);
    for (const { config } of chosen) {
      await updateConfig("TableWidgetConfiguration", config.id, {
        displayType: config.displayType,
        configurationName: config.configurationName,
        vessels: config.vessels.map((v) => ({ id: v.id })),
        columns: config.columns.map((column) => {
          const applied = applyTimeSpan(column, span, now);
          return {
            ...applied,
            logVariables: column.logVariables.map((v) => ({ id: v.id, unitCaption: v.unitCaption })),
          };
        }),
      });
    }
    await refreshKind("TableWidgetConfiguration");
    setBusy(false);
    setConfirming(false);
    setSelected([]);
    onClose();
  }

  return (
    <Dialog
      visible
      header="Set general time span"
      onHide={requestClose}
      style={{ width: 480, maxWidth: "95vw" }}
      draggable={false}
      data-testid="general-time-span-dialog"
      footer={
        <DialogFooter>
          <Button
            type="button"
            label="Cancel"
            text
            onClick={requestClose}
            data-testid="general-time-span-cancel"
          />
          <Button
            type="button"
            label="Apply"
            icon="pi pi-check"
            disabled={tried && invalid}
            onClick={() => {
              setTried(true);
              if (!invalid) setConfirming(true);
            }}
            data-testid="general-time-span-apply"
          />
        </DialogFooter>
      }
    >
      <div css={{ display: "grid", gap: 14, ".p-multiselect": { width: "100%" } }}>
        <div css={{ display: "grid", gap: 6 }}>
          <label htmlFor="general-time-span-widgets" css={{ fontWeight: 500, fontSize: "0.92rem" }}>
            Widgets
          </label>
          <MultiSelect
            inputId="general-time-span-widgets"
            value={selected}
            options={candidates.map((c) => ({ value: c.widget.id, label: c.widget.name }))}
            onChange={(event) => {
              setSelected(event.value as string[]);
              setTried(true);
            }}
            placeholder={candidates.length === 0 ? "No table or graph widget with vessels" : "Choose widgets"}
            display="chip"
            data-testid="general-time-span-widgets"
          />
          {tried && noneSelected && (
            <small
              role="alert"
              css={(t) => ({ color: t.color.danger })}
              data-testid="general-time-span-select-error"
            >
              {TIME_SPAN_MESSAGES.selectWidgets}
            </small>
          )}
        </div>
        <TimeSpanFields
          form={form}
          errors={errors}
          showErrors={tried}
          onChange={setForm}
          idPrefix="general-span"
        />
      </div>
      <ConfirmDialog
        visible={confirming}
        title="Set general time span"
        message={DASHBOARD_MESSAGES.confirmTimeSpan}
        confirmLabel="Apply"
        busy={busy}
        onHide={() => setConfirming(false)}
        onConfirm={() => void apply()}
      />
      {confirm}
    </Dialog>
  );
}
