import type { VesselEventDto } from "../types";

/** A vessel event for tests: only what a test cares about needs saying. */
export function testEvent(
  partial: Partial<VesselEventDto> & Pick<VesselEventDto, "id" | "type" | "timestamp">,
) {
  const event: VesselEventDto = {
    vesselId: "v1",
    name: partial.type,
    isConfirmed: false,
    source: "Ship",
    voyage: null,
    port: null,
    location: null,
    cargos: [],
    distanceSailed: null,
    departureId: null,
    version: 1,
    ...partial,
  };
  return event;
}

export const voyageInfo = (name: string, confirmed: { info?: string; data?: string } = {}) => ({
  name,
  type: "Laden" as const,
  isNonCommercial: false,
  informationConfirmedAt: confirmed.info ?? null,
  dataConfirmedAt: confirmed.data ?? null,
});
