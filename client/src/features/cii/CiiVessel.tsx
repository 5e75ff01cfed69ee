import { useTheme } from "@emotion/react";
import { Column } from "primereact/column";
import { DataTable } from "primereact/datatable";
import { useCallback, useEffect, useState } from "react";
import { coverageText, ProvisionalMark } from "../../entities/cii/CiiCoverage";
import { CiiRatingBadge } from "../../entities/cii/CiiRatingBadge";
import { type CiiRunningDay, type CiiSummary, ciiApi } from "../../entities/cii/ciiApi";
import { CII_BASIS_TEXT, ciiNumber, SOURCE_TEXT } from "../../entities/cii/ciiLook";
import { failureText } from "../../shared/api/failureText";
import { Chart } from "../../shared/charts/Chart";
import { useChartBase } from "../../shared/charts/chartBase";
import { formatUtc } from "../../shared/format/formatUtc";
import { AlertBox } from "../../shared/ui/AlertBox";
import { Card } from "../../shared/ui/Card";
import { CardGrid } from "../../shared/ui/CardGrid";
import { InfoList } from "../../shared/ui/InfoList";
import { CiiCorrections } from "./CiiCorrections";
import { comparisonChart, runningChart } from "./ciiCharts";

const FIRST_TABLE_YEAR = 2023;
const LOAD_FAILED = "The CII figures could not be loaded.";
const num = (value: number, digits = 1) => value.toLocaleString("en-GB", { maximumFractionDigits: digits });
const SHIP_TYPE_TEXT: Record<string, string> = {
  bulkCarrier: "Bulk carrier",
  gasCarrier: "Gas carrier",
  tanker: "Tanker",
  containerShip: "Container ship",
  generalCargo: "General cargo ship",
  refrigeratedCargo: "Refrigerated cargo carrier",
  combinationCarrier: "Combination carrier",
  lngCarrier: "LNG carrier",
  roRoVehicleCarrier: "Ro-ro cargo ship (vehicle carrier)",
  roRoCargo: "Ro-ro cargo ship",
  roPax: "Ro-pax ship",
  roPaxHighSpeed: "Ro-pax ship (high-speed craft)",
  cruisePassenger: "Cruise passenger ship",
};

