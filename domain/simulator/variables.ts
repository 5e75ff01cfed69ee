import type { ShipState } from "./shipState.js";

/** One logged signal: how a data package declares it and how it is read off the ship's true state. */
export interface SimVariable {
  name: string;
  unit: string;
  onboardSystem: string;
  /** "Category: taxon" names; the category is the text before the first colon. */
  taxa: string[];
  read(state: ShipState): number;
  /** Standard deviation of the measurement noise, in the variable's unit. */
  noise: number;
  decimals: number;
  /** Angles wrap round at 360. */
  circular?: boolean;
  /** Sensors that may freeze, spike or drop out on their own (positions and computed values do not). */
  faultProne: boolean;
}

const HFO_TEMPERATURE = { me: 132, ae: 115, boiler: 105 };
const MGO_TEMPERATURE = 38;

/** Density measured by a Coriolis meter at the fuel's temperature, from the density at 15 °C. */
function densityAt(density15: number, temperature: number): number {
  return density15 * (1 - 0.00064 * (temperature - 15));
}

const fuelTemperature = (s: ShipState, consumer: keyof typeof HFO_TEMPERATURE, flow: number) =>
  flow <= 0
    ? s.environment.airTemperature + 10
    : s.fuelGrade === "HFO"
      ? HFO_TEMPERATURE[consumer]
      : MGO_TEMPERATURE;

const v = (
  name: string,
  unit: string,
  onboardSystem: string,
  taxa: string[],
  read: (s: ShipState) => number,
  noise: number,
  decimals: number,
  extra: Partial<Pick<SimVariable, "circular" | "faultProne">> = {},
): SimVariable => ({ name, unit, onboardSystem, taxa, read, noise, decimals, faultProne: true, ...extra });

const ISO = "ISO 19030";

