import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { type Context, Hono } from "hono";
import { z } from "zod";
import {
  acceptedImportAnswer,
  importRecordAnswer,
  importTotalsAnswer,
  queueAttributesAnswer,
  queuedImportAnswer,
  retriedAllAnswer,
  vesselImportStateAnswer,
} from "../../../domain/imports/answers.js";
import { calendarDay } from "../../../domain/shared/dates.js";
import { NotFoundError, ValidationError } from "../../../domain/shared/errors.js";
import type { AppContext } from "../../context.js";
import { attachment } from "../../http/contentDisposition.js";
import type { AppEnv } from "../../http/env.js";
import { apiDocs } from "../../http/openapi.js";
import { requireRole } from "../../http/session.js";
import { parseValue } from "../../http/validate.js";
import { ImportPipeline } from "../../imports/ImportPipeline.js";
import {
  type ImportRecord,
  ImportStatus,
  type ImportStatusValue,
  isQueueName,
  QUEUE_NAMES,
} from "../../imports/ImportQueue.js";
import { importPipelineOf } from "../../imports/importPipelineOf.js";
import { checkedImportPath, INCOMING_DIR, packageFile } from "../../imports/packageStorage.js";
import { packageUploadBody, receiveUpload } from "./receiveUpload.js";

const doc = apiDocs("Imports");
const ADMIN = ["Administrator"] as const;

type Ctx = Context<AppEnv>;

const dateParam = calendarDay("date");
const daysParam = z.coerce
  .number({ message: "Days must be a number from 1 to 31." })
  .int({ message: "Days must be a number from 1 to 31." })
  .min(1, { message: "Days must be a number from 1 to 31." })
  .max(31, { message: "Days must be a number from 1 to 31." });

/**
 * Data package upload (docs/data-package.md) and the import status calls of spec 3 §7. Everything but
 * the upload is for administrators; an upload comes from the vessel company's API user or an administrator.
 */
