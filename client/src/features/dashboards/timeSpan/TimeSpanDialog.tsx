import { useState } from "react";
import type { TimeSpanSettings } from "../../../../../domain/dashboards/timeSpan";
import { ActionDialog } from "../../../shared/ui/ActionDialog";
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
    <ActionDialog
      header="Select time span"
      width={440}
      testId="time-span"
      onClose={onClose}
      disabled={invalid}
      onAction={() => {
        if (invalid) return;
        onSave(settingsOf(form, Date.now()));
        onClose();
      }}
    >
      <TimeSpanFields form={form} errors={errors} showErrors onChange={setForm} idPrefix="column-span" />
    </ActionDialog>
  );
}
