import { AutoComplete } from "primereact/autocomplete";
import { useState } from "react";
import type { VariableChoice } from "./conditionText";

interface VariablePickerProps {
  id: string;
  value: string;
  onChange: (name: string) => void;
  choices: VariableChoice[];
  vesselCount: number;
  invalid?: boolean;
  disabled?: boolean;
  placeholder?: string;
}

/**
 * A log variable by name: chosen from the targeted vessels' variables, or typed (a variable that has not
 * arrived yet). The test id is on the wrapper; the text box is its `input`.
 */
export function VariablePicker({
  id,
  value,
  onChange,
  choices,
  vesselCount,
  invalid,
  disabled,
  placeholder,
}: VariablePickerProps) {
  const [suggestions, setSuggestions] = useState<VariableChoice[]>(choices);

  function search(query: string) {
    const wanted = query.trim().toLocaleLowerCase();
    setSuggestions(
      wanted ? choices.filter((c) => c.label.toLocaleLowerCase().includes(wanted)) : [...choices],
    );
  }

  return (
    <AutoComplete
      inputId={id}
      value={value}
      suggestions={suggestions}
      field="name"
      dropdown
      forceSelection={false}
      completeMethod={(event) => search(event.query)}
      placeholder={
        placeholder ?? (choices.length ? "Choose or type a log variable" : "Type the log variable's name")
      }
      disabled={disabled}
      invalid={invalid}
      itemTemplate={(choice: VariableChoice) => (
        <span data-testid={`${id}-option`}>
          {choice.label}
          {vesselCount > 1 && choice.vesselCount < vesselCount && (
            <small css={{ marginLeft: 8, opacity: 0.7 }}>
              on {choice.vesselCount} of {vesselCount} vessels
            </small>
          )}
        </span>
      )}
      onChange={(event) => {
        const next = event.value as string | VariableChoice | null;
        onChange(typeof next === "string" ? next : (next?.name ?? ""));
      }}
      inputStyle={{ width: "100%" }}
      css={{ width: "100%", "& .p-autocomplete-input": { width: "100%" } }}
      data-testid={id}
    />
  );
}
