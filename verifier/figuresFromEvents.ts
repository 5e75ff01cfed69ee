import type { FuelTypeDto } from "../domain/fuel/dto.js";
import type { VerificationPackage } from "../domain/ledger/verificationPackage.js";
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

/** The reference data a package carries beside its events (fuel types and the vessel's cargo units). */
export interface FigureInputs {
  vessel: { cargoUnitIds: string[] | number[]; lngEngineType?: string | null };
  fuelTypes: FuelTypeDto[];
}

/**
 * The voyage's EU MRV figures recomputed from the package's events alone: the voyage log folded with
 * the domain's own fold, the voyage cut from its timeline, its figures and report by the same
 * functions the API uses. Null when the voyage has no MRV report (not confirmed, not an MRV voyage).
 */
export function mrvFiguresFromEvents(pkg: VerificationPackage): unknown {
  const { subject } = pkg;
  let log: VoyageLogState = { ...initialVoyageLogState, vesselId: subject.vesselId };
  for (const { event } of pkg.events) log = evolveVoyageLog(log, event as unknown as VoyageLogEvent);
  const inputs = pkg.figures.inputs as FigureInputs;
  if (subject.kind === "vessel-year") return mrvYearFromLog(log, subject.year, inputs);
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
 * A vessel's yearly MRV figures from its voyage log: the confirmed voyages, by the same function as the
 * API's yearly report; null when no confirmed voyage departed in the year (the API answers 409 then).
 */
export function mrvYearFromLog(log: VoyageLogState, year: number, inputs: FigureInputs): unknown {
  const voyages = confirmedVoyageInputs(
    log,
    inputs.vessel as Parameters<typeof confirmedVoyageInputs>[1],
    new Map(inputs.fuelTypes.map((t) => [t.id, t])),
  );
  if (!voyages.some((v) => yearOf(v.departure.at) === year)) return null;
  return mrvYearlyReport(voyages, year);
}
