import { AutoComplete } from "primereact/autocomplete";
import { useState } from "react";
import type { Port } from "../../../../../domain/ports/portIndex";
import { failureText } from "../../../shared/api/failureText";
import { portsApi } from "../api/voyagesApi";
import type { PortDto } from "../types";

export const PORT_SEARCH_MIN_CHARACTERS = 3;
export const PORT_SEARCH_DEBOUNCE_MS = 500;
const NO_PORT_FOUND = "No port found. Try another spelling or the port's LoCode.";
const SEARCH_FAILED = "The port search did not answer. Type again to retry.";

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
 * A search that finds nothing or fails says so in the list rather than leaving it closed.
 * The test id is on the wrapper; the text box is its `input`.
 */
export function PortSearch({ id, value, onChange, testId, disabled }: PortSearchProps) {
  const [text, setText] = useState<string | Port>(value ? labelOf(value) : "");
  const [suggestions, setSuggestions] = useState<Port[]>([]);
  const [emptyMessage, setEmptyMessage] = useState(NO_PORT_FOUND);

  async function search(query: string) {
    try {
      const found = await portsApi.find(query.trim());
      setEmptyMessage(NO_PORT_FOUND);
      setSuggestions(found);
    } catch (failure) {
      setEmptyMessage(failureText(failure, SEARCH_FAILED));
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
      showEmptyMessage
      emptyMessage={emptyMessage}
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
