import type { DomainEvent } from "../shared/events.js";

/**
 * An imported package moved its IMO number's newest logged time ("last data sent", ISO) on. Kept in the
 * log, in the number's own stream, so that every process answers the same last data at one log position
 * without reading the import queue's state per answer (docs/architecture.md "Last data sent").
 */
export type VesselDataImported = DomainEvent<
  "VesselDataImported",
  { imoNumber: string; lastExportDate: string }
>;

export const vesselDataStream = (imoNumber: string): string => `vesseldata-${imoNumber}`;

/** Whether `newest` moves a known last export date on (none known: it does). */
export const movesExportDateOn = (known: string | null | undefined, newest: string): boolean =>
  !known || known < newest;
