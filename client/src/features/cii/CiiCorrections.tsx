import { Button } from "primereact/button";
import { Column } from "primereact/column";
import { DataTable } from "primereact/datatable";
import { Dropdown } from "primereact/dropdown";
import { InputNumber } from "primereact/inputnumber";
import { InputText } from "primereact/inputtext";
import { type ReactNode, useEffect, useState } from "react";
import type { FuelTypeDto } from "../../../../domain/fuel/dto";
import {
  type CiiAdjustmentView,
  type CiiSummary,
  type CorrectionFactorsInput,
  ciiApi,
} from "../../entities/cii/ciiApi";
import { fuelApi } from "../../entities/fuel/fuelApi";
import { failureText } from "../../shared/api/failureText";
import { formatUtc } from "../../shared/format/formatUtc";
import { AlertBox } from "../../shared/ui/AlertBox";
import { Card } from "../../shared/ui/Card";
import { DateInput } from "../../shared/ui/DateInput";

/** MEPC.355(78) kinds, as the server names them (domain/cii/adjustments.ts). */
const KINDS = [
  { value: "IceNavigation", label: "Navigation in ice (excluded)" },
  { value: "Emergency", label: "Emergency (excluded)" },
  { value: "ShipToShipTransfer", label: "Ship-to-ship transfer (share)" },
  { value: "CargoHeating", label: "Cargo heating, boiler (share)" },
  { value: "CargoDischarge", label: "Cargo discharge pumps (share)" },
  { value: "Electrical", label: "Electrical: reefers, cargo cooling (share)" },
];
const kindText = (kind: string) => KINDS.find((k) => k.value === kind)?.label ?? kind;
const FACTORS: Array<[keyof CorrectionFactorsInput, string]> = [
  ["fi", "fi (ice class capacity)"],
  ["fm", "fm (ice class IA / IA Super)"],
  ["fc", "fc (cubic capacity)"],
  ["fiVse", "fiVSE (voluntary structural enhancement)"],
];

interface Props {
  vesselId: string;
  year: number;
  summary: CiiSummary;
  onChanged: () => void;
}

function Field({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div css={{ display: "grid", gap: 4, fontSize: "0.85rem" }}>
      <label htmlFor={id}>{label}</label>
      {children}
    </div>
  );
}

