/** Units a vessel's cargo is counted in (reference list for GET /CargoUnits). */
export const CARGO_UNITS = [
  { id: 1, name: "Tonnes" },
  { id: 2, name: "Cubic metres (m3)" },
  { id: 3, name: "TEU" },
  { id: 4, name: "FEU" },
  { id: 5, name: "Passengers" },
  { id: 6, name: "Cars" },
  { id: 7, name: "Lane metres" },
  { id: 8, name: "Cars and passengers" },
  { id: 9, name: "Barrels" },
  { id: 10, name: "Gross tonnage" },
  { id: 11, name: "Deadweight tonnes" },
  { id: 12, name: "Cubic metres LNG" },
] as const;

export interface CargoUnit {
  id: number;
  name: string;
}

export const cargoUnitById = (id: number): CargoUnit | undefined => CARGO_UNITS.find((u) => u.id === id);
