/** Marker colours of spec 3 §2 (vessel info map): by performance status, black for previous positions. */
export type MarkerKind = "Ok" | "Observe" | "NotOk" | "BenchMarking" | "notAvailable" | "PreviousPosition";

export const MARKER_COLOURS: Record<MarkerKind, string> = {
  Ok: "#22a045",
  Observe: "#f08c00",
  NotOk: "#d62828",
  BenchMarking: "#1f6fd1",
  notAvailable: "#8a94a0",
  PreviousPosition: "#111111",
};

export const MARKER_LABELS: Record<MarkerKind, string> = {
  Ok: "Ok",
  Observe: "Observe",
  NotOk: "Not ok",
  BenchMarking: "Benchmarking",
  notAvailable: "N/A",
  PreviousPosition: "Previous positions",
};

/** The legend, in the spec's order. */
export const LEGEND: MarkerKind[] = [
  "Ok",
  "Observe",
  "NotOk",
  "BenchMarking",
  "notAvailable",
  "PreviousPosition",
];

/**
 * A vessel's marker kind from its overall performance status: the four statuses that judge the vessel
 * keep their colour; every other one (no performance parameters, disabled, diagnostics not activated,
 * unknown or missing) is N/A on the map.
 */
export function markerKindOf(status: string | null | undefined): MarkerKind {
  switch (status) {
    case "Ok":
    case "Observe":
    case "NotOk":
    case "BenchMarking":
      return status;
    default:
      return "notAvailable";
  }
}

/** The 12x29 marker pin as an SVG data URL (img-src allows data:, so it works under the CSP). */
export function markerIconUrl(kind: MarkerKind): string {
  const fill = MARKER_COLOURS[kind];
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="12" height="29" viewBox="0 0 12 29">` +
    `<path d="M6 28.5 L1.2 10.5 A5.6 5.6 0 1 1 10.8 10.5 Z" fill="${fill}" stroke="#ffffff" stroke-width="1"/>` +
    `<circle cx="6" cy="7.6" r="2.2" fill="#ffffff"/></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
