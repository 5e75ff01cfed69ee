import { Column } from "primereact/column";
import { DataTable } from "primereact/datatable";
import type { VesselSummaryAnswer } from "../../../../domain/dataQuality/answers";
import { formatUtc } from "../../shared/format/formatUtc";
import { Card } from "../../shared/ui/Card";
import { PageHeader } from "../../shared/ui/PageHeader";
import { DQ_FAILURES, dataQualityApi } from "./api";
import { LoadState, TrafficLight, useLoaded } from "./parts";

const CHECKS = [
  ["availability", "Availability"],
  ["outliers", "Outliers"],
  ["frozen", "Frozen values"],
  ["speedLog", "Speed log"],
  ["noonAlignment", "Noon alignment"],
] as const;

/** /DataQuality/DQFleetOverview: one row per vessel, a traffic light per check, worst first. */
export function DqFleetOverview() {
  const [state] = useLoaded("fleet", () => dataQualityApi.fleetOverview(30), DQ_FAILURES.fleetOverview);
  return (
    <>
      <PageHeader
        title="Data Quality Summary"
        subtitle="Availability, outliers, frozen values, speed log and noon report alignment of every vessel"
      />
      <Card data-testid="dq-summary">
        <LoadState state={state} what="the fleet's data quality" failure={DQ_FAILURES.fleetOverview}>
          {(data) => (
            <>
              <p css={{ marginTop: 0 }}>
                Last 30 days, {formatUtc(data.from, false)} to{" "}
                {formatUtc(new Date(Date.parse(data.to) - 1).toISOString(), false)}, computed from hourly
                figures. Vessels with a fault come first.
              </p>
              <DataTable
                value={data.vessels}
                dataKey="vesselId"
                size="small"
                stripedRows
                emptyMessage="No vessel has the Data Quality module activated."
                data-testid="dq-summary-table"
              >
                <Column header="Vessel" field="vesselName" />
                {CHECKS.map(([key, label]) => (
                  <Column
                    key={key}
                    header={label}
                    body={(row: VesselSummaryAnswer) => (
                      <div data-testid={`dq-${key}`}>
                        <TrafficLight light={row.checks[key].light} title={row.checks[key].detail} />
                        <div css={(theme) => ({ fontSize: "0.8rem", color: theme.color.textMuted })}>
                          {row.checks[key].detail}
                        </div>
                      </div>
                    )}
                  />
                ))}
                <Column
                  header="Last data received"
                  body={(row: VesselSummaryAnswer) =>
                    row.lastDataReceived ? formatUtc(row.lastDataReceived) : "Never"
                  }
                />
              </DataTable>
            </>
          )}
        </LoadState>
      </Card>
    </>
  );
}