/** Correction factors and voyage adjustments of the year, recorded with who and when. */
export function CiiCorrections({ vesselId, year, summary, onChanged }: Props) {
  const saved = summary.corrected.factors;
  const [factors, setFactors] = useState<CorrectionFactorsInput>({
    fi: saved.fi,
    fm: saved.fm,
    fc: saved.fc,
    fiVse: saved.fiVse,
  });
  const [fuelTypes, setFuelTypes] = useState<FuelTypeDto[]>([]);
  const [kind, setKind] = useState("IceNavigation");
  const [from, setFrom] = useState("");
  const [to, setTo] = useState("");
  const [distance, setDistance] = useState<number | null>(0);
  const [fuelType, setFuelType] = useState("HFO");
  const [tonnes, setTonnes] = useState<number | null>(0);
  const [note, setNote] = useState("");
  const [message, setMessage] = useState<{ severity: "success" | "error"; text: string } | null>(null);

  useEffect(() => {
    setFactors({ fi: saved.fi, fm: saved.fm, fc: saved.fc, fiVse: saved.fiVse });
  }, [saved.fi, saved.fm, saved.fc, saved.fiVse]);
  useEffect(() => {
    fuelApi
      .fuelTypes()
      .then(setFuelTypes)
      .catch(() => setFuelTypes([]));
  }, []);

  const run = (action: Promise<unknown>, done: string) =>
    action
      .then(() => {
        setMessage({ severity: "success", text: done });
        onChanged();
      })
      .catch((failure: unknown) =>
        setMessage({ severity: "error", text: failureText(failure, "Nothing was saved.") }),
      );

  const saveFactors = () => run(ciiApi.setFactors(vesselId, year, factors), "Correction factors saved.");
  const addAdjustment = () =>
    run(
      ciiApi.addAdjustment(vesselId, {
        kind,
        from: from ? `${from}T00:00:00Z` : "",
        to: to ? `${to}T00:00:00Z` : "",
        distanceNm: distance ?? 0,
        fuels: tonnes ? [{ fuelType, tonnes }] : [],
        note,
      }),
      "Adjustment recorded.",
    );
  const remove = (a: CiiAdjustmentView) =>
    run(ciiApi.removeAdjustment(vesselId, a.id), "Adjustment removed.");

  return (
    <Card data-testid="cii-corrections">
      <h2 css={{ margin: "0 0 6px", fontSize: "1.2rem" }}>
        Correction factors and voyage adjustments (MEPC.355(78))
      </h2>
      <p css={{ margin: "0 0 14px" }}>
        Attained {summary.attained ?? "—"} without, {summary.corrected.attained ?? "—"} with the corrections
        below ({summary.corrected.co2DeductedTonnes} t CO2 and {summary.corrected.distanceDeductedNm} nm taken
        out).
      </p>
      {message && (
        <AlertBox severity={message.severity} testId="cii-corrections-message">
          {message.text}
        </AlertBox>
      )}
      <h3 css={{ fontSize: "1rem", margin: "14px 0 8px" }}>Correction factors {year}</h3>
      <div css={{ display: "flex", gap: 14, flexWrap: "wrap", alignItems: "flex-end" }}>
        {FACTORS.map(([key, label]) => (
          <Field key={key} id={`cii-factor-${key}`} label={label}>
            <InputNumber
              inputId={`cii-factor-${key}`}
              value={factors[key]}
              onValueChange={(e) => setFactors((f) => ({ ...f, [key]: e.value ?? 1 }))}
              minFractionDigits={0}
              maxFractionDigits={4}
              min={0.5}
              max={2}
              data-testid={`cii-factor-${key}`}
              inputStyle={{ width: "7rem" }}
            />
          </Field>
        ))}
        <Button label="Save factors" icon="pi pi-save" onClick={saveFactors} data-testid="cii-save-factors" />
      </div>
      {saved.recordedAt && (
        <p css={{ fontSize: "0.85rem", margin: "6px 0 0" }} data-testid="cii-factors-recorded">
          Last set by {saved.recordedBy ?? "unknown"} at {formatUtc(saved.recordedAt)}
        </p>
      )}
      <h3 css={{ fontSize: "1rem", margin: "18px 0 8px" }}>Voyage adjustments {year}</h3>
      <DataTable
        value={summary.corrected.adjustments}
        dataKey="id"
        size="small"
        emptyMessage="No adjustments recorded for this year."
        data-testid="cii-adjustments"
      >
        <Column header="Kind" body={(a: CiiAdjustmentView) => kindText(a.kind)} />
        <Column header="From" body={(a: CiiAdjustmentView) => formatUtc(a.from)} />
        <Column header="To" body={(a: CiiAdjustmentView) => formatUtc(a.to)} />
        <Column header="Distance (nm)" field="distanceNm" />
        <Column
          header="Fuel"
          body={(a: CiiAdjustmentView) =>
            a.fuels.map((f) => `${f.tonnes} t ${f.fuelType ?? "?"}`).join(", ") || "—"
          }
        />
        <Column header="Note" field="note" />
        <Column
          header="Recorded"
          body={(a: CiiAdjustmentView) => `${a.recordedBy ?? "unknown"}, ${formatUtc(a.recordedAt)}`}
        />
        <Column
          body={(a: CiiAdjustmentView) => (
            <Button
              icon="pi pi-trash"
              text
              severity="danger"
              aria-label="Remove adjustment"
              onClick={() => remove(a)}
              data-testid="cii-remove-adjustment"
            />
          )}
        />
      </DataTable>
      <div css={{ display: "flex", gap: 12, flexWrap: "wrap", alignItems: "flex-end", marginTop: 12 }}>
        <Field id="cii-adj-kind-input" label="Kind">
          <Dropdown
            inputId="cii-adj-kind-input"
            value={kind}
            options={KINDS}
            onChange={(e) => setKind(String(e.value))}
            data-testid="cii-adj-kind"
          />
        </Field>
        <Field id="cii-adj-from-input" label="From (UTC)">
          <DateInput
            id="cii-adj-from-input"
            label="From (UTC)"
            value={from}
            onChange={(day) => setFrom(day)}
            testId="cii-adj-from"
          />
        </Field>
        <Field id="cii-adj-to-input" label="To (UTC)">
          <DateInput
            id="cii-adj-to-input"
            label="To (UTC)"
            value={to}
            onChange={(day) => setTo(day)}
            testId="cii-adj-to"
          />
        </Field>
        <Field id="cii-adj-distance-input" label="Distance (nm)">
          <InputNumber
            inputId="cii-adj-distance-input"
            value={distance}
            onValueChange={(e) => setDistance(e.value ?? 0)}
            min={0}
            maxFractionDigits={1}
            inputStyle={{ width: "7rem" }}
            data-testid="cii-adj-distance"
          />
        </Field>
        <Field id="cii-adj-fuel-input" label="Fuel">
          <Dropdown
            inputId="cii-adj-fuel-input"
            value={fuelType}
            options={fuelTypes.map((t) => ({ value: t.shortName, label: t.shortName }))}
            onChange={(e) => setFuelType(String(e.value))}
            data-testid="cii-adj-fuel"
          />
        </Field>
        <Field id="cii-adj-tonnes-input" label="Tonnes">
          <InputNumber
            inputId="cii-adj-tonnes-input"
            value={tonnes}
            onValueChange={(e) => setTonnes(e.value ?? 0)}
            min={0}
            maxFractionDigits={3}
            inputStyle={{ width: "7rem" }}
            data-testid="cii-adj-tonnes"
          />
        </Field>
        <Field id="cii-adj-note-input" label="Note">
          <InputText
            id="cii-adj-note-input"
            value={note}
            maxLength={4000}
            onChange={(e) => setNote(e.target.value)}
            data-testid="cii-adj-note"
          />
        </Field>
        <Button
          label="Record adjustment"
          icon="pi pi-plus"
          onClick={addAdjustment}
          data-testid="cii-add-adjustment"
        />
      </div>
    </Card>
  );
}
