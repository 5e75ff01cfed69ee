import { AutoComplete } from "primereact/autocomplete";
import { useState } from "react";
import type { Port } from "../../../../../domain/ports/portIndex";
import { portsApi } from "../api/voyagesApi";
import type { PortDto } from "../types";

export const PORT_SEARCH_MIN_CHARACTERS = 3;
export const PORT_SEARCH_DEBOUNCE_MS = 500;

interface PortSearchProps {
  id: string;
  value: Pick<PortDto, "name" | "loCode"> | null;
  onChange: (port: Pick<PortDto, "name" | "loCode" | "isMrvPort"> | null) => void;
  testId: string;
  disabled?: boolean;
}

const labelOf = (port: Pick<PortDto, "name" | "loCode">) => `${port.name} (${port.loCode})`;

/**
 * Port type-ahead: searches from 3 characters, 500 ms after the last key; the port is chosen from the list.
 * The test id is on the wrapper; the text box is its `input`.
 */
export function PortSearch({ id, value, onChange, testId, disabled }: PortSearchProps) {
  const [text, setText] = useState<string | Port>(value ? labelOf(value) : "");
  const [suggestions, setSuggestions] = useState<Port[]>([]);

  async function search(query: string) {
    try {
      setSuggestions(await portsApi.find(query.trim()));
    } catch (failure) {
      console.warn("Port search failed", failure);
      setSuggestions([]);
    }
  }

  return (
    <AutoComplete
      inputId={id}
      value={text}
      suggestions={suggestions}
      field="name"
      minLength={PORT_SEARCH_MIN_CHARACTERS}
      delay={PORT_SEARCH_DEBOUNCE_MS}
      completeMethod={(event) => void search(event.query)}
      placeholder="Type 3 letters of a port or its LoCode"
      disabled={disabled}
      itemTemplate={(port: Port) => (
        <span data-testid={`${testId}-option`}>
          <strong>{port.name}</strong> <small css={{ opacity: 0.75 }}>{port.loCode}</small>{" "}
          <small css={{ opacity: 0.6 }}>{port.country}</small>
          {port.isMrvPort && <small css={{ marginLeft: 6, opacity: 0.75 }}>· EU/EEA</small>}
        </span>
      )}
      selectedItemTemplate={(port: Port) => labelOf(port)}
      onChange={(event) => {
        setText(event.value);
        if (typeof event.value === "string") onChange(null);
      }}
      onSelect={(event) => {
        const port = event.value as Port;
        setText(labelOf(port));
        onChange({ name: port.name, loCode: port.loCode, isMrvPort: port.isMrvPort });
      }}
      inputStyle={{ width: "100%" }}
      css={{ width: "100%" }}
      data-testid={testId}
    />
  );
}
