import { type Environment, environmentAt, relativeWind } from "./environment.js";
import { type LatLon, normaliseDegrees } from "./geo.js";
import {
  calmWaterPower,
  foulingPowerFactor,
  foulingSpeedLoss,
  fuelMassFlow,
  shaftRpm,
  shaftTorque,
  weatherPowerFactor,
} from "./physics.js";
import { type PortCode, SIM_PORTS } from "./ports.js";
import { heavyWeatherAt, SHAPOLI_HOLD, withHeavyWeather } from "./powerReserve.js";
import { smoothNoise, uniformAt } from "./random.js";
import type { SimVessel } from "./simVessel.js";
import {
  lastCleaning,
  type PlanSegment,
  passageProgress,
  rampOf,
  type SeaStop,
  type VoyagePlan,
} from "./voyagePlan.js";
import {
  type SimWorld,
  worldMeanCurrent,
  worldRpmDraftFactor,
  worldSfoc,
  worldSpeedLoss,
  worldWindFactor,
} from "./world.js";

export type OperatingMode = "InPort" | "DryDock" | "Manoeuvring" | "AtSea" | "AtAnchor" | "Drifting";
export type FuelGrade = "HFO" | "MGO";

/** What the ship really does at one moment; sensors read from it (with their own faults). */
export interface ShipState {
  t: number;
  mode: OperatingMode;
  voyageNumber: number;
  laden: boolean;
  /** Port the ship is in, or sails from / to. */
  port: PortCode | null;
  from: PortCode | null;
  to: PortCode | null;
  position: LatLon;
  course: number;
  heading: number;
  speedOverGround: number;
  speedThroughWater: number;
  rudderAngle: number;
  draftFore: number;
  draftAft: number;
  draftMidPort: number;
  draftMidStarboard: number;
  displacement: number;
  shaftPower: number;
  shaftRpm: number;
  shaftTorque: number;
  shaftThrust: number;
  mainEngineLoad: number;
  mainEngineFuel: number;
  auxiliaryPower: number;
  auxiliaryFuel: number;
  boilerFuel: number;
  fuelGrade: FuelGrade;
  /** Density of the fuel in use at 15 °C, kg/m3. */
  fuelDensity15: number;
  /** Speed loss of the hull from fouling, fraction. */
  speedLoss: number;
  waterDepth: number;
  environment: Environment;
  relativeWindSpeed: number;
  relativeWindAngle: number;
}

const KNOT_MS = 0.514444;
const ECA_DISTANCE_NM = 200;
const US_PORTS: ReadonlySet<PortCode> = new Set(["USHOU", "USMSY", "USNYC"]);
const CHANNEL = { power: 20, aux: 21, boiler: 22, heading: 23, rudder: 24, list: 25, depth: 26, berth: 27 };

/** North Sea, English Channel and Baltic emission control area, roughly. */
function inNorthernEuropeEca(p: LatLon): boolean {
  return p.lat > 48.5 && p.lon > -5.5 && p.lon < 30;
}

function fuelDensity15(vessel: SimVessel, grade: FuelGrade, voyageNumber: number): number {
  const stem = uniformAt(vessel.seed, 90, voyageNumber);
  return grade === "HFO" ? 984 + 7 * stem : 846 + 10 * stem;
}

const lerp = (a: number, b: number, f: number) => a + (b - a) * f;

/**
 * The ship's true state at time t within a segment of its plan; in a hidden world (world.ts) its
 * currents, wind resistance, engine, rpm and fouling follow that world instead of physics.ts.
 */
