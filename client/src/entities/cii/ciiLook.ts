import type { CiiRating, CiiSummary } from "./ciiApi";

/** Fixed colours per rating, as CII charts print them (dark green A to red E), readable in both themes. */
export const RATING_COLOURS: Readonly<Record<CiiRating, string>> = {
  A: "#1a9850",
  B: "#66bd63",
  C: "#f4c430",
  D: "#f08a3c",
  E: "#d73027",
};
export const RATING_TEXT_COLOURS: Readonly<Record<CiiRating, string>> = {
  A: "#ffffff",
  B: "#10240f",
  C: "#2b2200",
  D: "#2b1200",
  E: "#ffffff",
};

export const SOURCE_TEXT: Readonly<Record<CiiSummary["source"], string>> = {
  voyages: "Confirmed voyages",
  logData: "Log data",
  mixed: "Confirmed voyages and log data",
  none: "No data yet",
};

/** g CO2 per capacity-nautical-mile with four decimals, or a dash. */
export const ciiNumber = (value: number | null | undefined): string =>
  value === null || value === undefined
    ? "—"
    : value.toLocaleString("en-GB", { minimumFractionDigits: 2, maximumFractionDigits: 4 });

/** What each of the two CIIs is made of (docs/cii.md, "Two CIIs"), in the words the screens use. */
export const CII_BASIS_TEXT = {
  operational:
    "Operational: day by day from confirmed voyages, and from log data on the days no confirmed voyage covers.",
  dcs: "IMO DCS basis: only the confirmed voyages, summed as the IMO DCS annual report sums them; the CII reported with the DCS data and signed by the verifier.",
} as const;