/** One vessel's CII page body for a year: rating, attained vs required, running days, years, corrections. */
export function CiiVessel({ vesselId, year }: { vesselId: string; year: number }) {
  const theme = useTheme();
  const base = useChartBase();
  const [summary, setSummary] = useState<(CiiSummary & { days: CiiRunningDay[] }) | null>(null);
  const [years, setYears] = useState<CiiSummary[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);

  const load = useCallback(() => {
    let live = true;
    setLoading(true);
    const current = new Date().getUTCFullYear();
    const tableYears = Array.from({ length: current - FIRST_TABLE_YEAR + 1 }, (_, i) => current - i);
    Promise.all([
      ciiApi.year(vesselId, year),
      Promise.all(tableYears.map((y) => ciiApi.year(vesselId, y).catch(() => null))),
    ])
      .then(([s, ys]) => {
        if (!live) return;
        setSummary(s);
        setYears(ys.filter((y): y is CiiSummary & { days: CiiRunningDay[] } => y !== null));
        setError(null);
      })
      .catch((failure: unknown) => live && setError(failureText(failure, LOAD_FAILED)))
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [vesselId, year]);
  useEffect(load, [load]);

  if (error)
    return (
      <AlertBox severity="error" testId="cii-error">
        {error}
      </AlertBox>
    );
  if (!summary) return <p role="status">{loading ? "Loading CII…" : ""}</p>;

  const comparison = comparisonChart(
    [
      { label: "Attained", value: summary.attained },
      { label: "IMO DCS basis", value: summary.dcs.attained },
      { label: "Attained, corrected", value: summary.corrected.attained },
      { label: "Projected year end", value: summary.projection?.attained ?? null },
      { label: "Required", value: summary.required },
    ],
    summary.boundaries,
    base,
    theme.color.primary,
  );
  const running = runningChart(summary.days, summary.boundaries, base, theme.color.primary);

  return (
    <div css={{ display: "grid", gap: 20 }}>
      <CardGrid>
        <Card data-testid="cii-summary">
          <h2
            css={{ margin: "0 0 14px", fontSize: "1.2rem", display: "flex", gap: 10, alignItems: "center" }}
          >
            CII {summary.year} {summary.year === new Date().getUTCFullYear() ? "to date" : ""}
            <ProvisionalMark summary={summary} />
          </h2>
          <div css={{ display: "flex", gap: 24, marginBottom: 16, flexWrap: "wrap" }}>
            <RatingTile label="Operational" rating={summary.rating} testId="cii-rating" />
            <RatingTile label="IMO DCS basis" rating={summary.dcs.rating} testId="cii-rating-dcs" />
            <RatingTile
              label="With corrections"
              rating={summary.corrected.rating}
              testId="cii-rating-corrected"
            />
            <RatingTile
              label="Projected year end"
              rating={summary.projection?.rating ?? null}
              testId="cii-rating-projected"
            />
          </div>
          <InfoList
            testId="cii-figures"
            rows={[
              ["Attained CII, operational", ciiNumber(summary.attained)],
              ["Attained CII, IMO DCS basis", summary.dcs.note ?? ciiNumber(summary.dcs.attained)],
              [
                "IMO DCS figures",
                `${num(summary.dcs.fuelTonnes, 1)} t fuel, ${num(summary.dcs.co2Tonnes, 1)} t CO2, ${num(summary.dcs.distanceNm)} nm`,
              ],
              ["Attained, corrected", ciiNumber(summary.corrected.attained)],
              ["Required CII", ciiNumber(summary.required)],
              ["Reference CII", ciiNumber(summary.reference)],
              ["Reduction factor Z", `${summary.z} %`],
              [
                "Source",
                `${SOURCE_TEXT[summary.source]} (${summary.voyageDays} voyage days, ${summary.logDataDays} log-data days)`,
              ],
              [
                "Days with data",
                `${coverageText(summary)}${summary.partial && summary.rating ? ": the rating is provisional" : ""}`,
              ],
              ["CO2, operational", `${num(summary.co2Tonnes, 1)} t`],
              ["Distance, operational", `${num(summary.distanceNm)} nm`],
              [
                "Capacity",
                `${num(summary.capacity, 0)} ${summary.capacityBasis} (${SHIP_TYPE_TEXT[summary.shipType] ?? summary.shipType})`,
              ],
            ]}
          />
          <ul
            data-testid="cii-basis"
            css={{ margin: "12px 0 0", paddingLeft: 18, color: theme.color.textMuted }}
          >
            <li>{CII_BASIS_TEXT.operational}</li>
            <li>{CII_BASIS_TEXT.dcs}</li>
          </ul>
        </Card>
        <Card data-testid="cii-boundaries">
          <h2 css={{ margin: "0 0 10px", fontSize: "1.2rem" }}>Attained and required CII</h2>
          <Chart type="bar" height={260} series={comparison.series} options={comparison.options} />
          <InfoList
            rows={[
              ["A | B superior", ciiNumber(summary.boundaries.superior)],
              ["B | C lower", ciiNumber(summary.boundaries.lower)],
              ["C | D upper", ciiNumber(summary.boundaries.upper)],
              ["D | E inferior", ciiNumber(summary.boundaries.inferior)],
            ]}
          />
        </Card>
      </CardGrid>
      <Card data-testid="cii-running">
        <h2 css={{ margin: "0 0 10px", fontSize: "1.2rem" }}>Running CII per day, {summary.year}</h2>
        <Chart type="line" height={280} series={running.series} options={running.options} />
        {summary.projection && (
          <p data-testid="cii-projection" css={{ margin: "8px 0 0", color: theme.color.textMuted }}>
            At the pace of the last {summary.projection.paceDays} days with data, the year ends at{" "}
            {ciiNumber(summary.projection.attained)} ({summary.projection.remainingDays} days to go): rating{" "}
            {summary.projection.rating ?? "—"}.
          </p>
        )}
      </Card>
      <Card data-testid="cii-years" css={{ overflowX: "auto" }}>
        <h2 css={{ margin: "0 0 10px", fontSize: "1.2rem" }}>CII per year</h2>
        {/* Ten columns in a card beside the sidebar at 1024 px: the badges wrap beside their tag or number and
            the cells keep 4 px a side, so the table fits its card and no column is cut at the edge. */}
        <DataTable
          value={years}
          dataKey="year"
          size="small"
          emptyMessage="No year can be rated."
          css={{
            "& .p-datatable-thead > tr > th, & .p-datatable-tbody > tr > td": {
              paddingLeft: 4,
              paddingRight: 4,
            },
          }}
        >
          <Column field="year" header="Year" />
          <Column
            header="Rating"
            body={(y: CiiSummary) => (
              <span css={{ display: "inline-flex", flexWrap: "wrap", gap: 8, alignItems: "center" }}>
                <CiiRatingBadge rating={y.rating} size={22} />
                <ProvisionalMark summary={y} testId={`cii-year-provisional-${y.year}`} />
              </span>
            )}
          />
          <Column header="Attained" body={(y: CiiSummary) => ciiNumber(y.attained)} />
          <Column
            header="IMO DCS basis"
            body={(y: CiiSummary) => (
              <span
                data-testid={`cii-year-dcs-${y.year}`}
                css={{ display: "inline-flex", flexWrap: "wrap", gap: 8, alignItems: "center" }}
              >
                <CiiRatingBadge rating={y.dcs.rating} size={22} label="IMO DCS basis" />
                {ciiNumber(y.dcs.attained)}
              </span>
            )}
          />
          <Column header="Corrected" body={(y: CiiSummary) => ciiNumber(y.corrected.attained)} />
          <Column header="Required" body={(y: CiiSummary) => ciiNumber(y.required)} />
          <Column header="Z" body={(y: CiiSummary) => `${y.z} %`} bodyStyle={{ whiteSpace: "nowrap" }} />
          <Column header="Source" body={(y: CiiSummary) => SOURCE_TEXT[y.source]} />
          <Column
            header="Days with data"
            body={(y: CiiSummary) => <span data-testid={`cii-year-days-${y.year}`}>{coverageText(y)}</span>}
          />
          <Column
            header="Period"
            body={(y: CiiSummary) =>
              y.from ? `${formatUtc(y.from, false)} – ${formatUtc(y.to, false)}` : "—"
            }
          />
        </DataTable>
      </Card>
      <CiiCorrections vesselId={vesselId} year={year} summary={summary} onChanged={load} />
    </div>
  );
}

function RatingTile({
  label,
  rating,
  testId,
}: {
  label: string;
  rating: CiiSummary["rating"];
  testId: string;
}) {
  return (
    <div css={{ display: "grid", justifyItems: "center", gap: 6 }}>
      <CiiRatingBadge rating={rating} size={48} testId={testId} label={label} />
      <span css={{ fontSize: "0.85rem" }}>{label}</span>
    </div>
  );
}