export function shipStateAt(
  vessel: SimVessel,
  plan: VoyagePlan,
  segment: PlanSegment,
  t: number,
  world: SimWorld | null = null,
): ShipState {
  const seed = vessel.seed;
  const cleaned = lastCleaning(plan, t);
  const speedLoss = world
    ? worldSpeedLoss(world, t)
    : foulingSpeedLoss(cleaned === null ? 0 : t - cleaned, 0.003);

  if (segment.kind === "port") {
    const port = SIM_PORTS[segment.port];
    const duration = segment.end - segment.start;
    // Cargo is worked through the middle of the stay; before and after the ship waits or prepares.
    const f = Math.min(1, Math.max(0, ((t - segment.start) / duration - 0.2) / 0.6));
    const cargoWork = f > 0 && f < 1;
    const draft = lerp(segment.draftStart, segment.draftEnd, f);
    const trim = lerp(segment.trimStart, segment.trimEnd, f);
    const env = environmentAt(seed, t, port.lat);
    const heading = normaliseDegrees(
      360 * uniformAt(seed, CHANNEL.berth, segment.start) + 0.3 * smoothNoise(seed, CHANNEL.heading, t, 600),
    );
    const dryDock = segment.dryDock;
    const discharging = cargoWork && segment.draftEnd < segment.draftStart;
    const auxiliaryPower = dryDock
      ? 0
      : (vessel.vesselClass === "crudeTanker" && discharging ? 1150 : 520) +
        60 * smoothNoise(seed, CHANNEL.aux, t, 1800);
    const boilerFuel = dryDock
      ? 0
      : boilerInPort(vessel, discharging) * (1 + 0.15 * smoothNoise(seed, CHANNEL.boiler, t, 3600));
    const grade: FuelGrade = "MGO";
    const wind = relativeWind(env.windSpeed, env.windDirection, 0, heading);
    return {
      t,
      mode: dryDock ? "DryDock" : "InPort",
      voyageNumber: segment.voyageNumber,
      laden: draft > (vessel.ladenDraft.low + vessel.ballastDraft.high) / 2,
      port: segment.port,
      from: null,
      to: null,
      position: { lat: port.lat, lon: port.lon },
      course: heading,
      heading,
      speedOverGround: 0,
      speedThroughWater: 0,
      rudderAngle: 0,
      ...draftsFor(vessel, draft, trim, seed, t),
      shaftPower: 0,
      shaftRpm: 0,
      shaftTorque: 0,
      shaftThrust: 0,
      mainEngineLoad: 0,
      mainEngineFuel: 0,
      auxiliaryPower,
      auxiliaryFuel: auxiliaryFuelFor(vessel, auxiliaryPower),
      boilerFuel,
      fuelGrade: grade,
      fuelDensity15: fuelDensity15(vessel, grade, segment.voyageNumber),
      speedLoss,
      waterDepth: dryDock ? 0 : draft + 4 + 3 * uniformAt(seed, CHANNEL.depth, segment.start),
      environment: env,
      relativeWindSpeed: wind.speed,
      relativeWindAngle: wind.angle,
    };
  }

  if (segment.kind === "stop") return stoppedAt(vessel, segment, t, speedLoss);

  const elapsed = t - segment.start;
  const progress = passageProgress(segment, elapsed);
  const here = segment.route.at(progress.distance);
  // A ship with a shaft power limitation meets heavy weather now and then and may use its power reserve.
  const storm = vessel.limitedShaftPower === null ? 0 : heavyWeatherAt(seed, t);
  const env = withHeavyWeather(environmentAt(seed, t, here.lat), storm);
  const ramp = rampOf(segment);
  const manoeuvring = elapsed < ramp || segment.end - t < ramp;
  const sog = progress.speed;
  const along = env.currentAlongTrack + (world ? worldMeanCurrent(world, segment.from, segment.to, t) : 0);
  const current = manoeuvring ? along * 0.3 : along;
  let stw = Math.max(0, sog - current);
  const drift = 2.5 * smoothNoise(seed, CHANNEL.heading, t, 3 * 3600);
  const heading = normaliseDegrees(here.course + drift);
  const wind = relativeWind(env.windSpeed, env.windDirection, stw, heading);
  const draft = segment.draft;

  let power =
    calmWaterPower(vessel, stw, draft) *
    foulingPowerFactor(speedLoss) *
    (world
      ? weatherPowerFactor(0, wind.angle, env.waveHeight) +
        worldWindFactor(world, wind.speed, wind.angle, stw)
      : weatherPowerFactor(wind.speed, wind.angle, env.waveHeight)) *
    (1 + 0.02 * smoothNoise(seed, CHANNEL.power, t, 900));
  const rating = 0.95 * vessel.mcr;
  const limit =
    vessel.limitedShaftPower === null || storm > 0
      ? rating
      : Math.min(rating, SHAPOLI_HOLD * vessel.limitedShaftPower);
  if (power > limit) {
    // The engine cannot give more: the ship slows down instead (the plan keeps its pace).
    stw *= Math.cbrt(limit / power);
    power = limit;
  }
  const rpm =
    shaftRpm(power, vessel.mcr, vessel.rpmAtMcr, speedLoss) *
    (world ? worldRpmDraftFactor(world, draft, vessel.designDraft) : 1);
  const fromEnd = Math.min(progress.distance, segment.route.lengthNm - progress.distance);
  const nearUsPort =
    (US_PORTS.has(segment.from) && progress.distance < ECA_DISTANCE_NM) ||
    (US_PORTS.has(segment.to) && segment.route.lengthNm - progress.distance < ECA_DISTANCE_NM);
  const grade: FuelGrade = manoeuvring || nearUsPort || inNorthernEuropeEca(here) ? "MGO" : "HFO";
  const auxiliaryPower =
    (manoeuvring ? 650 : vessel.vesselClass === "generalCargo" ? 260 : 420) +
    45 * smoothNoise(seed, CHANNEL.aux, t, 1800);
  const load = power / vessel.mcr;
  return {
    t,
    mode: manoeuvring ? "Manoeuvring" : "AtSea",
    voyageNumber: segment.voyageNumber,
    laden: segment.laden,
    port: null,
    from: segment.from,
    to: segment.to,
    position: { lat: here.lat, lon: here.lon },
    course: here.course,
    heading,
    speedOverGround: sog,
    speedThroughWater: stw,
    rudderAngle: (manoeuvring ? 12 : 1.5) * smoothNoise(seed, CHANNEL.rudder, t, manoeuvring ? 120 : 600),
    ...draftsFor(vessel, draft, segment.trim, seed, t),
    shaftPower: power,
    shaftRpm: rpm,
    shaftTorque: shaftTorque(power, rpm),
    shaftThrust: stw > 1 ? (0.62 * power) / (stw * KNOT_MS) : 0,
    mainEngineLoad: load * 100,
    mainEngineFuel: world
      ? (power * worldSfoc(world, load, t)) / 1000
      : fuelMassFlow(power, vessel.mcr, vessel.sfocBaseMainEngine),
    auxiliaryPower,
    auxiliaryFuel: auxiliaryFuelFor(vessel, auxiliaryPower),
    // The exhaust-gas economiser makes the steam at sea unless the engine runs light.
    boilerFuel: load < 0.35 ? 90 : 12 + 8 * smoothNoise(seed, CHANNEL.boiler, t, 3600),
    fuelGrade: grade,
    fuelDensity15: fuelDensity15(vessel, grade, segment.voyageNumber),
    speedLoss,
    waterDepth:
      fromEnd < 25
        ? 14 + fromEnd * 2.5 + 2 * smoothNoise(seed, CHANNEL.depth, t, 900)
        : 180 + 2600 * (1 + smoothNoise(seed, CHANNEL.depth, t, 6 * 3600)),
    environment: env,
    relativeWindSpeed: wind.speed,
    relativeWindAngle: wind.angle,
  };
}

