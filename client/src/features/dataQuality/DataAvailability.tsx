import { useTheme } from "@emotion/react";
import { Button } from "primereact/button";
import { Column } from "primereact/column";
import { DataTable } from "primereact/datatable";
import { InputNumber } from "primereact/inputnumber";
import { useEffect, useState } from "react";
import type { FeatureAvailabilityAnswer } from "../../../../domain/dataQuality/answers";
import { failureText } from "../../shared/api/failureText";
import { formatMinutes } from "../../shared/format/formatMinutes";
import { formatUtc } from "../../shared/format/formatUtc";
import { showSnackbar } from "../../shared/snackbar/snackbarStore";
import { Card } from "../../shared/ui/Card";
import { DQ_FAILURES, dataQualityApi } from "./api";
import { DqHeader, formatPct, LoadState, NoDqVessel, useDqVessel, useLoaded } from "./parts";

/** The share of expected samples per day as a calendar heat map: one row per feature, one cell per day. */
function HeatMap({ features }: { features: FeatureAvailabilityAnswer[] }) {
  const theme = useTheme();
  const cell = (pct: number) =>
    pct >= 99
      ? { background: theme.color.success }
      : pct >= 90
        ? { background: theme.color.success, opacity: 0.5 }
        : pct >= 50
          ? { background: theme.color.warning }
          : { background: theme.color.danger };
  const days = features[0]?.days ?? [];
  return (
    <div css={{ overflowX: "auto" }} data-testid="dq-heatmap">
      <table css={{ borderCollapse: "separate", borderSpacing: 2, fontSize: "0.75rem" }}>
        <thead>
          <tr>
            <th css={{ textAlign: "left", paddingRight: 8 }}>Feature</th>
            {days.map((d) => (
              <th key={d.date} css={{ fontWeight: 400, color: theme.color.textMuted, minWidth: 18 }}>
                {Number(d.date.slice(8, 10))}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {features.map((f) => (
            <tr key={f.featureName}>
              <th css={{ textAlign: "left", fontWeight: 500, paddingRight: 8, whiteSpace: "nowrap" }}>
                {f.featureName}
              </th>
              {f.days.map((d) => (
                <td
                  key={d.date}
                  title={`${f.featureName}, ${d.date}: ${d.availabilityPct} % (${d.received} of ${d.expected} samples)`}
                  css={{ width: 18, height: 18, borderRadius: 3, ...cell(d.availabilityPct) }}
                  data-pct={d.availabilityPct}
                />
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <p css={{ color: theme.color.textMuted, fontSize: "0.8rem" }}>
        Green: 99 % or more of the expected samples; pale green: 90 %; amber: 50 %; red: less. Days before the
        vessel's first data are left out. Hover a day for its figures.
      </p>
    </div>
  );
}

function OutageThreshold({ vesselId, onSaved }: { vesselId: string; onSaved: () => void }) {
  const [value, setValue] = useState<number | null>(null);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    dataQualityApi
      .outageConfig(vesselId)
      .then((c) => setValue(c.thresholdMinutes))
      .catch(() => showSnackbar({ text: DQ_FAILURES.availabilityConfig }));
  }, [vesselId]);
  const save = () => {
    if (value === null) return;
    setSaving(true);
    dataQualityApi
      .setOutageConfig(vesselId, value)
      .then(() => {
        showSnackbar({ text: "Outage threshold saved.", color: "success" });
        onSaved();
      })
      .catch((e: unknown) => showSnackbar({ text: failureText(e, DQ_FAILURES.updateAvailabilityConfig) }))
      .finally(() => setSaving(false));
  };
  return (
    <div css={{ display: "flex", gap: 8, alignItems: "center" }}>
      <label htmlFor="dq-threshold">Outage after</label>
      <InputNumber
        inputId="dq-threshold"
        value={value}
        onValueChange={(e) => setValue(e.value ?? null)}
        min={1}
        max={10080}
        suffix=" min"
        size={7}
        data-testid="dq-threshold"
      />
      <Button
        type="button"
        label="Save"
        size="small"
        onClick={save}
        loading={saving}
        data-testid="dq-threshold-save"
      />
    </div>
  );
}

/** /DataQuality/DataAvailability: availability per feature and day, outages, the threshold. */
export function DataAvailability() {
  const { vessel } = useDqVessel();
  const [state, reload] = useLoaded(
    vessel?.id ?? null,
    () => dataQualityApi.outages(vessel!.id, 30),
    DQ_FAILURES.availability,
  );
  return (
    <>
      <DqHeader
        title="Data Availability"
        subtitle="Share of expected samples received per day, and periods without data (last 30 days)"
      />
      {!vessel ? (
        <NoDqVessel />
      ) : (
        <div css={{ display: "grid", gap: 20 }}>
          <Card>
            <OutageThreshold vesselId={vessel.id} onSaved={reload} />
          </Card>
          <LoadState state={state} what="data availability" failure={DQ_FAILURES.availability}>
            {(data) =>
              data.features.length === 0 ? (
                <Card>No feature of {vessel.name} is mapped to a log variable with data.</Card>
              ) : (
                <>
                  <Card>
                    <h2 css={{ margin: "0 0 10px", fontSize: "1.2rem" }}>Calendar</h2>
                    <HeatMap features={data.features} />
                  </Card>
                  <Card>
                    <h2 css={{ margin: "0 0 10px", fontSize: "1.2rem" }}>Features</h2>
                    <DataTable
                      value={data.features}
                      dataKey="featureName"
                      size="small"
                      data-testid="dq-availability-table"
                    >
                      <Column header="Feature" field="featureName" />
                      <Column header="Log variable" field="logVariableName" />
                      <Column
                        header="Expected every"
                        body={(f: FeatureAvailabilityAnswer) => `${f.intervalSeconds} s`}
                      />
                      <Column
                        header="Availability"
                        body={(f: FeatureAvailabilityAnswer) => formatPct(f.availabilityPct)}
                      />
                      <Column header="Outages" body={(f: FeatureAvailabilityAnswer) => f.outages.length} />
                    </DataTable>
                  </Card>
                  <Card>
                    <h2 css={{ margin: "0 0 10px", fontSize: "1.2rem" }}>
                      Outages (at least {data.thresholdMinutes} min without data)
                    </h2>
                    <DataTable
                      value={data.features.flatMap((f) =>
                        f.outages.map((o) => ({ ...o, featureName: f.featureName })),
                      )}
                      size="small"
                      paginator
                      rows={15}
                      emptyMessage="No outages in the period."
                      data-testid="dq-outages"
                    >
                      <Column header="Feature" field="featureName" />
                      <Column header="Start" body={(o: { start: string }) => formatUtc(o.start)} />
                      <Column header="End" body={(o: { end: string }) => formatUtc(o.end)} />
                      <Column
                        header="Duration"
                        body={(o: { durationMinutes: number }) => formatMinutes(o.durationMinutes)}
                      />
                    </DataTable>
                  </Card>
                </>
              )
            }
          </LoadState>
        </div>
      )}
    </>
  );
}
