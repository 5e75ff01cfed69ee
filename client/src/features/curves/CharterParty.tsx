import styled from "@emotion/styled";
import { Column } from "primereact/column";
import { ColumnGroup } from "primereact/columngroup";
import { DataTable } from "primereact/datatable";
import { Dropdown } from "primereact/dropdown";
import { Row } from "primereact/row";
import { useEffect, useState } from "react";
import type { CharterPeriod } from "../../../../domain/charterParty/indication";
import type { CharterPartyAnswer } from "../../../../domain/curves/answers";
import { CURVE_MODE_LABELS, type CurveMode } from "../../../../domain/curves/referenceCurve";
import { failureText } from "../../shared/api/failureText";
import { DISPLAY_DECIMALS, formatFixed } from "../../shared/format/formatFixed";
import { formatUtc } from "../../shared/format/formatUtc";
import { TableCardScrollingEnd } from "../../shared/table/TableCard";
import { AlertBox } from "../../shared/ui/AlertBox";
import { charterPartyApi } from "./charterPartyApi";
import { excludedText, termsText } from "./indicationText";

const MODES: CurveMode[] = ["TimeCharter", "SpotMarket"];
const tonnes = (v: number | null) => formatFixed(v, DISPLAY_DECIMALS.fuelTonnes);
const miles = (v: number | null) => formatFixed(v, DISPLAY_DECIMALS.distance);
const knots = (v: number | null) => formatFixed(v, DISPLAY_DECIMALS.speed);
const hours = (v: number | null) => formatFixed(v, 1);
const excludedHoursOf = (p: CharterPeriod) => Object.values(p.excludedHours).reduce((a, b) => a + b, 0);
const ROWS = 10;

/** The table card without the sticky last column (this table has no row actions). */
const PeriodsCard = styled(TableCardScrollingEnd)`
  .p-datatable .p-datatable-thead > tr > th { white-space: normal; }
  .p-datatable .p-datatable-tfoot > tr > td {
    background: ${(p) => p.theme.color.surfaceMuted};
    color: ${(p) => p.theme.color.text};
    border-color: ${(p) => p.theme.color.border};
  }
`;

/**
 * The charter-party table (spec 3 §2 curve table), an indication: per voyage leg, over its good-weather
 * hours, the fuel of the consumer the curve covers beside what the curve of the leg's loading condition
 * allows at the mean speed through water with the charter's "about" allowances; sortable, paged, with a
 * Summary row, and what was left out said above it.
 */
