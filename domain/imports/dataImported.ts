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

/**
 * The export dates the import queue's state held were carried into the log, once: a store from before
 * VesselDataImported gains its dates, and later starts skip the step (server/imports/exportDates.ts).
 */
export type ExportDatesCarriedOver = DomainEvent<"ExportDatesCarriedOver", { imoNumbers: number }>;

/** The stream of ExportDatesCarriedOver: it exists once the step has run. */
export const EXPORT_DATES_CARRIED_OVER_STREAM = "migration-exportdates";

/** Whether `newest` moves a known last export date on (none known: it does). */
export const movesExportDateOn = (known: string | null | undefined, newest: string): boolean =>
  !known || known < newest;