/** Lying still at sea, engine stopped: the generators and the boiler run, nothing else. */
function stoppedAt(vessel: SimVessel, stop: SeaStop, t: number, speedLoss: number): ShipState {
  const seed = vessel.seed;
  const here = stop.route.at(stop.atNm);
  const env = environmentAt(seed, t, here.lat);
  // At anchor the ship swings to the wind; drifting it lies across it.
  const heading = normaliseDegrees(
    env.windDirection + (stop.anchored ? 0 : 90) + 8 * smoothNoise(seed, CHANNEL.heading, t, 1800),
  );
  const wind = relativeWind(env.windSpeed, env.windDirection, 0, heading);
  const auxiliaryPower = 380 + 40 * smoothNoise(seed, CHANNEL.aux, t, 1800);
  const grade: FuelGrade = inNorthernEuropeEca(here) ? "MGO" : "HFO";
  const fromEnd = Math.min(stop.atNm, stop.route.lengthNm - stop.atNm);
  return {
    t,
    mode: stop.anchored ? "AtAnchor" : "Drifting",
    voyageNumber: stop.voyageNumber,
    laden: stop.laden,
    port: null,
    from: stop.from,
    to: stop.to,
    position: { lat: here.lat, lon: here.lon },
    course: heading,
    heading,
    speedOverGround: 0,
    speedThroughWater: 0,
    rudderAngle: 0,
    ...draftsFor(vessel, stop.draft, stop.trim, seed, t),
    shaftPower: 0,
    shaftRpm: 0,
    shaftTorque: 0,
    shaftThrust: 0,
    mainEngineLoad: 0,
    mainEngineFuel: 0,
    auxiliaryPower,
    auxiliaryFuel: auxiliaryFuelFor(vessel, auxiliaryPower),
    boilerFuel: 90 + 15 * smoothNoise(seed, CHANNEL.boiler, t, 3600),
    fuelGrade: grade,
    fuelDensity15: fuelDensity15(vessel, grade, stop.voyageNumber),
    speedLoss,
    waterDepth: stop.anchored
      ? 22 + 12 * uniformAt(seed, CHANNEL.depth, stop.start)
      : fromEnd < 25
        ? 14 + fromEnd * 2.5
        : 180 + 2600 * (1 + smoothNoise(seed, CHANNEL.depth, t, 6 * 3600)),
    environment: env,
    relativeWindSpeed: wind.speed,
    relativeWindAngle: wind.angle,
  };
}

function boilerInPort(vessel: SimVessel, discharging: boolean): number {
  switch (vessel.vesselClass) {
    case "crudeTanker":
      return discharging ? 1900 : 260;
    case "productTanker":
      return discharging ? 900 : 200;
    default:
      return 160;
  }
}

function auxiliaryFuelFor(vessel: SimVessel, power: number): number {
  if (power <= 0) return 0;
  const sets = Math.max(1, Math.ceil(power / (0.85 * vessel.auxiliaryRating)));
  return fuelMassFlow(power, sets * vessel.auxiliaryRating, vessel.sfocBaseAuxiliary);
}

function draftsFor(vessel: SimVessel, draft: number, trim: number, seed: number, t: number) {
  const list = 0.06 * smoothNoise(seed, CHANNEL.list, t, 4 * 3600);
  return {
    draftFore: draft - trim / 2,
    draftAft: draft + trim / 2,
    draftMidPort: draft + list,
    draftMidStarboard: draft - list,
    displacement: vessel.designDisplacement * (draft / vessel.designDraft) ** 1.08,
  };
}