export function CharterParty({ vesselId }: { vesselId: string }) {
  const [mode, setMode] = useState<CurveMode>("TimeCharter");
  const [curveId, setCurveId] = useState<string | undefined>(undefined);
  const [table, setTable] = useState<CharterPartyAnswer | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    setTable(null);
    charterPartyApi
      .table(vesselId, mode, curveId)
      .then((answer) => {
        if (!live) return;
        setTable(answer);
        setError(null);
      })
      .catch(
        (e: unknown) => live && setError(failureText(e, "The charter party figures could not be loaded.")),
      );
    return () => {
      live = false;
    };
  }, [vesselId, mode, curveId]);

  const s = table?.summary;
  const footer = s ? (
    <ColumnGroup>
      <Row>
        <Column footer="Summary" colSpan={3} />
        <Column footer={hours(s.goodWeatherHours)} />
        <Column footer={tonnes(s.fuelConsumption)} />
        <Column footer={tonnes(s.referenceFuelConsumption)} />
        <Column footer={tonnes(s.difference)} />
        <Column footer={miles(s.distance)} />
        <Column footer="" colSpan={2} />
      </Row>
    </ColumnGroup>
  ) : undefined;
  const consumer = table?.curve?.yAxis.name ?? null;

  return (
    <div css={{ display: "grid", gap: 16 }}>
      <div css={{ display: "flex", gap: 12, flexWrap: "wrap", alignItems: "center" }}>
        <label htmlFor="charter-mode">Curve mode</label>
        <Dropdown
          inputId="charter-mode"
          value={mode}
          options={MODES.map((m) => ({ label: CURVE_MODE_LABELS[m], value: m }))}
          onChange={(e) => {
            setMode(e.value as CurveMode);
            setCurveId(undefined);
          }}
          data-testid="charter-mode"
        />
        {table && table.curves.length > 1 && (
          <Dropdown
            value={table.curve?.id}
            options={table.curves.map((c) => ({
              label: c.loadCondition ? `${c.name} (${c.loadCondition.toLowerCase()})` : c.name,
              value: c.id,
            }))}
            onChange={(e) => setCurveId(e.value as string)}
            aria-label="Reference curve"
          />
        )}
        {table?.curve && (
          <span data-testid="charter-curve">
            Reference curve: <strong>{table.curve.name}</strong>
          </span>
        )}
      </div>
      {error && (
        <AlertBox severity="error" testId="charter-error">
          {error}
        </AlertBox>
      )}
      {table?.message && (
        <AlertBox severity="info" testId="charter-message">
          {table.message}
        </AlertBox>
      )}
      {table?.curve && s && (
        <AlertBox severity="warning" testId="charter-indication">
          <strong>An indication, not a performance claim.</strong> {termsText(table.curve.terms, consumer)}{" "}
          {excludedText(s.excludedHours, consumer)}
          {s.legsWithoutFigure > 0 &&
            ` ${s.legsWithoutFigure} leg${s.legsWithoutFigure === 1 ? " has" : "s have"} no figure (see the note).`}
        </AlertBox>
      )}
      <PeriodsCard>
        <DataTable
          value={table?.periods ?? []}
          loading={table === null && !error}
          size="small"
          sortMode="single"
          removableSort
          paginator={(table?.periods.length ?? 0) > ROWS}
          rows={ROWS}
          footerColumnGroup={footer}
          emptyMessage="No voyage legs with an arrival yet."
          data-testid="charter-table"
        >
          <Column
            field="startDate"
            header="From"
            sortable
            body={(p: CharterPeriod) => formatUtc(p.startDate)}
          />
          <Column field="endDate" header="To" sortable body={(p: CharterPeriod) => formatUtc(p.endDate)} />
          <Column
            field="loadCondition"
            header="Condition"
            sortable
            body={(p: CharterPeriod) =>
              p.curveName && p.curveId !== table?.curve?.id
                ? `${p.loadCondition ?? "unknown"} (${p.curveName})`
                : (p.loadCondition ?? "unknown")
            }
          />
          <Column
            field="goodWeatherHours"
            header="Good weather (h)"
            sortable
            body={(p: CharterPeriod) => hours(p.goodWeatherHours)}
          />
          <Column
            field="fuelConsumption"
            header="Actual consumption (t)"
            sortable
            body={(p: CharterPeriod) => tonnes(p.fuelConsumption)}
          />
          <Column
            field="referenceFuelConsumption"
            header="Allowed consumption (t)"
            sortable
            body={(p: CharterPeriod) => `${tonnes(p.referenceFuelConsumption)}${p.extrapolated ? " *" : ""}`}
          />
          <Column
            field="difference"
            header="Difference (t)"
            sortable
            body={(p: CharterPeriod) => tonnes(p.difference)}
          />
          <Column
            field="distance"
            header="Distance through water (nm)"
            sortable
            body={(p: CharterPeriod) => miles(p.distance)}
          />
          <Column
            field="averageSpeed"
            header="Speed through water (kn)"
            sortable
            body={(p: CharterPeriod) => knots(p.averageSpeed)}
          />
          <Column
            header="Left out (h) / note"
            body={(p: CharterPeriod) => p.note ?? hours(excludedHoursOf(p))}
          />
        </DataTable>
      </PeriodsCard>
      {table?.periods.some((p) => p.extrapolated) && (
        <small>
          * The speed read on the curve lies outside the curve's points: the allowed consumption is
          extrapolated.
        </small>
      )}
    </div>
  );
}
