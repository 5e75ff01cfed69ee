import { Button } from "primereact/button";
import { InputText } from "primereact/inputtext";
import { useEffect, useRef, useState } from "react";
import { DECIMALS, fixed, TONS_MIN, TONS_STEP } from "../../entities/fuel/fuelNumbers";

interface ConsumptionEditorProps {
  initial: number;
  busy: boolean;
  onSave: (tons: number) => void;
  onCancel: () => void;
}

/**
 * The inline tons editor (spec 2 §4): a number input (step 0.001, min 0) opened on the clicked cell.
 * Enter or the tick saves; Escape or leaving the editor cancels. Leaving is a press outside it or focus
 * moving elsewhere: a blur without a new focus target (Chromium sends one when the table re-renders the
 * cell) is not taken as leaving, or the editor would close as soon as it opened.
 */
export function ConsumptionEditor({ initial, busy, onSave, onCancel }: ConsumptionEditorProps) {
  const [text, setText] = useState(fixed(initial, DECIMALS.tonsEdit));
  const value = Number(text);
  const valid = text.trim() !== "" && Number.isFinite(value) && value >= TONS_MIN;
  const save = () => valid && !busy && onSave(value);
  const container = useRef<HTMLSpanElement>(null);
  const cancel = useRef(onCancel);
  cancel.current = onCancel;
  useEffect(() => {
    const pressOutside = (event: PointerEvent) => {
      if (!container.current?.contains(event.target as Node)) cancel.current();
    };
    document.addEventListener("pointerdown", pressOutside);
    return () => document.removeEventListener("pointerdown", pressOutside);
  }, []);
  return (
    <span ref={container} css={{ display: "inline-flex", alignItems: "center", gap: 4 }}>
      <InputText
        type="number"
        step={TONS_STEP}
        min={TONS_MIN}
        value={text}
        autoFocus
        invalid={!valid}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === "Escape") onCancel();
          if (event.key === "Enter") save();
        }}
        onBlur={(event) => {
          const next = event.relatedTarget;
          if (next && !container.current?.contains(next)) onCancel();
        }}
        aria-label="Fuel consumption in metric tons"
        css={{ width: "7.5rem", padding: "0.3rem 0.5rem" }}
        data-testid="flow-consumption-edit-input"
      />
      <Button
        type="button"
        icon="pi pi-check"
        rounded
        text
        size="small"
        aria-label="Save fuel consumption"
        disabled={!valid}
        loading={busy}
        // Keeps the input focused, so that its blur does not cancel before the click lands.
        onMouseDown={(event) => event.preventDefault()}
        onClick={save}
        data-testid="flow-consumption-edit-save"
      />
    </span>
  );
}
