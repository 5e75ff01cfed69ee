import type { SimulatedDay } from "./simulateDay.js";

/** A simulated day in the shape of a data package's content (docs/data-package.md), times as epoch ms. */
export function packageContentOf(day: SimulatedDay) {
  return {
    manifest: { imoNumber: day.imoNumber, createdAt: new Date(day.createdAt).toISOString() },
    variables: day.variables,
    rows: day.samples.map((s) => ({ timestamp: s.t, variable: s.variable, value: s.value })),
    positions: day.positions.map((p) => ({ timestamp: p.t, latitude: p.latitude, longitude: p.longitude })),
    noonReports: day.noonReports.map((r) => ({ timestamp: r.t, ...r.values })),
  };
}

/** The file name a vessel gives the package of a day: `{imo}_{yyyy-mm-dd}.zip`. */
export function packageFileName(day: Pick<SimulatedDay, "imoNumber" | "dayStart">): string {
  return `${day.imoNumber}_${new Date(day.dayStart).toISOString().slice(0, 10)}.zip`;
}
