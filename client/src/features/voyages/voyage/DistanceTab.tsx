import { useState } from "react";
import { nonNegativeNumber } from "../../../../../domain/shared/numberInput";
import { Chart } from "../../../shared/charts/Chart";
import { NumberInput } from "../../../shared/ui/NumberInput";
import { voyagesApi } from "../api/voyagesApi";
import { distanceBySource, totalDistance } from "../logic/distance";
import { formatDistance } from "../logic/formats";
import type { VesselEventDto } from "../types";
import { useChartBase } from "../ui/chartTheme";
import { EditorActions, EditorRow } from "./EditorRow";
import { useEventSaving } from "./useEventSaving";

/** Manual distance by GPS in nm and the distance by source; the edit icon hides once data is confirmed. */
export function DistanceTab({
  event,
  editable,
  onSaved,
}: {
  event: VesselEventDto;
  editable: boolean;
  onSaved: () => Promise<void>;
}) {
  const base = useChartBase();
  const manual = event.distanceSailed?.manualDistanceByGPS;
  const [editing, setEditing] = useState(event.distanceSailed === null && editable);
  const [text, setText] = useState(manual ? String(manual) : "");
  const saving = useEventSaving(event, {
    onSaved: async () => {
      setEditing(false);
      await onSaved();
    },
    apply: (fresh) => {
      const theirs = fresh.distanceSailed?.manualDistanceByGPS;
      setText(theirs ? String(theirs) : "");
    },
  });
  // Distances run into thousands, so an ambiguous "1,500" is refused with both readings (not 1.5 nm).
  const reading = nonNegativeNumber(text, "The distance");
  const value = reading?.ok ? reading.value : null;
  const invalid = reading !== null && !reading.ok;
  const slices = distanceBySource(event.distanceSailed);
  return (
    <div css={{ display: "grid", gap: 16 }} data-testid="distance-tab">
      <EditorRow
        label="Manual distance"
        testId="distance-manual"
        display={<span data-testid="distance-manual-shown">{formatDistance(manual ?? null)}</span>}
        editable={editable}
        editing={editing && editable}
        onEdit={() => setEditing(true)}
      >
        <form
          css={{ display: "grid", gap: 8 }}
          onSubmit={(e) => {
            e.preventDefault();
            if (!invalid)
              void saving.run((version) => voyagesApi.setDistance(event.id, value, version ?? event.version));
          }}
        >
          <span css={{ display: "inline-flex", gap: 8, alignItems: "center" }}>
            <NumberInput
              value={text}
              onChange={setText}
              label="Manual distance by GPS (nm)"
              placeholder="nm"
              width="9rem"
              testId="distance-input"
            />
            nm
          </span>
          <EditorActions
            testId="distance"
            busy={saving.busy}
            disabled={invalid}
            error={saving.error}
            conflict={saving.conflict}
            problem={reading && !reading.ok ? reading.message : null}
            onCancel={event.distanceSailed ? () => setEditing(false) : null}
          />
        </form>
      </EditorRow>
      <div css={{ display: "flex", gap: 16, alignItems: "center", flexWrap: "wrap" }}>
        <div>
          Total:{" "}
          <strong data-testid="distance-total">{formatDistance(totalDistance(event.distanceSailed))}</strong>
        </div>
        {slices.length > 0 && (
          <div css={{ width: 320 }} data-testid="distance-pie">
            <Chart
              type="pie"
              height={200}
              series={slices.map((s) => Math.round(s.nm * 10) / 10)}
              options={{
                ...base,
                labels: slices.map((s) => s.label),
                colors: slices.map((s) => s.color),
                legend: { ...base.legend, position: "right" },
                stroke: { width: 0 },
                tooltip: { ...base.tooltip, y: { formatter: (nm: number) => formatDistance(nm) } },
              }}
            />
          </div>
        )}
      </div>
    </div>
  );
}
