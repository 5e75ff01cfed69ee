import type { FuelTypeDto } from "../domain/fuel/dto.js";
import type { VerificationPackage } from "../domain/ledger/verificationPackage.js";
import { mrvRefusal, mrvVoyageReport } from "../domain/reports/mrv.js";
import {
  evolveVoyageLog,
  initialVoyageLogState,
  type VoyageLogEvent,
  type VoyageLogState,
} from "../domain/voyageLog/voyageLog.js";
import { vesselEventsOf } from "../domain/voyages/state.js";
import { timelineOf, voyageSlice } from "../domain/voyages/timeline.js";
import { voyageFiguresOf } from "../server/shared/voyageFigures.js";

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
  let log: VoyageLogState = { ...initialVoyageLogState, vesselId: pkg.subject.vesselId };
  for (const { event } of pkg.events) log = evolveVoyageLog(log, event as unknown as VoyageLogEvent);
  const slice = voyageSlice(timelineOf(vesselEventsOf(log.voyages)), pkg.subject.departureId);
  if (!slice?.arrival || !slice.end || !slice.departure.voyage?.dataConfirmedAt) return null;
  const inputs = pkg.figures.inputs as FigureInputs;
  const voyage = voyageFiguresOf(
    log,
    { ...slice, arrival: slice.arrival, end: slice.end },
    inputs.vessel as Parameters<typeof voyageFiguresOf>[2],
    new Map(inputs.fuelTypes.map((t) => [t.id, t])),
  );
  return mrvRefusal(voyage) ? null : mrvVoyageReport(voyage);
}
