import type ExcelJS from "exceljs";
import type { PowerSample } from "../../../domain/shapoli/breaches.js";
import type { ShaftPowerLimitation } from "../../../domain/shapoli/limitation.js";
import { RECORD_LABELS } from "../../../domain/shapoli/records.js";
import { formatImo } from "../../../domain/vessels/imo.js";
import type { VesselView } from "../../../projections/admin/vessels.js";
import { type Cell, newWorkbook, utc, writeSheet } from "../../shared/sheets.js";
import type { BreachDto } from "./views.js";

const when = (iso: string | null): Cell => (iso ? utc(iso) : null);
const yesNo = (flag: boolean) => (flag ? "Yes" : "No");

/** The ship's particulars the record page of the Onboard Management Manual names (MEPC.335(76)). */
function particulars(vessel: VesselView, limitation: ShaftPowerLimitation): Array<readonly [string, Cell]> {
  return [
    ["Ship name", vessel.name],
    ["IMO number", formatImo(vessel.imoNumber)],
    ["Ship type", vessel.vesselType],
    ["Deadweight (t)", vessel.deadweight],
    ["Gross tonnage", vessel.grossTonnage],
    ["Limited maximum shaft power (kW)", limitation.limitedPower],
    ["Unlimited maximum shaft power (kW)", limitation.unlimitedPower],
  ];
}

function recordFields(breach: BreachDto): Array<readonly [string, Cell]> {
  const r = breach.record;
  return [
    [RECORD_LABELS.useTime, when(r.useTime ?? breach.breachStartDate)],
    [RECORD_LABELS.useLatitude, r.useLatitude ?? breach.startPosition?.latitude ?? null],
    [RECORD_LABELS.useLongitude, r.useLongitude ?? breach.startPosition?.longitude ?? null],
    [RECORD_LABELS.reason, r.reason],
    [RECORD_LABELS.beaufort, r.beaufort],
    [RECORD_LABELS.waveHeight, r.waveHeight],
    [RECORD_LABELS.reactivationTime, when(r.reactivationTime ?? breach.breachEndDate)],
    [RECORD_LABELS.reactivationLatitude, r.reactivationLatitude ?? breach.endPosition?.latitude ?? null],
    [RECORD_LABELS.reactivationLongitude, r.reactivationLongitude ?? breach.endPosition?.longitude ?? null],
    [RECORD_LABELS.verification, r.verification],
    [RECORD_LABELS.administrationNotified, yesNo(r.administrationNotified)],
    [RECORD_LABELS.portStateNotified, yesNo(r.portStateNotified)],
  ];
}

/** One use of the power reserve: particulars, the breach as measured, the master's record, the samples. */
export function breachWorkbook(
  vessel: VesselView,
  limitation: ShaftPowerLimitation,
  breach: BreachDto,
  samples: readonly PowerSample[],
  window: { from: number; to: number },
): ExcelJS.Workbook {
  const workbook = newWorkbook(`ShaPoLi breach ${vessel.name} ${breach.breachStartDate}`);
  writeSheet(workbook, "Breach")
    .title(`Use of the power reserve — ${vessel.name}`)
    .heading("Ship (times are UTC)")
    .fields(particulars(vessel, limitation))
    .heading("Breach as measured")
    .fields([
      ["Start (first sample above the limited power)", utc(breach.breachStartDate)],
      ["End (last sample above the limited power)", utc(breach.breachEndDate)],
      ["Duration (min)", breach.durationMinutes],
      ["Peak shaft power (kW)", breach.peakPower],
      ["Peak at", utc(breach.peakDate)],
      ["Mean shaft power above the limit (kW)", breach.meanPower],
      ["Samples above the limit", breach.samples],
      ["Position at start", positionText(breach.startPosition)],
      ["Position at end", positionText(breach.endPosition)],
    ])
    .heading("Record (MEPC.335(76) Onboard Management Manual record page)")
    .fields(recordFields(breach));
  writeSheet(workbook, "Shaft power")
    .title(`Shaft power ${new Date(window.from).toISOString()} to ${new Date(window.to).toISOString()} (UTC)`)
    .table(
      ["Time (UTC)", "Shaft power (kW)", "Limited power (kW)", "Above the limit"],
      samples.map((s) => [
        new Date(s.t),
        s.v,
        limitation.limitedPower,
        s.v > limitation.limitedPower ? "Yes" : "",
      ]),
    );
  return workbook;
}

/** Every use of the power reserve in a year, one row each, with the record's fields. */
export function yearWorkbook(
  vessel: VesselView,
  limitation: ShaftPowerLimitation,
  year: number,
  breaches: readonly BreachDto[],
): ExcelJS.Workbook {
  const workbook = newWorkbook(`ShaPoLi ${vessel.name} ${year}`);
  const totalMinutes = breaches.reduce((sum, b) => sum + b.durationMinutes, 0);
  writeSheet(workbook, "Summary")
    .title(`Shaft power limitation ${year} — ${vessel.name}`)
    .heading("Ship (times are UTC)")
    .fields(particulars(vessel, limitation))
    .heading("Year")
    .fields([
      ["Uses of the power reserve", breaches.length],
      ["Total time above the limited power (min)", totalMinutes],
      ["Highest shaft power (kW)", breaches.length ? Math.max(...breaches.map((b) => b.peakPower)) : null],
      ["Records with a reason", breaches.filter((b) => b.record.reason !== "").length],
    ]);
  writeSheet(workbook, "Breaches").table(
    [
      "Start (UTC)",
      "End (UTC)",
      "Duration (min)",
      "Peak power (kW)",
      "Latitude at start",
      "Longitude at start",
      "Latitude at end",
      "Longitude at end",
      RECORD_LABELS.reason,
      RECORD_LABELS.beaufort,
      RECORD_LABELS.waveHeight,
      RECORD_LABELS.verification,
      RECORD_LABELS.administrationNotified,
      RECORD_LABELS.portStateNotified,
    ],
    breaches.map((b) => [
      utc(b.breachStartDate),
      utc(b.breachEndDate),
      b.durationMinutes,
      b.peakPower,
      b.record.useLatitude ?? b.startPosition?.latitude ?? null,
      b.record.useLongitude ?? b.startPosition?.longitude ?? null,
      b.record.reactivationLatitude ?? b.endPosition?.latitude ?? null,
      b.record.reactivationLongitude ?? b.endPosition?.longitude ?? null,
      b.record.reason,
      b.record.beaufort,
      b.record.waveHeight,
      b.record.verification,
      yesNo(b.record.administrationNotified),
      yesNo(b.record.portStateNotified),
    ]),
  );
  return workbook;
}

const positionText = (p: { latitude: number; longitude: number } | null): Cell =>
  p ? `${p.latitude.toFixed(5)}, ${p.longitude.toFixed(5)}` : null;
