import { Button } from "primereact/button";
import { useEffect, useRef, useState } from "react";
import { nonNegativeNumber } from "../../../../domain/shared/numberInput";
import { DECIMALS, FUEL_FIGURE, fixed } from "../../entities/fuel/fuelNumbers";
import { NumberInput } from "../../shared/ui/NumberInput";

interface ConsumptionEditorProps {
  initial: number;
  busy: boolean;
  onSave: (tons: number) => void;
  onCancel: () => void;
}

/**
 * The inline tons editor (spec 2 §4): the shared number input (entered to 0.001, not negative) opened on
 * the clicked cell; an entry the number rule refuses ("24,5" is 24.5) cannot be saved.
 * Enter or the tick saves; Escape or leaving the editor cancels. Leaving is a press outside it or focus
 * moving elsewhere: a blur without a new focus target (Chromium sends one when the table re-renders the
 * cell) is not taken as leaving, or the editor would close as soon as it opened.
 */
export function ConsumptionEditor({ initial, busy, onSave, onCancel }: ConsumptionEditorProps) {
  const [text, setText] = useState(fixed(initial, DECIMALS.tonsEdit));
  const reading = nonNegativeNumber(text, "The fuel consumption", FUEL_FIGURE);
  const valid = reading?.ok === true;
  const save = () => reading?.ok && !busy && onSave(reading.value);
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
      <NumberInput
        value={text}
        onChange={setText}
        rule={FUEL_FIGURE}
        autoFocus
        invalid={!valid}
        onKeyDown={(event) => {
          if (event.key === "Escape") onCancel();
          if (event.key === "Enter") save();
        }}
        onBlur={(event) => {
          const next = event.relatedTarget;
          if (next && !container.current?.contains(next)) onCancel();
        }}
        label="Fuel consumption in metric tons"
        placeholder="t"
        width="7.5rem"
        testId="flow-consumption-edit-input"
      />
      {reading && !reading.ok && (
        <small
          role="alert"
          css={(t) => ({ color: t.color.danger, maxWidth: "16rem" })}
          data-testid="flow-consumption-edit-problem"
        >
          {reading.message}
        </small>
      )}
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
