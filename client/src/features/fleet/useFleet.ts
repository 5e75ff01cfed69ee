import { useCallback, useEffect, useRef, useState } from "react";
import { loadMainValues, type MainValue } from "../../entities/vessel/mainVariables";
import { type FleetPositions, positionsApi, vesselPositions } from "../../entities/vessel/positionsApi";
import { onImportFinished } from "../../shared/live/importFinished";
import { type ExtendedVessel, fleetApi } from "./fleetApi";

export interface FleetState {
  vessels: ExtendedVessel[];
  positions: Record<string, FleetPositions>;
  mainValues: Map<string, MainValue[]>;
  status: "loading" | "ready" | "error";
  /** Vessel ids refreshed by the last finished import (the pages mark them briefly). */
  refreshedIds: string[];
}

const HIGHLIGHT_MS = 4_000;

const byId = (entries: FleetPositions[]) => Object.fromEntries(entries.map((e) => [e.vesselId, e]));

/**
 * The fleet pages' data: the visible vessels with status, last data received and current voyage, their
 * positions and tracks (one call), and with `withValues` the latest values of their main variables.
 * When an import of a vessel's data finishes (live `imports` channel) that vessel alone is read again;
 * there is no polling.
 */
export function useFleet({ trackDays, withValues }: { trackDays: number; withValues: boolean }) {
  const [state, setState] = useState<FleetState>({
    vessels: [],
    positions: {},
    mainValues: new Map(),
    status: "loading",
    refreshedIds: [],
  });
  const vesselsRef = useRef<ExtendedVessel[]>([]);

  const load = useCallback(async () => {
    try {
      const [vessels, positions] = await Promise.all([fleetApi.vessels(), positionsApi.fleet(trackDays)]);
      vesselsRef.current = vessels;
      const mainValues = withValues ? await loadMainValues(vessels.map((v) => v.id)) : new Map();
      setState({ vessels, positions: byId(positions), mainValues, status: "ready", refreshedIds: [] });
    } catch (error) {
      console.warn("The fleet could not be loaded", error);
      setState((previous) => ({ ...previous, status: "error" }));
    }
  }, [trackDays, withValues]);

  useEffect(() => {
    void load();
  }, [load]);

  useEffect(
    () =>
      onImportFinished(
        (imoNumber) => {
          const affected = vesselsRef.current
            .filter((v) => String(v.imoNumber) === imoNumber)
            .map((v) => v.id);
          if (affected.length === 0) return;
          void (async () => {
            try {
              const [vessels, positions, values] = await Promise.all([
                fleetApi.vessels(),
                Promise.all(affected.map((id) => vesselPositions(id, trackDays))),
                withValues ? loadMainValues(affected) : Promise.resolve(new Map<string, MainValue[]>()),
              ]);
              vesselsRef.current = vessels;
              setState((previous) => ({
                ...previous,
                vessels,
                positions: { ...previous.positions, ...byId(positions) },
                mainValues: new Map([...previous.mainValues, ...values]),
                refreshedIds: affected,
              }));
              // The refreshed vessels are outlined for a moment so a person sees what changed.
              window.setTimeout(
                () =>
                  setState((previous) =>
                    previous.refreshedIds === affected ? { ...previous, refreshedIds: [] } : previous,
                  ),
                HIGHLIGHT_MS,
              );
            } catch (error) {
              console.warn("The vessel could not be refreshed after its import", error);
            }
          })();
        },
        () => void load(),
      ),
    [trackDays, withValues, load],
  );

  return { ...state, reload: load };
}
