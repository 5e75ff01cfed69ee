import type { ShipState } from "./shipState.js";

/**
 * A noon report as the crew would send it: the day's totals and the situation at noon (UTC). The
 * column names are those of NoonReports.csv (docs/data-package.md); fuel in tonnes, distance in nm.
 */
export interface SimNoonReport {
  t: number;
  values: {
    latitude: number;
    longitude: number;
    distanceNm: number;
    steamingHours: number;
    speedKn: number;
    meFuelT: number;
    aeFuelT: number;
    boilerFuelT: number;
    windForceBft: number;
    seaState: number;
    draftForeM: number;
    draftAftM: number;
    remarks: string;
  };
}

const round = (value: number, decimals: number) => Math.round(value * 10 ** decimals) / 10 ** decimals;

/** Beaufort force from a wind speed in knots. */
export function beaufort(knots: number): number {
  const limits = [1, 4, 7, 11, 17, 22, 28, 34, 41, 48, 56, 64];
  const force = limits.findIndex((limit) => knots < limit);
  return force === -1 ? 12 : force;
}

/** Douglas sea state from a significant wave height in metres. */
export function douglasSeaState(waveHeight: number): number {
  const limits = [0.01, 0.1, 0.5, 1.25, 2.5, 4, 6, 9, 14];
  const state = limits.findIndex((limit) => waveHeight < limit);
  return state === -1 ? 9 : state;
}

function remarksFor(noon: ShipState): string {
  const voyage = `voyage V${String(noon.voyageNumber).padStart(3, "0")}`;
  const cargo = noon.laden ? "laden" : "in ballast";
  if (noon.mode === "DryDock") return `Dry docking at ${noon.port}, ${voyage}`;
  if (noon.port) return `In port ${noon.port}, ${voyage}, ${cargo}`;
  if (noon.mode === "AtAnchor") return `At anchor, ${noon.from} to ${noon.to}, ${voyage}, ${cargo}`;
  if (noon.mode === "Drifting") return `Drifting, ${noon.from} to ${noon.to}, ${voyage}, ${cargo}`;
  return `At sea ${noon.from} to ${noon.to}, ${voyage}, ${cargo}`;
}

/** The report for the 24 hours ending at `noon.t`, from true states each standing for `stepHours`. */
export function noonReportFrom(noon: ShipState, day: readonly ShipState[], stepHours: number): SimNoonReport {
  let steamingHours = 0;
  let distance = 0;
  let me = 0;
  let ae = 0;
  let boiler = 0;
  for (const s of day) {
    if (s.speedOverGround > 0.5) steamingHours += stepHours;
    distance += s.speedOverGround * stepHours;
    me += (s.mainEngineFuel * stepHours) / 1000;
    ae += (s.auxiliaryFuel * stepHours) / 1000;
    boiler += (s.boilerFuel * stepHours) / 1000;
  }
  return {
    t: noon.t,
    values: {
      latitude: round(noon.position.lat, 4),
      longitude: round(noon.position.lon, 4),
      distanceNm: round(distance, 1),
      steamingHours: round(steamingHours, 1),
      speedKn: steamingHours > 0 ? round(distance / steamingHours, 2) : 0,
      meFuelT: round(me, 3),
      aeFuelT: round(ae, 3),
      boilerFuelT: round(boiler, 3),
      windForceBft: beaufort(noon.environment.windSpeed),
      seaState: douglasSeaState(noon.environment.waveHeight),
      draftForeM: round(noon.draftFore, 2),
      draftAftM: round(noon.draftAft, 2),
      remarks: remarksFor(noon),
    },
  };
}
