import { describe, expect, it } from "vitest";
import { type VesselDataImported, vesselDataStream } from "../../domain/imports/dataImported.js";
import type { StoredKeelsonEvent } from "../../domain/index.js";
import { vesselsProjection } from "./vessels.js";

let position = 0;
const imported = (imoNumber: string, lastExportDate: string): StoredKeelsonEvent => {
  const event: VesselDataImported = { type: "VesselDataImported", data: { imoNumber, lastExportDate } };
  position++;
  return {
    ...event,
    id: `event-${position}`,
    stream: vesselDataStream(imoNumber),
    version: position,
    position,
    metadata: { userId: "system", companyId: null, correlationId: "c", causationId: null },
  } as StoredKeelsonEvent;
};

describe("vessels projection: last data sent", () => {
  it("keeps the newest logged time per IMO number, whatever order the imports are recorded in", () => {
    const state = [
      imported("9000001", "2026-01-02T00:00:00.000Z"),
      imported("9000002", "2026-01-01T00:00:00.000Z"),
      // A late package (older data) and a record repeated at start leave the date as it is.
      imported("9000001", "2025-12-30T00:00:00.000Z"),
      imported("9000001", "2026-01-02T00:00:00.000Z"),
      imported("9000002", "2026-01-03T12:00:00.000Z"),
    ].reduce(vesselsProjection.evolve, vesselsProjection.initialState());
    expect(state.lastExportDateByImo).toEqual({
      "9000001": "2026-01-02T00:00:00.000Z",
      "9000002": "2026-01-03T12:00:00.000Z",
    });
  });
});
