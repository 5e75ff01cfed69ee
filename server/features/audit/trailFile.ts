import type ExcelJS from "exceljs";
import { csvDocument } from "../../../domain/shared/csv.js";
import type { StoredEvent } from "../../../domain/shared/events.js";
import {
  CONFIRMATION_EVENTS,
  TRAIL_CHANGE_HEADERS,
  TRAIL_FIGURE_HEADERS,
  type TrailValue,
  trailChangeRows,
  trailFigureRows,
} from "../../../domain/voyageLog/trailExport.js";
import { voyageAuditSteps } from "../../../domain/voyageLog/voyageAudit.js";
import type { VoyageFacts } from "../../../domain/voyages/decisions.js";
import type { AppContext } from "../../context.js";
import { type Cell, newWorkbook, utc, writeSheet } from "../../shared/sheets.js";
import { recordedByName } from "./recordedBy.js";
import { voyageReplay } from "./voyageReplay.js";

export interface VoyageTrail {
  voyageName: string;
  changes: TrailValue[][];
  figures: TrailValue[][];
}

/** A voyage's trail with who and when, before and after, and the figures each confirmation left. */
export function voyageTrailOf(
  ctx: AppContext,
  events: readonly StoredEvent[],
  vesselId: string,
  departureId: string,
  facts: VoyageFacts,
): VoyageTrail {
  const steps = voyageAuditSteps(events, vesselId, departureId).map((step) => ({
    ...step,
    version: step.event.version,
    recordedAt: step.event.metadata.recordedAt,
    // A user no longer known is still named by id: the export has no separate id column.
    by: recordedByName(ctx, step.event.metadata.userId) ?? step.event.metadata.userId,
    type: step.event.type,
  }));
  const figures = steps
    .filter((step) => CONFIRMATION_EVENTS.has(step.type))
    .flatMap((step) =>
      trailFigureRows(step, voyageReplay(ctx, step.after, departureId, facts)?.reports ?? null),
    );
  const last = steps.at(-1);
  const now = last ? voyageReplay(ctx, last.after, departureId, facts) : null;
  return {
    voyageName: now?.departure.voyage?.name ?? departureId,
    changes: trailChangeRows(steps),
    figures,
  };
}

export const trailCsv = (trail: VoyageTrail): string =>
  csvDocument([
    [`Voyage trail: ${trail.voyageName}`],
    ["All times are UTC."],
    [...TRAIL_CHANGE_HEADERS],
    ...trail.changes,
    [],
    ["Figures at each confirmation"],
    [...TRAIL_FIGURE_HEADERS],
    ...trail.figures,
  ]);

const timeCells = (rows: TrailValue[][]): Cell[][] =>
  rows.map((row) => row.map((value, i) => (i === 1 && typeof value === "string" ? utc(value) : value)));

export function trailWorkbook(trail: VoyageTrail): ExcelJS.Workbook {
  const workbook = newWorkbook(`Voyage trail ${trail.voyageName}`);
  writeSheet(workbook, "Changes")
    .title(`Voyage trail: ${trail.voyageName}`)
    .fields([["Note", "Every event that changed the voyage, field by field. All times are UTC."]])
    .table(TRAIL_CHANGE_HEADERS, timeCells(trail.changes));
  writeSheet(workbook, "Figures at confirmations")
    .title(`Report figures at each confirmation: ${trail.voyageName}`)
    .table(TRAIL_FIGURE_HEADERS, timeCells(trail.figures));
  return workbook;
}
