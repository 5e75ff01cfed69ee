import { randomUUID } from "node:crypto";
import type { Context } from "hono";
import { importTemplateVoyages, TemplateRowError } from "../../../domain/reports/templateImport.js";
import { ValidationError } from "../../../domain/shared/errors.js";
import { voyageLogAggregate } from "../../../domain/voyageLog/voyageLog.js";
import { eventSourceOf } from "../../../domain/voyages/eventSource.js";
import { vesselEventsOf } from "../../../domain/voyages/state.js";
import type { VesselView } from "../../../projections/admin/vessels.js";
import { execute } from "../../commands/execute.js";
import type { AppContext } from "../../context.js";
import { allowBody, BodyTooLargeError } from "../../http/bodyLimit.js";
import type { AppEnv } from "../../http/env.js";
import {
  MULTIPART_OVERHEAD,
  type ReceivedFile,
  receiveMultipart,
  toBuffer,
} from "../../http/receiveMultipart.js";
import { metadataOf } from "../../http/session.js";
import { fuelTypesFor } from "../fuel/fuelTypesFor.js";
import { voyageLogOf } from "./reportInputs.js";
import { readUploadedTemplate } from "./templateReading.js";
import { templateSettingsOf } from "./templateSettings.js";
import { NOT_AN_EXCEL_FILE } from "./templateWorkbook.js";

const MAX_BYTES = 10 * 1024 * 1024;
export const UPLOAD_MESSAGES = {
  noFile: "Please choose the filled Excel template to upload (form field 'file').",
  notExcel: NOT_AN_EXCEL_FILE,
  tooLarge: "The file is larger than 10 MB. Please upload the filled template only.",
} as const;

export type UploadOutcome =
  | { ok: true; created: { voyages: number; events: number } }
  | { ok: false; errors: string[]; status?: 400 | 413 };

/** The body limit of the template upload route: the workbook streams in and is refused past 10 MB. */
export const templateUploadBody = allowBody(MAX_BYTES + MULTIPART_OVERHEAD, UPLOAD_MESSAGES.tooLarge);

/**
 * POST /EmissionReport/Upload/{vesselId}: the whole workbook is checked first, and every problem is
 * answered; only a valid workbook is written, in one append to the vessel's voyage log.
 */
export async function uploadTemplate(
  ctx: AppContext,
  c: Context<AppEnv>,
  vessel: VesselView,
): Promise<UploadOutcome> {
  let file: ReceivedFile<Buffer>;
  try {
    file = await receiveMultipart(
      c.req.raw,
      {
        maxFileBytes: MAX_BYTES,
        tooLargeMessage: UPLOAD_MESSAGES.tooLarge,
        noFileMessage: UPLOAD_MESSAGES.noFile,
      },
      toBuffer,
    );
  } catch (error) {
    if (error instanceof BodyTooLargeError) return { ok: false, status: 413, errors: [error.message] };
    if (error instanceof ValidationError) return { ok: false, errors: [error.message] };
    throw error;
  }
  if (!/\.xlsx$/i.test(file.fileName)) return { ok: false, errors: [UPLOAD_MESSAGES.notExcel] };
  const settings = await templateSettingsOf(ctx, vessel);
  const log = await voyageLogOf(ctx, vessel.id);
  const lastEventAt = log
    ? vesselEventsOf(log.voyages).reduce<string | null>(
        (last, e) => (last === null || e.timestamp > last ? e.timestamp : last),
        null,
      )
    : null;
  let reading: Awaited<ReturnType<typeof readUploadedTemplate>>;
  try {
    reading = await readUploadedTemplate(file.content, { settings, lastEventAt });
  } catch (error) {
    if (error instanceof BodyTooLargeError) return { ok: false, status: 413, errors: [error.message] };
    throw error;
  }
  if (!reading) return { ok: false, errors: [UPLOAD_MESSAGES.notExcel] };
  if (!reading.ok) return reading;

  const fuelTypeIds = new Set(fuelTypesFor(ctx, vessel.companyId).keys());
  try {
    const outcome = await execute(
      ctx,
      voyageLogAggregate,
      vessel.id,
      (state) =>
        importTemplateVoyages(state, {
          vesselId: vessel.id,
          voyages: reading.voyages,
          cargoUnitIds: vessel.cargoUnitIds,
          vessel,
          fuelTypeIds,
          at: ctx.now().toISOString(),
          source: eventSourceOf(c.get("session").actor.role),
          newId: randomUUID,
        }),
      { metadata: metadataOf(c.get("session")) },
    );
    // Vessel events created, not the domain events that record, confirm and fill them.
    const events = outcome.events.filter((e) => e.type === "VesselEventRecorded").length;
    return { ok: true, created: { voyages: reading.voyages.length, events } };
  } catch (error) {
    if (error instanceof TemplateRowError) return { ok: false, errors: [error.message] };
    throw error;
  }
}
