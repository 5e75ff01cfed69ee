import { Dropdown } from "primereact/dropdown";
import { useState } from "react";
import { readNumberInput } from "../../../../../domain/shared/numberInput";
import { NumberInput } from "../../../shared/ui/NumberInput";
import { voyagesApi } from "../api/voyagesApi";
import {
  type Axis,
  type DegreesMinutes,
  degreesMinutesProblem,
  formatDegreesMinutes,
  type Hemisphere,
  hemispheresOf,
  MAX_DEGREES,
  MAX_MINUTES,
  toDecimal,
  toDegreesMinutes,
} from "../logic/coordinates";
import { EditorActions, EditorRow } from "./EditorRow";
import type { EditorProps } from "./TimeEditor";
import { useEventSaving } from "./useEventSaving";

interface AxisText {
  degrees: string;
  minutes: string;
  hemisphere: Hemisphere;
}

const textOf = (axis: Axis, value: number | undefined): AxisText => {
  if (value === undefined) return { degrees: "", minutes: "", hemisphere: hemispheresOf(axis)[0] };
  const dm = toDegreesMinutes(axis, value);
  return { degrees: String(dm.degrees), minutes: String(dm.minutes), hemisphere: dm.hemisphere };
};

/** The entry of one axis, or the rule it breaks. */
function readAxis(axis: Axis, text: AxisText): { value: DegreesMinutes | null; problem: string | null } {
  const name = axis === "latitude" ? "Latitude" : "Longitude";
  // Minutes are entered to 0.0001, so "12,345" is 12.345 minutes.
  const degrees = readNumberInput(text.degrees);
  const minutes = readNumberInput(text.minutes, { threeDecimals: true });
  for (const reading of [degrees, minutes])
    if (reading && !reading.ok) return { value: null, problem: `${name}: ${reading.message}` };
  if (!degrees?.ok || !minutes?.ok) return { value: null, problem: null };
  const value = { degrees: degrees.value, minutes: minutes.value, hemisphere: text.hemisphere };
  const problem = degreesMinutesProblem(axis, value);
  return { value: problem ? null : value, problem: problem && `${name}: ${problem}` };
}

function AxisFields({
  axis,
  text,
  onChange,
}: {
  axis: Axis;
  text: AxisText;
  onChange: (t: AxisText) => void;
}) {
  const name = axis === "latitude" ? "Latitude" : "Longitude";
  return (
    <div css={{ display: "flex", gap: 6, alignItems: "center", flexWrap: "wrap" }}>
      <span css={{ width: 80 }}>{name}</span>
      <NumberInput
        value={text.degrees}
        label={`${name} degrees (0 to ${MAX_DEGREES[axis]})`}
        placeholder="deg"
        maxLength={3}
        onChange={(degrees) => onChange({ ...text, degrees })}
        width="4.5rem"
        testId={`event-${axis}-degrees`}
      />
      <span aria-hidden="true">°</span>
      <NumberInput
        value={text.minutes}
        label={`${name} minutes (0 to ${MAX_MINUTES})`}
        placeholder="min"
        rule={{ threeDecimals: true }}
        maxLength={7}
        onChange={(minutes) => onChange({ ...text, minutes })}
        width="6rem"
        testId={`event-${axis}-minutes`}
      />
      <span aria-hidden="true">'</span>
      <Dropdown
        value={text.hemisphere}
        options={hemispheresOf(axis)}
        aria-label={`${name} hemisphere`}
        onChange={(e) => onChange({ ...text, hemisphere: e.value as Hemisphere })}
        data-testid={`event-${axis}-hemisphere`}
      />
    </div>
  );
}

/** Latitude and longitude in degrees, decimal minutes and hemisphere (spec 2 §5 limits). */
export function LocationEditor({ event, editable, onSaved }: EditorProps) {
  const [editing, setEditing] = useState(false);
  const [latitude, setLatitude] = useState(() => textOf("latitude", event.location?.latitude));
  const [longitude, setLongitude] = useState(() => textOf("longitude", event.location?.longitude));
  const saving = useEventSaving(event, {
    onSaved: async () => {
      setEditing(false);
      await onSaved();
    },
    apply: (fresh) => {
      setLatitude(textOf("latitude", fresh.location?.latitude));
      setLongitude(textOf("longitude", fresh.location?.longitude));
    },
  });
  const lat = readAxis("latitude", latitude);
  const lon = readAxis("longitude", longitude);
  const coordinate =
    lat.value && lon.value
      ? { latitude: toDecimal("latitude", lat.value), longitude: toDecimal("longitude", lon.value) }
      : null;
  const display = event.location ? (
    <span title={`${event.location.latitude.toFixed(5)}, ${event.location.longitude.toFixed(5)}`}>
      {formatDegreesMinutes("latitude", event.location.latitude)},{" "}
      {formatDegreesMinutes("longitude", event.location.longitude)}
    </span>
  ) : (
    <em>No position</em>
  );
  return (
    <EditorRow
      label="Location"
      testId="event-location-editor"
      display={display}
      editable={editable}
      editing={editing}
      onEdit={() => setEditing(true)}
    >
      <form
        css={{ display: "grid", gap: 8 }}
        onSubmit={(e) => {
          e.preventDefault();
          if (coordinate)
            void saving.run((version) =>
              voyagesApi.update(event.id, { version: version ?? event.version, location: coordinate }),
            );
        }}
      >
        <AxisFields axis="latitude" text={latitude} onChange={setLatitude} />
        <AxisFields axis="longitude" text={longitude} onChange={setLongitude} />
        <EditorActions
          testId="event-location-editor"
          busy={saving.busy}
          disabled={!coordinate}
          error={saving.error}
          conflict={saving.conflict}
          problem={lat.problem ?? lon.problem}
          onCancel={() => setEditing(false)}
        />
      </form>
    </EditorRow>
  );
}