/** The signals every simulated vessel logs (about forty, as a modern data logger would). */
export const SIM_VARIABLES: readonly SimVariable[] = [
  // Navigation
  v(
    "Speed Through Water",
    "knot",
    "Navigation",
    ["Navigation: Speed", `${ISO}: Speed through water`],
    (s) => s.speedThroughWater,
    0.08,
    2,
  ),
  v(
    "Speed Over Ground",
    "knot",
    "Navigation",
    ["Navigation: Speed", "Navigation: GPS"],
    (s) => s.speedOverGround,
    0.05,
    2,
  ),
  v("Heading", "deg", "Navigation", ["Navigation: Direction", `${ISO}: Heading`], (s) => s.heading, 0.3, 1, {
    circular: true,
  }),
  v(
    "Course Over Ground",
    "deg",
    "Navigation",
    ["Navigation: Direction", "Navigation: GPS"],
    (s) => s.course,
    0.5,
    1,
    { circular: true },
  ),
  v(
    "Rudder Angle",
    "deg",
    "Navigation",
    ["Navigation: Steering", `${ISO}: Rudder angle`],
    (s) => s.rudderAngle,
    0.2,
    1,
  ),
  v(
    "Latitude",
    "deg",
    "Navigation",
    ["Navigation: GPS", "Navigation: Position"],
    (s) => s.position.lat,
    0,
    5,
    { faultProne: false },
  ),
  v(
    "Longitude",
    "deg",
    "Navigation",
    ["Navigation: GPS", "Navigation: Position"],
    (s) => s.position.lon,
    0,
    5,
    { faultProne: false },
  ),
  v(
    "Water Depth",
    "m",
    "Navigation",
    ["Navigation: Echo sounder", `${ISO}: Water depth`],
    (s) => s.waterDepth,
    0.5,
    1,
  ),
  // Propulsion
  v(
    "Shaft Speed",
    "rpm",
    "Torquemeter",
    ["Propulsion: Shaft", `${ISO}: Shaft speed`],
    (s) => s.shaftRpm,
    0.3,
    1,
  ),
  v(
    "Shaft Power",
    "kW",
    "Torquemeter",
    ["Propulsion: Shaft", `${ISO}: Delivered power`],
    (s) => s.shaftPower,
    40,
    0,
  ),
  v("Shaft Torque", "kNm", "Torquemeter", ["Propulsion: Shaft"], (s) => s.shaftTorque, 4, 1),
  v("Shaft Thrust", "kN", "Torquemeter", ["Propulsion: Shaft"], (s) => s.shaftThrust, 6, 0),
  v(
    "ME Load",
    "%",
    "AMS",
    ["Propulsion: Main engine", "Consumer: Main engine"],
    (s) => s.mainEngineLoad,
    0.4,
    1,
  ),
  v(
    "ME Exhaust Gas Temperature",
    "°C",
    "AMS",
    ["Propulsion: Main engine"],
    (s) => (s.shaftPower > 0 ? 240 + 1.55 * s.mainEngineLoad : s.environment.airTemperature + 15),
    3,
    0,
  ),
  v(
    "ME Scavenge Air Pressure",
    "bar",
    "AMS",
    ["Propulsion: Main engine"],
    (s) => (s.shaftPower > 0 ? 0.15 + 3.1 * (s.mainEngineLoad / 100) ** 1.5 : 0),
    0.02,
    2,
  ),
  // Fuel, per consumer
  v(
    "ME Fuel Mass Flow",
    "kg/hr",
    "FlowMeters",
    ["Fuel: Mass flow", "Consumer: Main engine"],
    (s) => s.mainEngineFuel,
    6,
    1,
  ),
  v(
    "ME Fuel Volume Flow",
    "l/hr",
    "FlowMeters",
    ["Fuel: Volume flow", "Consumer: Main engine"],
    (s) => (s.mainEngineFuel / densityAt(s.fuelDensity15, fuelTemperature(s, "me", s.mainEngineFuel))) * 1000,
    7,
    1,
  ),
  v(
    "ME Fuel Inlet Temperature",
    "°C",
    "FlowMeters",
    ["Fuel: Temperature", "Consumer: Main engine"],
    (s) => fuelTemperature(s, "me", s.mainEngineFuel),
    0.8,
    1,
  ),
  v(
    "ME Fuel Density",
    "kg/m3",
    "FlowMeters",
    ["Fuel: Density", "Consumer: Main engine"],
    (s) => densityAt(s.fuelDensity15, fuelTemperature(s, "me", s.mainEngineFuel)),
    0.6,
    1,
  ),
  v(
    "AE Fuel Mass Flow",
    "kg/hr",
    "FlowMeters",
    ["Fuel: Mass flow", "Consumer: Auxiliary engines"],
    (s) => s.auxiliaryFuel,
    2,
    1,
  ),
  v(
    "AE Fuel Inlet Temperature",
    "°C",
    "FlowMeters",
    ["Fuel: Temperature", "Consumer: Auxiliary engines"],
    (s) => fuelTemperature(s, "ae", s.auxiliaryFuel),
    0.8,
    1,
  ),
  v(
    "AE Fuel Density",
    "kg/m3",
    "FlowMeters",
    ["Fuel: Density", "Consumer: Auxiliary engines"],
    (s) => densityAt(s.fuelDensity15, fuelTemperature(s, "ae", s.auxiliaryFuel)),
    0.6,
    1,
  ),
  v(
    "Boiler Fuel Mass Flow",
    "kg/hr",
    "FlowMeters",
    ["Fuel: Mass flow", "Consumer: Boiler"],
    (s) => s.boilerFuel,
    2,
    1,
  ),
  v(
    "Boiler Fuel Inlet Temperature",
    "°C",
    "FlowMeters",
    ["Fuel: Temperature", "Consumer: Boiler"],
    (s) => fuelTemperature(s, "boiler", s.boilerFuel),
    0.8,
    1,
  ),
  v(
    "Boiler Fuel Density",
    "kg/m3",
    "FlowMeters",
    ["Fuel: Density", "Consumer: Boiler"],
    (s) => densityAt(s.fuelDensity15, fuelTemperature(s, "boiler", s.boilerFuel)),
    0.6,
    1,
  ),
  v(
    "Total Fuel Consumption",
    "MT/day",
    "Computed",
    ["Fuel: Mass flow", "Consumer: Total"],
    (s) => ((s.mainEngineFuel + s.auxiliaryFuel + s.boilerFuel) * 24) / 1000,
    0,
    2,
    { faultProne: false },
  ),
  v("MGO In Use", "flag", "AMS", ["Fuel: Grade"], (s) => (s.fuelGrade === "MGO" ? 1 : 0), 0, 0, {
    faultProne: false,
  }),
  v(
    "AE Power",
    "kW",
    "AMS",
    ["Electrical: Generators", "Consumer: Auxiliary engines"],
    (s) => s.auxiliaryPower,
    8,
    0,
  ),
  // Loading condition
  v("Draft Fore", "m", "LoadingComputer", ["Loading: Draft", `${ISO}: Draft`], (s) => s.draftFore, 0.04, 2),
  v("Draft Aft", "m", "LoadingComputer", ["Loading: Draft", `${ISO}: Draft`], (s) => s.draftAft, 0.04, 2),
  v("Draft Mid Port", "m", "LoadingComputer", ["Loading: Draft"], (s) => s.draftMidPort, 0.04, 2),
  v("Draft Mid Starboard", "m", "LoadingComputer", ["Loading: Draft"], (s) => s.draftMidStarboard, 0.04, 2),
  v(
    "Trim",
    "m",
    "LoadingComputer",
    ["Loading: Trim", `${ISO}: Trim`],
    (s) => s.draftAft - s.draftFore,
    0.03,
    2,
  ),
  v(
    "Displacement",
    "t",
    "LoadingComputer",
    ["Loading: Displacement", `${ISO}: Displacement`],
    (s) => s.displacement,
    30,
    0,
  ),
  // Weather and sea
  v("True Wind Speed", "knot", "WeatherStation", ["Weather: Wind"], (s) => s.environment.windSpeed, 0.6, 1),
  v(
    "True Wind Direction",
    "deg",
    "WeatherStation",
    ["Weather: Wind"],
    (s) => s.environment.windDirection,
    4,
    0,
    { circular: true },
  ),
  v(
    "Relative Wind Speed",
    "knot",
    "WeatherStation",
    ["Weather: Wind", `${ISO}: Relative wind`],
    (s) => s.relativeWindSpeed,
    0.6,
    1,
  ),
  v(
    "Relative Wind Direction",
    "deg",
    "WeatherStation",
    ["Weather: Wind", `${ISO}: Relative wind`],
    (s) => s.relativeWindAngle,
    4,
    0,
    { circular: true },
  ),
  v(
    "Sea Water Temperature",
    "°C",
    "AMS",
    ["Weather: Sea", `${ISO}: Water temperature`],
    (s) => s.environment.seaTemperature,
    0.1,
    1,
  ),
  v(
    "Air Temperature",
    "°C",
    "WeatherStation",
    ["Weather: Air", `${ISO}: Air temperature`],
    (s) => s.environment.airTemperature,
    0.2,
    1,
  ),
  v(
    "Barometric Pressure",
    "hPa",
    "WeatherStation",
    ["Weather: Air"],
    (s) => s.environment.airPressure,
    0.3,
    1,
  ),
  v(
    "Significant Wave Height",
    "m",
    "WeatherService",
    ["Weather: Sea"],
    (s) => s.environment.waveHeight,
    0.1,
    1,
    { faultProne: false },
  ),
];

export const SPEED_LOG_VARIABLE = "Speed Through Water";

/** Declarations for Variables.csv (name, unit, onboard system, taxa). */
export function variableDefinitions(): Array<{
  name: string;
  unit: string;
  onboardSystem: string;
  taxa: string[];
}> {
  return SIM_VARIABLES.map(({ name, unit, onboardSystem, taxa }) => ({
    name,
    unit,
    onboardSystem,
    taxa: [...taxa],
  }));
}
