import { useTheme } from "@emotion/react";
import { Column } from "primereact/column";
import { DataTable } from "primereact/datatable";
import type { AlignmentRowAnswer } from "../../../../domain/dataQuality/answers";
import { formatUtc } from "../../shared/format/formatUtc";
import { Card } from "../../shared/ui/Card";
import { DQ_FAILURES, dataQualityApi, type Quantity } from "./api";
import { DqHeader, LoadState, NoDqVessel, useDqVessel, useLoaded } from "./parts";

const QUANTITIES: Array<[Quantity, string, number]> = [
  ["distanceNm", "Distance (nm)", 1],
  ["steamingHours", "Steaming hours", 1],
  ["speedKn", "Speed (kn)", 2],
  ["meFuelT", "ME fuel (t)", 2],
];

/** /DataQuality/DataAlignment: each noon report beside the same 24 hours integrated from the log. */
export function DataAlignment() {
  const theme = useTheme();
  const { vessel } = useDqVessel();
  const [state] = useLoaded(
    vessel?.id ?? null,
    () => dataQualityApi.alignment(vessel!.id, 30),
    DQ_FAILURES.alignment,
  );
  const cell = (row: AlignmentRowAnswer, q: Quantity, digits: number) => {
    const r = row.reported[q];
    const l = row.logged[q];
    const d = row.deviationPct[q];
    const flagged = row.flagged.includes(q);
    return (
      <div data-flagged={flagged || undefined}>
        <div>
          {r === null ? "–" : r.toFixed(digits)} / {l === null ? "–" : l.toFixed(digits)}
        </div>
        <div
          css={{
            fontSize: "0.8rem",
            color: flagged ? theme.color.danger : theme.color.textMuted,
            fontWeight: flagged ? 700 : 400,
          }}
        >
          {d === null ? "" : `${d >= 0 ? "+" : ""}${d.toFixed(1)} %`}
          {flagged ? " flagged" : ""}
        </div>
      </div>
    );
  };
  return (
    <>
      <DqHeader
        title="Noon Report Alignment"
        subtitle="Noon report / log data over the same 24 hours, and the report's deviation (last 30 days)"
      />
      {!vessel ? (
        <NoDqVessel />
      ) : (
        <Card>
          <LoadState state={state} what="data alignment data" failure={DQ_FAILURES.alignment}>
            {(data) => (
              <>
                <p css={{ marginTop: 0 }}>
                  Deviations above {data.thresholdPct} % are flagged, on days the log covers at least half of.
                </p>
                <DataTable
                  value={[...data.rows].reverse()}
                  size="small"
                  paginator
                  rows={15}
                  emptyMessage="No noon reports in the last 30 days."
                  data-testid="dq-alignment"
                >
                  <Column header="Noon report" body={(r: AlignmentRowAnswer) => formatUtc(r.t)} />
                  {QUANTITIES.map(([q, label, digits]) => (
                    <Column key={q} header={label} body={(r: AlignmentRowAnswer) => cell(r, q, digits)} />
                  ))}
                  <Column
                    header="Log coverage"
                    body={(r: AlignmentRowAnswer) => `${Math.round(r.logged.coverage * 100)} %`}
                  />
                </DataTable>
              </>
            )}
          </LoadState>
        </Card>
      )}
    </>
  );
}