export function importRoutes(ctx: AppContext) {
  const app = new Hono<AppEnv>();
  const admin = requireRole(...ADMIN);
  const pipeline = () => importPipelineOf(ctx);

  app.post(
    "/Imports",
    doc({
      summary: "Upload a data package (zip) for import",
      upload: {
        fields: { imoNumber: "The vessel's IMO number (default: the 7 digits the file name starts with)" },
      },
      queryParams: { imoNumber: "The vessel's IMO number, instead of the form field" },
      status: 202,
      roles: ["Administrator", "ApiUser"],
      response: acceptedImportAnswer,
    }),
    requireRole("Administrator", "ApiUser"),
    packageUploadBody,
    async (c) => {
      const upload = await receiveUpload(c.req.raw, path.join(ctx.config.DATA_DIR, INCOMING_DIR));
      try {
        const imoNumber = imoNumberOfUpload(
          c.req.query("imoNumber") ?? upload.fields.imoNumber,
          upload.fileName,
        );
        checkUploader(c, imoNumber);
        const importPath = await (await pipeline()).accept({
          imoNumber,
          fileName: upload.fileName,
          file: upload.file,
        });
        return c.json({ importPath }, 202);
      } finally {
        await ImportPipeline.discard(upload.file);
      }
    },
  );

  /** An API user uploads only for its own company's vessels; others' look unknown (404). */
  const checkUploader = (c: Ctx, imoNumber: string) => {
    const { actor } = c.get("session");
    if (actor.role === "Administrator") return;
    const withImo = Object.values(ctx.readModels.state("vessels").byId).filter(
      (v) => v.imoNumber === imoNumber,
    );
    const receiver = withImo.find((v) => v.isDataReceiver);
    const own = receiver
      ? receiver.companyId === actor.companyId
      : withImo.some((v) => v.companyId === actor.companyId);
    if (!own) throw new NotFoundError(`No vessel with IMO number ${imoNumber} was found.`);
  };

  const listed = (c: Ctx, records: ImportRecord[]) => {
    const imo = c.req.query("imoNumber")?.trim();
    return c.json(imo ? records.filter((r) => r.imoNumber.includes(imo)) : records);
  };
  const records = async (filter: Parameters<ImportPipeline["queue"]["records"]>[0]) =>
    (await pipeline()).queue.records(filter);

  app.get(
    "/SuccessfulImports/Find/:date",
    doc({
      summary: "List the imports completed on a day (YYYY-MM-DD)",
      queryParams: { imoNumber: "Only records whose IMO number contains this" },
      roles: ADMIN,
      response: z.array(importRecordAnswer),
    }),
    admin,
    async (c) => {
      const partitionKey = parseValue(c.req.param("date"), dateParam);
      return listed(c, await records({ status: ImportStatus.imported, partitionKey }));
    },
  );
  app.get(
    "/SuccessfulImports/GetAll/:days",
    doc({
      summary: "List the imports completed in the last 1 to 31 days",
      queryParams: { imoNumber: "Only records whose IMO number contains this" },
      roles: ADMIN,
      response: z.array(importRecordAnswer),
    }),
    admin,
    async (c) => {
      const days = parseValue(c.req.param("days"), daysParam);
      const from = new Date(ctx.now().getTime() - (days - 1) * 86_400_000).toISOString().slice(0, 10);
      return listed(c, await records({ status: ImportStatus.imported, fromPartitionKey: from }));
    },
  );
  app.get(
    "/FailedImports",
    doc({
      summary: "List the failed imports",
      queryParams: { imoNumber: "Only records whose IMO number contains this" },
      roles: ADMIN,
      response: z.array(importRecordAnswer),
    }),
    admin,
    async (c) => listed(c, await records({ status: ImportStatus.error })),
  );
  app.get(
    "/FailedImports/Find/:date",
    doc({
      summary: "List the imports that failed on a day (YYYY-MM-DD)",
      queryParams: { imoNumber: "Only records whose IMO number contains this" },
      roles: ADMIN,
      response: z.array(importRecordAnswer),
    }),
    admin,
    async (c) => {
      const partitionKey = parseValue(c.req.param("date"), dateParam);
      return listed(c, await records({ status: ImportStatus.error, partitionKey }));
    },
  );
  app.get(
    "/RunningImports",
    doc({
      summary: "List the running imports",
      queryParams: { imoNumber: "Only records whose IMO number contains this" },
      roles: ADMIN,
      response: z.array(importRecordAnswer),
    }),
    admin,
    async (c) => listed(c, await records({ status: ImportStatus.running })),
  );

  const remove = (status: ImportStatusValue) => async (c: Ctx) => {
    await (await pipeline()).remove(status, await importPathOf(c));
    return c.body(null, 204);
  };
  app.delete(
    "/FailedImports",
    doc({
      summary: "Remove a failed import's record",
      queryParams: {
        importPath: 'The import path (or send {"importPath": "…"} as the body)',
        path: "Same as importPath",
      },
      status: 204,
      roles: ADMIN,
    }),
    admin,
    remove(ImportStatus.error),
  );
  app.delete(
    "/RunningImports",
    doc({
      summary: "Remove a running import's record",
      queryParams: {
        importPath: 'The import path (or send {"importPath": "…"} as the body)',
        path: "Same as importPath",
      },
      status: 204,
      roles: ADMIN,
    }),
    admin,
    remove(ImportStatus.running),
  );

  app.post(
    "/FailedImports/RetryAll",
    doc({ summary: "Retry every failed import", roles: ADMIN, response: retriedAllAnswer }),
    admin,
    async (c) => c.json({ retried: await (await pipeline()).retryAll() }),
  );
  /** Retry of one failed import, or of a running one after 900 s (spec 3 §4), in one call. */
  app.post(
    "/Imports/Retry",
    doc({
      summary: "Retry one failed import, or a running one stuck for over 900 s",
      queryParams: {
        importPath: 'The import path (or send {"importPath": "…"} as the body)',
        path: "Same as importPath",
      },
      roles: ADMIN,
      response: queuedImportAnswer,
    }),
    admin,
    async (c) => {
      const record = await (await pipeline()).retry(await importPathOf(c));
      return c.json({
        importPath: record.importPath,
        queue: record.webJob === "Prepare" ? "receiveddata" : "pendingimports",
      });
    },
  );

  app.get(
    "/VesselImportStates",
    doc({
      summary: "Each vessel's import state (current import, pending packages, last export date)",
      queryParams: {
        imoNumbers: "Comma-separated IMO numbers (default: every vessel)",
        imoNumber: "Same as imoNumbers",
      },
      roles: ADMIN,
      response: z.array(vesselImportStateAnswer),
    }),
    admin,
    async (c) => {
      const requested = [...(c.req.queries("imoNumbers") ?? []), ...(c.req.queries("imoNumber") ?? [])]
        .flatMap((value) => value.split(","))
        .map((value) => value.trim())
        .filter((value) => value.length > 0);
      const states = await (await pipeline()).queue.vesselStates(
        requested.length > 0 ? requested : undefined,
      );
      const found = new Set(states.map((s) => s.imoNumber));
      const missing = requested
        .filter((imoNumber) => !found.has(imoNumber))
        .map((imoNumber) => ({
          imoNumber,
          currentImport: null,
          currentImportSetAt: null,
          pendingImportPaths: [],
          lastExportDate: null,
        }));
      return c.json([...states, ...missing]);
    },
  );

  const download = async (c: Ctx) => {
    const given = c.req.query("path");
    if (!given) throw new ValidationError("Say which package to download: ?path=");
    const file = packageFile(ctx.config.DATA_DIR, given);
    const size = await stat(file).then(
      (s) => s.size,
      () => null,
    );
    if (size === null) throw new NotFoundError(`No package is stored at ${given}.`);
    return new Response(Readable.toWeb(createReadStream(file)) as ReadableStream, {
      headers: {
        "content-type": "application/zip",
        "content-length": String(size),
        "content-disposition": attachment(path.basename(file)),
      },
    });
  };
  app.get(
    "/ImportStatus/DownloadImportPackage",
    doc({
      summary: "Download a stored import package",
      queryParams: { path: "The package's import path (required)" },
      produces: "zip",
      roles: ADMIN,
    }),
    admin,
    download,
  );
  app.get(
    "/ImportStatus/DownloadZipFile",
    doc({
      summary: "Download a stored import package (same as DownloadImportPackage)",
      queryParams: { path: "The package's import path (required)" },
      produces: "zip",
      roles: ADMIN,
    }),
    admin,
    download,
  );

  app.get(
    "/ImportStatus/Totals",
    doc({ summary: "Counts of imports by status", roles: ADMIN, response: importTotalsAnswer }),
    admin,
    async (c) => c.json(await (await pipeline()).totals()),
  );

  app.get(
    "/QueueAttributes/:queue",
    doc({ summary: "The length of an import queue", roles: ADMIN, response: queueAttributesAnswer }),
    admin,
    async (c) => {
      const name = knownQueue(c.req.param("queue"));
      const length = await (await pipeline()).queue.length(name);
      return c.json({ name, length, approximateMessageCount: length });
    },
  );
  app.post(
    "/Queue/:queue",
    doc({
      summary: "Put an import on a queue",
      queryParams: {
        importPath: 'The import path (or send {"importPath": "…"} as the body)',
        path: "Same as importPath",
      },
      status: 202,
      roles: ADMIN,
      response: queuedImportAnswer,
    }),
    admin,
    async (c) => {
      const name = knownQueue(c.req.param("queue"));
      const importPath = await importPathOf(c);
      await (await pipeline()).enqueue(name, importPath);
      return c.json({ queue: name, importPath }, 202);
    },
  );

  return app;
}

