import { useTheme } from "@emotion/react";
import { Button } from "primereact/button";
import { Column } from "primereact/column";
import { DataTable } from "primereact/datatable";
import { Dialog } from "primereact/dialog";
import { InputTextarea } from "primereact/inputtextarea";
import { SelectButton } from "primereact/selectbutton";
import { useState } from "react";
import type { OutlierActionAnswer, OutlierAnswer } from "../../../../domain/dataQuality/answers";
import { useSession } from "../../entities/session/sessionStore";
import { failureText } from "../../shared/api/failureText";
import { Chart, type ChartOptions } from "../../shared/charts/Chart";
import { useChartBase } from "../../shared/charts/chartBase";
import { formatUtc } from "../../shared/format/formatUtc";
import { showSnackbar } from "../../shared/snackbar/snackbarStore";
import { ACTIONS_HEADER } from "../../shared/table/actionsHeader";
import { Card } from "../../shared/ui/Card";
import { DQ_FAILURES, dataQualityApi } from "./api";
import { DqHeader, LoadState, NoDqVessel, useDqVessel, useLoaded } from "./parts";

const KIND_TEXT: Record<OutlierAnswer["kind"], string> = {
  OutOfRange: "Out of range",
  Spike: "Spike",
  Frozen: "Frozen value",
};
const num = (v: number) => v.toLocaleString("en-GB", { maximumFractionDigits: 3 });

/** The week's readings of one feature, the outliers marked; deleted readings are not in the answer. */
function FeatureChart({
  vesselId,
  outlier,
  round,
}: {
  vesselId: string;
  outlier: OutlierAnswer;
  round: number;
}) {
  const theme = useTheme();
  const base = useChartBase();
  const [state] = useLoaded(
    `${vesselId}|${outlier.featureName}|${round}`,
    () => dataQualityApi.featureValues(vesselId, outlier.featureName, 7),
    DQ_FAILURES.featureValues,
  );
  return (
    <LoadState state={state} what="the feature's values" failure={DQ_FAILURES.featureValues}>
      {(data) => {
        const options: ChartOptions = {
          ...base,
          chart: { ...base.chart, id: "dq-feature", zoom: { enabled: false } },
          colors: [theme.color.primary],
          stroke: { width: 1.5 },
          xaxis: { type: "datetime", labels: { datetimeUTC: true } },
          yaxis: {
            title: { text: `${outlier.featureName} (${data.unit})` },
            labels: { formatter: (v: number) => num(v) },
          },
          tooltip: { ...base.tooltip, x: { format: "dd MMM HH:mm" } },
          annotations: {
            xaxis: [
              {
                x: Date.parse(outlier.from),
                x2: outlier.from === outlier.to ? undefined : Date.parse(outlier.to),
                borderColor: theme.color.danger,
                fillColor: theme.color.danger,
                opacity: 0.15,
              },
            ],
          },
        };
        return (
          <div data-testid="dq-feature-chart" data-points={data.points.length}>
            <Chart
              type="line"
              height={280}
              options={options}
              series={[{ name: outlier.featureName, data: data.points.map((p) => [Date.parse(p.t), p.v]) }]}
            />
          </div>
        );
      }}
    </LoadState>
  );
}

