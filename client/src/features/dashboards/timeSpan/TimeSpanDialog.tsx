import { Button } from "primereact/button";
import { Dialog } from "primereact/dialog";
import { useState } from "react";
import type { TimeSpanSettings } from "../../../../../domain/dashboards/timeSpan";
import { DialogFooter } from "../../../shared/ui/DialogFooter";
import { TimeSpanFields } from "./TimeSpanFields";
import { formOf, hasErrors, settingsOf, validateTimeSpanForm } from "./timeSpanForm";

interface Props {
  initial: TimeSpanSettings;
  /** The widget's name and the unit captions of the column's variables (accumulated-unit rule). */
  widgetName: string;
  unitCaptions: readonly string[];
  onSave: (settings: TimeSpanSettings) => void;
  onClose: () => void;
}

/** Select time span (spec 3 §2) for one column; save is disabled while the choice is invalid. */
export function TimeSpanDialog({ initial, widgetName, unitCaptions, onSave, onClose }: Props) {
  const [form, setForm] = useState(() => formOf(initial));
  const errors = validateTimeSpanForm(form, [{ widgetName, unitCaptions }]);
  const invalid = hasErrors(errors);
  return (
    <Dialog
      visible
      header="Select time span"
      onHide={onClose}
      style={{ width: 440, maxWidth: "95vw" }}
      draggable={false}
      data-testid="time-span-dialog"
      footer={
        <DialogFooter>
          <Button type="button" label="Cancel" text onClick={onClose} data-testid="time-span-cancel" />
          <Button
            type="button"
            label="Save"
            icon="pi pi-check"
            disabled={invalid}
            onClick={() => {
              if (invalid) return;
              onSave(settingsOf(form, Date.now()));
              onClose();
            }}
            data-testid="time-span-save"
          />
        </DialogFooter>
      }
    >
      <TimeSpanFields form={form} errors={errors} showErrors onChange={setForm} idPrefix="column-span" />
    </Dialog>
  );
}
