import type { TimeSpanSettings } from "../../../../../domain/dashboards/timeSpan";

const day = (iso: string) => {
  const d = new Date(iso);
  return Number.isNaN(d.getTime())
    ? ""
    : `${d.getUTCDate()} ${d.toLocaleString("en-GB", { month: "short", timeZone: "UTC" })} ${d.getUTCFullYear()} ${iso.slice(11, 16)}`;
};

/** What a column calculates, in words: "Last received", "Averaged, last 24 h", "Accumulated, 01. Mar, 2026 00:00 – …". */
export function calculationText(s: TimeSpanSettings): string {
  switch (s.calculationType) {
    case "LastReceived":
      return "Last received";
    case "LastVoyageAveraged":
      return "Averaged, last voyage";
    case "LastVoyageAccumulated":
      return "Accumulated, last voyage";
    case "Averaged":
      return `Averaged, last ${s.hours} h`;
    case "Accumulated":
      return `Accumulated, last ${s.hours} h`;
    case "FromAndToDates":
      return `${s.fromAndToDatesCalculationType}, ${day(s.fromDate)} – ${day(s.toDate)} UTC`;
  }
}
