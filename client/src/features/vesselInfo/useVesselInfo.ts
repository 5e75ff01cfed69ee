import { useCallback, useEffect, useRef, useState } from "react";
import { loadMainValues, type MainValue } from "../../entities/vessel/mainVariables";
import { type FleetPositions, vesselPositions } from "../../entities/vessel/positionsApi";
import { currentVoyageOf, fetchVesselVoyages, type VoyageSummary } from "../../entities/vessel/voyagesApi";
import { onImportFinished } from "../../shared/live/importFinished";
import { type VesselDetails, vesselInfoApi } from "./vesselInfoApi";

export interface VesselInfo {
  vessel: VesselDetails;
  currentVoyage: VoyageSummary | null;
  positions: FleetPositions;
  values: MainValue[];
}

/** Everything the Info page shows, read again when an import of the vessel's data finishes (live). */
export function useVesselInfo(vesselId: string) {
  const [info, setInfo] = useState<VesselInfo | null>(null);
  const [status, setStatus] = useState<"loading" | "ready" | "error">("loading");
  const imo = useRef<string | null>(null);

  const load = useCallback(async () => {
    try {
      const [vessel, voyages, positions, values] = await Promise.all([
        vesselInfoApi.vessel(vesselId),
        fetchVesselVoyages(vesselId).catch(() => [] as VoyageSummary[]),
        vesselPositions(vesselId),
        loadMainValues([vesselId]),
      ]);
      imo.current = String(vessel.imoNumber);
      setInfo({
        vessel,
        currentVoyage: currentVoyageOf(voyages),
        positions,
        values: values.get(vesselId) ?? [],
      });
      setStatus("ready");
    } catch (error) {
      console.warn("The vessel information could not be loaded", error);
      setStatus("error");
    }
  }, [vesselId]);

  useEffect(() => {
    setInfo(null);
    setStatus("loading");
    void load();
  }, [load]);

  useEffect(
    () =>
      onImportFinished(
        (imoNumber) => {
          if (imoNumber === imo.current) void load();
        },
        () => void load(),
      ),
    [load],
  );

  return { info, status };
}
