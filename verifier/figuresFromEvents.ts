import type { FuelTypeDto } from "../domain/fuel/dto.js";
import type { VerificationPackage, YearlyScheme } from "../domain/ledger/verificationPackage.js";
import { imoYearlyReport } from "../domain/reports/imoDcs.js";
import type { VesselReportParticulars } from "../domain/reports/inputs.js";
import { mrvRefusal, mrvVoyageReport, mrvYearlyReport } from "../domain/reports/mrv.js";
import { yearOf } from "../domain/reports/numbers.js";
import { confirmedVoyageInputs, voyageFiguresOf } from "../domain/reports/voyageFigures.js";
import {
  evolveVoyageLog,
  initialVoyageLogState,
  type VoyageLogEvent,
  type VoyageLogState,
} from "../domain/voyageLog/voyageLog.js";
import { vesselEventsOf } from "../domain/voyages/state.js";
import { timelineOf, voyageSlice } from "../domain/voyages/timeline.js";

/**
 * The reference data a package carries beside its events (fuel types and the vessel's cargo units; for
 * an IMO DCS year also the ship's particulars the report states and its CII is rated on).
 */
export interface FigureInputs {
  vessel: { cargoUnitIds: string[] | number[]; lngEngineType?: string | null };
  fuelTypes: FuelTypeDto[];
  particulars?: VesselReportParticulars;
}

/**
 * The package's figures recomputed from its events alone: the voyage log folded with the domain's own
 * fold; for a voyage, the voyage cut from its timeline, its figures and EU MRV report by the same
 * functions the API uses (null when the voyage has no MRV report: not confirmed, not an MRV voyage);
 * for a vessel-year, its yearly report (yearFromLog).
 */
export function figuresFromEvents(pkg: VerificationPackage): unknown {
  const { subject } = pkg;
  let log: VoyageLogState = { ...initialVoyageLogState, vesselId: subject.vesselId };
  for (const { event } of pkg.events) log = evolveVoyageLog(log, event as unknown as VoyageLogEvent);
  const inputs = pkg.figures.inputs as FigureInputs;
  if (subject.kind === "vessel-year") return yearFromLog(log, subject.year, inputs, subject.scheme);
  const slice = voyageSlice(timelineOf(vesselEventsOf(log.voyages)), subject.departureId);
  if (!slice?.arrival || !slice.end || !slice.departure.voyage?.dataConfirmedAt) return null;
  const voyage = voyageFiguresOf(
    log,
    { ...slice, arrival: slice.arrival, end: slice.end },
    inputs.vessel as Parameters<typeof voyageFiguresOf>[2],
    new Map(inputs.fuelTypes.map((t) => [t.id, t])),
  );
  return mrvRefusal(voyage) ? null : mrvVoyageReport(voyage);
}

/**
 * A vessel's yearly EU MRV or IMO DCS report from its voyage log: the confirmed voyages, by the same
 * functions as the API's yearly reports; null when no confirmed voyage departed in the year (the API
 * answers 409 then) or when an IMO DCS package lacks the particulars.
 */
export function yearFromLog(
  log: VoyageLogState,
  year: number,
  inputs: FigureInputs,
  scheme: YearlyScheme = "EU MRV",
): unknown {
  const voyages = confirmedVoyageInputs(
    log,
    inputs.vessel as Parameters<typeof confirmedVoyageInputs>[1],
    new Map(inputs.fuelTypes.map((t) => [t.id, t])),
  );
  if (!voyages.some((v) => yearOf(v.departure.at) === year)) return null;
  if (scheme === "IMO DCS")
    return inputs.particulars ? imoYearlyReport(voyages, inputs.particulars, year) : null;
  return mrvYearlyReport(voyages, year);
}