function knownQueue(name: string) {
  if (!isQueueName(name))
    throw new NotFoundError(`There is no queue ${name}; the queues are ${QUEUE_NAMES.join(" and ")}.`);
  return name;
}

/** The import path from the query (`importPath` or `path`), a JSON body {importPath}, or a JSON string body. */
async function importPathOf(c: Ctx): Promise<string> {
  const fromQuery = c.req.query("importPath") ?? c.req.query("path");
  if (fromQuery) return checkedImportPath(fromQuery);
  const text = await c.req.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {}
  const value =
    typeof body === "string"
      ? body
      : ((body as { importPath?: unknown; path?: unknown } | undefined)?.importPath ??
        (body as { path?: unknown } | undefined)?.path);
  if (typeof value !== "string" || value.trim() === "") {
    throw new ValidationError('Say which import: {"importPath": "…"} or ?importPath=');
  }
  return checkedImportPath(value.trim());
}

/** The upload's IMO number: the imoNumber parameter or field, else the 7 digits the file name starts with. */
function imoNumberOfUpload(given: string | undefined, fileName: string): string {
  const imo = given?.trim() || fileName.match(/^(\d{7})(?!\d)/)?.[1];
  if (!imo) {
    throw new ValidationError(
      "The IMO number is missing. Send it as imoNumber, or start the file name with it (9312482_2024-05-01.zip).",
    );
  }
  if (!/^\d{7}$/.test(imo)) throw new ValidationError("IMO number must be 7 digits.");
  return imo;
}
