import { useCallback, useEffect, useState } from "react";
import type { VoyageRuleInput } from "../../../../../domain/voyages/capabilities";
import { failureText } from "../../../shared/api/failureText";
import { emissionVesselApi, voyagesApi } from "../api/voyagesApi";
import type { VesselEventDto, VoyageDto } from "../types";

export interface VoyageData {
  voyage: VoyageDto;
  /** Every event of the vessel: the workflow rules look across voyage boundaries (neighbours, previous voyage). */
  vesselEvents: VesselEventDto[];
  cargoUnits: { id: number; name: string }[];
  hasDataAccessKey: boolean;
  hasActiveFlowMeters: boolean;
  hasActiveFuelTanks: boolean;
  /** Event id → has flow-meter fuel consumption (known once voyage information is confirmed). */
  flowMeterCoverage: Record<string, boolean>;
  /** The input of the shared workflow rules (domain/voyages/capabilities). */
  rules: VoyageRuleInput<VesselEventDto>;
}

const optional = async <T>(load: () => Promise<T>, fallback: T, what: string): Promise<T> => {
  try {
    return await load();
  } catch (failure) {
    console.warn(`Failed to load ${what}`, failure);
    return fallback;
  }
};

async function loadVoyage(vesselId: string, departureId: string): Promise<VoyageData> {
  const [voyage, vesselEvents, vessel, units, flowMeters, fuelTanks] = await Promise.all([
    voyagesApi.voyage(vesselId, departureId),
    voyagesApi.events(vesselId),
    optional(() => emissionVesselApi.vessel(vesselId), null, "the vessel"),
    optional(emissionVesselApi.cargoUnits, [], "cargo units"),
    optional(() => emissionVesselApi.flowMeters(vesselId), [], "flow meters"),
    optional(() => emissionVesselApi.fuelTanks(vesselId), [], "fuel tanks"),
  ]);
  const hasActiveFlowMeters = flowMeters.some((meter) => !meter.isDeactivated);
  const legs = voyage.events.filter((event) => event.id !== voyage.departureId);
  const flowMeterCoverage: Record<string, boolean> = {};
  if (voyage.isInformationConfirmed && hasActiveFlowMeters) {
    await Promise.all(
      legs.map(async (event) => {
        const rows = await optional(
          () => emissionVesselApi.flowMeterConsumptions(event.id),
          [],
          "consumptions",
        );
        // The 0 t placeholders of confirming the information are not entered consumption.
        flowMeterCoverage[event.id] = rows.some((row) => !row.isPlaceholder);
      }),
    );
  }
  const cargoUnitIds = vessel?.cargoUnitIds ?? [];
  return {
    voyage,
    vesselEvents,
    cargoUnits: units.filter((unit) => cargoUnitIds.includes(unit.id)),
    hasDataAccessKey: Boolean(vessel?.hasVeracityKey),
    hasActiveFlowMeters,
    hasActiveFuelTanks: fuelTanks.some((tank) => !tank.isDeactivated),
    flowMeterCoverage,
    rules: { events: vesselEvents, cargoUnitIds, hasActiveFlowMeters, flowMeterCoverage },
  };
}

/** The voyage screen's data, reloaded after every change. */
export function useVoyage(vesselId: string, departureId: string) {
  const [data, setData] = useState<VoyageData | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);

  const reload = useCallback(async () => {
    setLoading(true);
    try {
      setData(await loadVoyage(vesselId, departureId));
      setError(null);
    } catch (failure) {
      setError(failureText(failure, "Failed to load the voyage."));
    } finally {
      setLoading(false);
    }
  }, [vesselId, departureId]);

  useEffect(() => {
    void reload();
  }, [reload]);

  return { data, error, loading, reload };
}
