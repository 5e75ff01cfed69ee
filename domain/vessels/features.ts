/**
 * Per-vessel features an administrator switches on and off (spec 1 §2 vessel administration). `name` is the
 * spec's identifier the API and the client's feature checks use; `displayName` is what a person reads.
 */
export const FEATURES = [
  { id: 1, name: "CharterParty", displayName: "Charter Party" },
  { id: 2, name: "EmissionReport", displayName: "Emission Report" },
  { id: 3, name: "DataQuality", displayName: "Data Quality" },
  { id: 4, name: "Diagnostics", displayName: "Diagnostics" },
  { id: 5, name: "Fouling", displayName: "Fouling" },
  { id: 6, name: "ISO19030", displayName: "ISO 19030" },
  { id: 7, name: "CII", displayName: "CII" },
  { id: 8, name: "Shapoli", displayName: "ShaPoLi (shaft power limitation)" },
  { id: 9, name: "LongTrend", displayName: "Long Trend" },
  { id: 10, name: "DataAnalysis", displayName: "Data Analysis" },
] as const;

export type FeatureName = (typeof FEATURES)[number]["name"];
export interface Feature {
  id: number;
  name: string;
  displayName: string;
}

export const featureById = (id: number): Feature | undefined => FEATURES.find((f) => f.id === id);
export const featureByName = (name: string): Feature | undefined => FEATURES.find((f) => f.name === name);
