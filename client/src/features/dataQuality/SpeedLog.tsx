import { useTheme } from "@emotion/react";
import type { SpeedLogAnswer } from "../../../../domain/dataQuality/answers";
import { Chart, type ChartOptions } from "../../shared/charts/Chart";
import { useChartBase } from "../../shared/charts/chartBase";
import { formatUtc } from "../../shared/format/formatUtc";
import { Card } from "../../shared/ui/Card";
import { InfoList } from "../../shared/ui/InfoList";
import { DQ_FAILURES, dataQualityApi } from "./api";
import { DqHeader, formatPct, LoadState, NoDqVessel, useDqVessel, useLoaded } from "./parts";

const fixed = (digits: number) => (v: number) =>
  typeof v === "number" && Number.isFinite(v) ? v.toFixed(digits) : "";

const SPEED_LOG_METHODS: Record<SpeedLogAnswer["method"], string> = {
  oppositeHeadings: "SOG/STW on opposite headings",
  oneHeading: "SOG/STW on one heading (provisional)",
  allBlocks: "SOG/STW without courses",
  certified: "Certified calibration",
  none: "Not calibrated",
};

/** /DataQuality/SpeedLog: measured STW against STW derived from SOG, and the log's bias over time. */
export function SpeedLog() {
  const theme = useTheme();
  const base = useChartBase();
  const { vessel } = useDqVessel();
  const id = vessel?.id ?? null;
  const [bias] = useLoaded(id, () => dataQualityApi.speedLog(id!, 30), DQ_FAILURES.speedLog);
  const [derived] = useLoaded(id, () => dataQualityApi.derivedStw(id!, 30), DQ_FAILURES.derivedStw);
  const [measured] = useLoaded(id, () => dataQualityApi.measuredStw(id!, 30), DQ_FAILURES.stw);

  const biasOptions: ChartOptions = {
    ...base,
    chart: { ...base.chart, id: "dq-bias", zoom: { enabled: false } },
    colors: [theme.color.primary, theme.color.warning],
    stroke: { width: [0, 2.5] },
    xaxis: { type: "datetime", labels: { datetimeUTC: true } },
    yaxis: { title: { text: "Speed log bias (%)" }, labels: { formatter: fixed(1) } },
    markers: { size: [4, 0] },
    annotations: { yaxis: [{ y: 0, borderColor: theme.color.textMuted }] },
  };
  const speedOptions: ChartOptions = {
    ...base,
    chart: { ...base.chart, id: "dq-stw", zoom: { enabled: false } },
    colors: [theme.color.primary, theme.color.success],
    stroke: { width: 1.5 },
    xaxis: { type: "datetime", labels: { datetimeUTC: true } },
    yaxis: { title: { text: "Speed (knots)" }, labels: { formatter: fixed(1) } },
  };

  return (
    <>
      <DqHeader
        title="Speed Log"
        subtitle="The speed log's speed through water against speed over ground at sea on opposite headings, where a current along the route cancels; estimated since the log's latest servicing or certified calibration, charted over the last 30 days"
      />
      {!vessel ? (
        <NoDqVessel />
      ) : (
        <div css={{ display: "grid", gap: 20 }}>
          <Card data-testid="dq-speedlog">
            <LoadState state={bias} what="speed log data" failure={DQ_FAILURES.speedLog}>
              {(data) =>
                data.biasPct === null ? (
                  <p>No speed through water and speed over ground at sea in the last 30 days.</p>
                ) : (
                  <>
                    <InfoList
                      testId="dq-bias"
                      rows={[
                        [
                          "Estimated speed log bias",
                          `${data.biasPct >= 0 ? "+" : ""}${formatPct(data.biasPct, 1)}`,
                        ],
                        ["Method", SPEED_LOG_METHODS[data.method]],
                        ...(data.calibratedFrom
                          ? [
                              ["Estimated over", `since ${formatUtc(data.calibratedFrom, false)}`] as [
                                string,
                                string,
                              ],
                            ]
                          : []),
                        ["Compared readings", data.pairs.toLocaleString("en-GB")],
                        ...(data.note ? [["Note", data.note] as [string, string]] : []),
                      ]}
                    />
                    <Chart
                      type="line"
                      height={260}
                      options={biasOptions}
                      series={[
                        {
                          name: "Daily bias",
                          type: "scatter",
                          data: data.days.map((d) => [Date.parse(d.date), d.biasPct]),
                        },
                        {
                          name: "7-day bias",
                          type: "line",
                          data: data.days.map((d) => [Date.parse(d.date), d.rollingBiasPct]),
                        },
                      ]}
                    />
                  </>
                )
              }
            </LoadState>
          </Card>
          <Card>
            <h2 css={{ margin: "0 0 10px", fontSize: "1.2rem" }}>Speed through water, hourly means</h2>
            <LoadState state={measured} what="speed through water data" failure={DQ_FAILURES.stw}>
              {(stw) => (
                <LoadState
                  state={derived}
                  what="derived speed through water data"
                  failure={DQ_FAILURES.derivedStw}
                >
                  {(sog) => (
                    <Chart
                      type="line"
                      height={280}
                      options={speedOptions}
                      series={[
                        { name: "Measured (speed log)", data: stw.points.map((p) => [Date.parse(p.t), p.v]) },
                        {
                          name: "Derived from SOG (at sea)",
                          data: sog.points.map((p) => [Date.parse(p.t), p.v]),
                        },
                      ]}
                    />
                  )}
                </LoadState>
              )}
            </LoadState>
          </Card>
        </div>
      )}
    </>
  );
}
