/**
 * Where a flow meter's or fuel tank's fuel is burnt (GET /FuelConsumptionSources). EU MRV Annex I
 * asks for fuel per consumer type, so the list follows its emission sources.
 */
export const FUEL_CONSUMPTION_SOURCES = [
  { id: 1, name: "Main engine" },
  { id: 2, name: "Auxiliary engine" },
  { id: 3, name: "Boiler" },
  { id: 4, name: "Inert gas generator" },
  { id: 5, name: "Gas turbine" },
  { id: 6, name: "Incinerator" },
  { id: 7, name: "Other" },
] as const;

export const fuelConsumptionSourceById = (id: number) => FUEL_CONSUMPTION_SOURCES.find((s) => s.id === id);

/**
 * Where a flow-meter consumption figure came from (spec 2 §3). Manual is also what fills the gaps in
 * log data; only Manual rows may be removed.
 */
export const CONSUMPTION_ORIGINS = ["LogData", "Manual", "Regression", "ManualEstimate"] as const;
export type ConsumptionOrigin = (typeof CONSUMPTION_ORIGINS)[number];

export interface DefaultFuelType {
  id: string;
  name: string;
  shortName: string;
  carbonEmissionFactor: number;
}

/**
 * The fuel types every company has (regulations reference §1: IMO MEPC.364(79), EU MRV Annex I).
 * Their ids are fixed forever: stored fuel data refers to them.
 */
export const DEFAULT_FUEL_TYPES: readonly DefaultFuelType[] = [
  { id: "default-mdo-mgo", name: "Diesel / gas oil", shortName: "MDO/MGO", carbonEmissionFactor: 3.206 },
  { id: "default-lfo", name: "Light fuel oil", shortName: "LFO", carbonEmissionFactor: 3.151 },
  { id: "default-hfo", name: "Heavy fuel oil", shortName: "HFO", carbonEmissionFactor: 3.114 },
  { id: "default-lpg-propane", name: "LPG (propane)", shortName: "LPG-P", carbonEmissionFactor: 3.0 },
  { id: "default-lpg-butane", name: "LPG (butane)", shortName: "LPG-B", carbonEmissionFactor: 3.03 },
  { id: "default-ethane", name: "Ethane", shortName: "Ethane", carbonEmissionFactor: 2.927 },
  { id: "default-lng", name: "Liquefied natural gas", shortName: "LNG", carbonEmissionFactor: 2.75 },
  { id: "default-methanol", name: "Methanol", shortName: "Methanol", carbonEmissionFactor: 1.375 },
  { id: "default-ethanol", name: "Ethanol", shortName: "Ethanol", carbonEmissionFactor: 1.913 },
];