/** /DataQuality/DataOutliers: a vessel's outliers (or the company's), with acknowledge, delete and clear. */
export function DataOutliers() {
  const { vessel } = useDqVessel();
  const { user } = useSession();
  const mayAct = user?.role === "SuperUser" || user?.role === "Administrator";
  const [scope, setScope] = useState<"vessel" | "company">("vessel");
  const [round, setRound] = useState(0);
  const [selected, setSelected] = useState<OutlierAnswer | null>(null);
  const [deleting, setDeleting] = useState<OutlierAnswer | null>(null);
  const [reason, setReason] = useState("");
  const key = vessel ? `${scope}|${vessel.id}|${round}` : null;
  const [state] = useLoaded<{ outliers: OutlierAnswer[]; actions?: OutlierActionAnswer[] }>(
    key,
    () => (scope === "vessel" ? dataQualityApi.outliers(vessel!.id, 7) : dataQualityApi.companyOutliers(7)),
    DQ_FAILURES.featureValues,
  );
  const done = (text: string) => {
    showSnackbar({ text, color: "success" });
    setRound((r) => r + 1);
  };
  const failed = (e: unknown) => showSnackbar({ text: failureText(e, DQ_FAILURES.outlierAction) });
  const body = (o: OutlierAnswer, why: string) => ({
    vesselId: o.vesselId,
    featureName: o.featureName,
    from: o.from,
    to: o.to,
    reason: why,
  });

  const actions = (o: OutlierAnswer) =>
    !mayAct ? null : o.status === "Acknowledged" && o.actionId ? (
      <Button
        type="button"
        label="Clear"
        size="small"
        text
        onClick={() =>
          dataQualityApi.clear(o.vesselId, o.actionId!).then(() => done("Acknowledgement cleared."), failed)
        }
        data-testid="dq-clear"
      />
    ) : (
      <span css={{ display: "flex", gap: 4 }}>
        <Button
          type="button"
          label="Acknowledge"
          size="small"
          text
          onClick={() =>
            dataQualityApi.act("Acknowledge", body(o, "")).then(() => done("Outlier acknowledged."), failed)
          }
          data-testid="dq-acknowledge"
        />
        <Button
          type="button"
          label="Delete"
          size="small"
          text
          severity="danger"
          onClick={() => {
            setReason("");
            setDeleting(o);
          }}
          data-testid="dq-delete"
        />
      </span>
    );

  return (
    <>
      <DqHeader
        title="Data Outliers"
        subtitle="Readings out of range, spikes and frozen values of the last 7 days"
        actions={
          <SelectButton
            value={scope}
            onChange={(e) => e.value && setScope(e.value)}
            options={[
              { label: "Vessel", value: "vessel" },
              { label: "Company", value: "company" },
            ]}
            data-testid="dq-scope"
          />
        }
      />
      {!vessel ? (
        <NoDqVessel />
      ) : (
        <div css={{ display: "grid", gap: 20 }}>
          {!mayAct && (
            <p css={{ margin: 0 }}>
              Only a SuperUser or an Administrator may acknowledge, delete or clear outliers.
            </p>
          )}
          <Card>
            <p css={{ marginTop: 0 }}>Select a row to see its feature's readings of the week.</p>
            <LoadState state={state} what="outliers" failure={DQ_FAILURES.featureValues}>
              {(data) => (
                <DataTable
                  value={data.outliers}
                  size="small"
                  paginator
                  rows={12}
                  selectionMode="single"
                  selection={selected}
                  onSelectionChange={(e) => setSelected(e.value as OutlierAnswer)}
                  emptyMessage="No outliers in the last 7 days."
                  data-testid="dq-outliers"
                >
                  {scope === "company" && <Column header="Vessel" field="vesselName" />}
                  <Column header="Feature" field="featureName" />
                  <Column header="Kind" body={(o: OutlierAnswer) => KIND_TEXT[o.kind]} />
                  <Column
                    header="When"
                    body={(o: OutlierAnswer) =>
                      o.from === o.to ? formatUtc(o.from) : `${formatUtc(o.from)} – ${formatUtc(o.to)}`
                    }
                  />
                  <Column header="Value" body={(o: OutlierAnswer) => `${num(o.value)} ${o.unit}`} />
                  <Column header="Status" field="status" />
                  <Column header={ACTIONS_HEADER} body={actions} />
                </DataTable>
              )}
            </LoadState>
          </Card>
          {selected && (
            <Card>
              <h2 css={{ margin: "0 0 10px", fontSize: "1.2rem" }}>
                {selected.vesselName}: {selected.featureName}, last 7 days
              </h2>
              <FeatureChart vesselId={selected.vesselId} outlier={selected} round={round} />
            </Card>
          )}
          {state.status === "ready" && state.data.actions && state.data.actions.length > 0 && (
            <Card>
              <h2 css={{ margin: "0 0 10px", fontSize: "1.2rem" }}>Actions in force</h2>
              <DataTable value={state.data.actions} size="small" dataKey="id" data-testid="dq-actions">
                <Column header="Action" field="action" />
                <Column header="Feature" field="featureName" />
                <Column header="From" body={(a: OutlierActionAnswer) => formatUtc(a.from)} />
                <Column header="To" body={(a: OutlierActionAnswer) => formatUtc(a.to)} />
                <Column header="Why" field="reason" />
                <Column header="When" body={(a: OutlierActionAnswer) => formatUtc(a.recordedAt)} />
                <Column
                  header={ACTIONS_HEADER}
                  body={(a: OutlierActionAnswer) =>
                    mayAct && (
                      <Button
                        type="button"
                        label={a.action === "Delete" ? "Restore" : "Clear"}
                        size="small"
                        text
                        onClick={() =>
                          dataQualityApi.clear(vessel.id, a.id).then(() => done("Action cleared."), failed)
                        }
                        data-testid="dq-action-clear"
                      />
                    )
                  }
                />
              </DataTable>
            </Card>
          )}
        </div>
      )}
      <Dialog
        header="Delete readings"
        visible={deleting !== null}
        onHide={() => setDeleting(null)}
        style={{ width: "min(480px, 95vw)" }}
        footer={
          <div>
            <Button type="button" label="Cancel" text onClick={() => setDeleting(null)} />
            <Button
              type="button"
              label="Delete"
              severity="danger"
              disabled={reason.trim() === ""}
              data-testid="dq-delete-confirm"
              onClick={() => {
                const o = deleting!;
                setDeleting(null);
                dataQualityApi.act("Delete", body(o, reason)).then(() => {
                  setSelected(o);
                  done("Readings deleted: no calculation uses them now.");
                }, failed);
              }}
            />
          </div>
        }
      >
        {deleting && (
          <div css={{ display: "grid", gap: 8 }}>
            <p css={{ margin: 0 }}>
              {deleting.featureName} of {deleting.vesselName},{" "}
              {deleting.from === deleting.to
                ? formatUtc(deleting.from)
                : `${formatUtc(deleting.from)} – ${formatUtc(deleting.to)}`}
              : excluded from every calculation until the deletion is cleared.
            </p>
            <label htmlFor="dq-reason">Why (required)</label>
            <InputTextarea
              id="dq-reason"
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              maxLength={2000}
              rows={3}
              data-testid="dq-reason"
            />
          </div>
        )}
      </Dialog>
    </>
  );
}
