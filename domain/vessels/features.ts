/** Per-vessel features an administrator switches on and off (spec 1 §2 vessel administration). */
export const FEATURES = [
  { id: 1, name: "CharterParty" },
  { id: 2, name: "EmissionReport" },
  { id: 3, name: "DataQuality" },
  { id: 4, name: "Diagnostics" },
  { id: 5, name: "Fouling" },
  { id: 6, name: "ISO19030" },
  { id: 7, name: "CII" },
  { id: 8, name: "Shapoli" },
  { id: 9, name: "LongTrend" },
  { id: 10, name: "DataAnalysis" },
] as const;

export type FeatureName = (typeof FEATURES)[number]["name"];
export interface Feature {
  id: number;
  name: string;
}

export const featureById = (id: number): Feature | undefined => FEATURES.find((f) => f.id === id);
export const featureByName = (name: string): Feature | undefined => FEATURES.find((f) => f.name === name);
