import { type Context, Hono } from "hono";
import { z } from "zod";
import {
  imoVoyageReportJson,
  imoYearlyReportJson,
  mrvVoyageReportJson,
  mrvYearlyReportJson,
  templateWrittenAnswer,
  voyageFileSentAnswer,
} from "../../../domain/reports/answers.js";
import { dnvFileName, dnvVoyageCsv } from "../../../domain/reports/dnvVoyageCsv.js";
import { imoVoyageReport, imoYearlyReport } from "../../../domain/reports/imoDcs.js";
import { mrvVoyageReport, mrvYearlyReport } from "../../../domain/reports/mrv.js";
import { yearOf } from "../../../domain/reports/numbers.js";
import { templateRefusals } from "../../../domain/reports/template.js";
import { ConflictError, DomainError, ValidationError } from "../../../domain/shared/errors.js";
import { isUuid, uuidId } from "../../../domain/shared/ids.js";
import { entryOf } from "../../../domain/shared/records.js";
import type { AppContext } from "../../context.js";
import { AT_PARAM, atMomentOf } from "../../http/atMoment.js";
import { attachment } from "../../http/contentDisposition.js";
import type { AppEnv } from "../../http/env.js";
import { apiDocs, type RouteDoc } from "../../http/openapi.js";
import { requireRole } from "../../http/session.js";
import { parseBody, pathParams } from "../../http/validate.js";
import { toBuffer } from "../../shared/sheets.js";
import { fuelTypesFor } from "../fuel/fuelTypesFor.js";
import { sendVoyageFile } from "./classSociety.js";
import { reportFileNames } from "./fileNames.js";
import {
  confirmedVoyagesOf,
  findDeparture,
  REPORT_MESSAGES,
  reachableVessel,
  vesselParticularsOf,
  voyageInputOf,
  voyageLogAsOf,
} from "./reportInputs.js";
import {
  imoVoyageWorkbook,
  imoYearlyWorkbook,
  mrvVoyageWorkbook,
  mrvYearlyWorkbook,
} from "./reportWorkbooks.js";
import { templateSettingsOf } from "./templateSettings.js";
import { templateUploadBody, uploadTemplate } from "./templateUpload.js";
import { templateWorkbook } from "./templateWorkbook.js";

/** Path parameters by their types (checked before the handler). */
const departureIdPath = pathParams({ departureId: uuidId("departure id") });
const vesselIdPath = pathParams({ vesselId: uuidId("vessel id") });

type Ctx = Context<AppEnv>;

const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
const wantsJson = (c: Ctx) => c.req.query("format")?.toLowerCase() === "json";

async function excel(c: Ctx, fileName: string, workbook: Parameters<typeof toBuffer>[0]) {
  const bytes = await toBuffer(workbook);
  return c.body(new Uint8Array(bytes), 200, {
    "content-type": XLSX,
    "content-disposition": attachment(fileName),
  });
}

export const yearParam = z.coerce
  .number({ message: "The year must be a four-digit year." })
  .int({ message: "The year must be a four-digit year." })
  .min(2000, { message: "The year must be a four-digit year from 2000." })
  .max(2999, { message: "The year must be a four-digit year." });
const templateRequest = z.object({
  vesselId: z.string({ message: "Please choose a vessel." }).refine(isUuid, "Please choose a vessel."),
});

const doc = apiDocs("Emission reports");
const WRITERS = ["User", "SuperUser", "Administrator"];
/** An Excel report, or its figures as JSON with ?format=json; either as it stood at ?at=. */
const report = {
  produces: ["xlsx", "json"],
  queryParams: { format: "json for the report's figures instead of the Excel file.", ...AT_PARAM },
} satisfies Partial<RouteDoc>;
const olderForm = {
  queryParams: { ...report.queryParams, departureId: "The id of the voyage's departure event." },
  deprecated: true,
} satisfies Partial<RouteDoc>;
const mrvVoyageDoc = {
  summary: "The MRV report of a confirmed voyage",
  ...report,
  response: mrvVoyageReportJson,
} satisfies RouteDoc;
const imoVoyageDoc = {
  summary: "The IMO DCS report of a confirmed voyage",
  ...report,
  response: imoVoyageReportJson,
} satisfies RouteDoc;
const dnvVoyageDoc = {
  summary: "The DNV voyage file (CSV) of a confirmed voyage",
  produces: "csv",
  queryParams: { ...AT_PARAM },
} satisfies RouteDoc;

/**
 * MRV and IMO DCS reports per voyage and per year (Excel, or JSON with ?format=json), the DNV voyage
 * file and its sending, and the Excel template (spec 2 §7 "Reports and template").
 */
export function emissionReportRoutes(ctx: AppContext) {
  const app = new Hono<AppEnv>();
  /** Writing voyage data and sending files on the company's behalf: the roles that record voyages. */
  const writers = requireRole("User", "SuperUser", "Administrator");

  /** The departure of the path or, in the older form, of ?departureId. */
  const departureIdOf = (c: Ctx): string => {
    const id = c.req.param("departureId") ?? c.req.query("departureId");
    if (!id) throw new ValidationError("Please name the voyage's departure (departureId).");
    return id;
  };

  /** The voyage as it stands, or as it stood at ?at= (its figures then; vessel settings are today's). */
  const confirmedVoyage = async (c: Ctx) => {
    const at = atMomentOf(c);
    const { vessel, log, slice } = await findDeparture(
      ctx,
      c.get("session").actor,
      departureIdOf(c),
      at?.ms ?? null,
    );
    const voyage = voyageInputOf(log, slice, vessel, fuelTypesFor(ctx, vessel.companyId));
    return { vessel, voyage, particulars: vesselParticularsOf(vessel), at: at?.iso ?? null };
  };

  const yearly = async (c: Ctx) => {
    const vessel = reachableVessel(ctx, c.get("session").actor, c.req.param("vesselId") ?? "");
    const year = yearParam.safeParse(c.req.param("year"));
    if (!year.success) throw new ValidationError(year.error.issues[0]!.message);
    const at = atMomentOf(c);
    const voyages = await confirmedVoyagesOf(
      ctx,
      vessel,
      await voyageLogAsOf(ctx, vessel.id, at?.ms ?? null),
    );
    if (!voyages.some((v) => yearOf(v.departure.at) === year.data))
      throw new ConflictError(REPORT_MESSAGES.noConfirmedVoyage);
    return {
      vessel,
      voyages,
      year: year.data,
      particulars: vesselParticularsOf(vessel),
      at: at?.iso ?? null,
    };
  };

  const mrvVoyage = async (c: Ctx) => {
    const { voyage, particulars, at } = await confirmedVoyage(c);
    const report = mrvVoyageReport(voyage);
    if (wantsJson(c)) return c.json({ ...report, at });
    return excel(
      c,
      reportFileNames.mrvVoyage(particulars, voyage),
      mrvVoyageWorkbook(particulars, report, at),
    );
  };
  const imoVoyage = async (c: Ctx) => {
    const { voyage, particulars, at } = await confirmedVoyage(c);
    const report = imoVoyageReport(voyage);
    if (wantsJson(c)) return c.json({ ...report, at });
    return excel(
      c,
      reportFileNames.imoVoyage(particulars, voyage),
      imoVoyageWorkbook(particulars, report, at),
    );
  };
  // The class society's CSV layout has no place for a note: a file as it stood at ?at= says so in its name.
  const dnvVoyage = async (c: Ctx) => {
    const { voyage, particulars, at } = await confirmedVoyage(c);
    const name = dnvFileName(particulars, voyage);
    const asOf = at ? name.replace(/(\.csv)?$/, `_as_of_${at.slice(0, 16).replace(/[-:]/g, "")}Z$1`) : name;
    return c.body(dnvVoyageCsv(particulars, voyage), 200, {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": attachment(asOf),
    });
  };

  app.get("/EmissionReport/MrvVoyage/:departureId", doc(mrvVoyageDoc), departureIdPath, mrvVoyage);
  app.get("/EmissionReport/MrvVoyage", doc({ ...mrvVoyageDoc, ...olderForm }), mrvVoyage);
  app.get("/EmissionReport/ImoVoyage/:departureId", doc(imoVoyageDoc), departureIdPath, imoVoyage);
  app.get("/EmissionReport/ImoVoyage", doc({ ...imoVoyageDoc, ...olderForm }), imoVoyage);
  app.get("/EmissionReport/VoyageDnv/:departureId", doc(dnvVoyageDoc), departureIdPath, dnvVoyage);
  app.get(
    "/EmissionReport/VoyageDnv",
    doc({
      ...dnvVoyageDoc,
      queryParams: { departureId: olderForm.queryParams.departureId },
      deprecated: true,
    }),
    dnvVoyage,
  );

  app.get(
    "/EmissionReport/MrvYearly/:vesselId/:year",
    doc({
      summary: "The MRV yearly report of a vessel (year: four digits)",
      ...report,
      response: mrvYearlyReportJson,
    }),
    vesselIdPath,
    async (c) => {
      const { voyages, year, particulars, at } = await yearly(c);
      const report = mrvYearlyReport(voyages, year);
      if (wantsJson(c)) return c.json({ ...report, at });
      return excel(
        c,
        reportFileNames.mrvYearly(particulars, year),
        mrvYearlyWorkbook(particulars, report, at),
      );
    },
  );
  app.get(
    "/EmissionReport/ImoYearly/:vesselId/:year",
    doc({
      summary: "The IMO DCS yearly report of a vessel (year: four digits)",
      ...report,
      response: imoYearlyReportJson,
    }),
    vesselIdPath,
    async (c) => {
      const { voyages, year, particulars, at } = await yearly(c);
      const report = imoYearlyReport(voyages, particulars, year);
      if (wantsJson(c)) return c.json({ ...report, at });
      return excel(c, reportFileNames.imoYearly(particulars, year), imoYearlyWorkbook(report, at));
    },
  );

  app.post(
    "/EmissionReportVesselEvents/:departureId/UploadDnvVoyageData",
    doc({
      summary: "Send a confirmed voyage's DNV file to the classification society",
      roles: WRITERS,
      response: voyageFileSentAnswer,
    }),
    writers,
    departureIdPath,
    async (c) => {
      const { vessel, voyage, particulars } = await confirmedVoyage(c);
      const fileName = dnvFileName(particulars, voyage);
      await sendVoyageFile({
        url: ctx.config.CLASS_SOCIETY_URL,
        dataAccessKey: entryOf(ctx.readModels.state("vessels").veracityKeyById, vessel.id),
        imoNumber: vessel.imoNumber,
        fileName,
        csv: dnvVoyageCsv(particulars, voyage),
      });
      return c.json({ message: "The voyage file was sent to the classification society.", fileName });
    },
  );

  app.post(
    "/EmissionReport/GenerateExcelTemplate",
    doc({
      summary: "The Excel template for entering a vessel's voyages",
      body: templateRequest,
      produces: "xlsx",
    }),
    async (c) => {
      const { vesselId } = await parseBody(c, templateRequest);
      const vessel = reachableVessel(ctx, c.get("session").actor, vesselId);
      const settings = await templateSettingsOf(ctx, vessel);
      const refusals = templateRefusals(settings);
      if (refusals.length > 0) throw new DomainError(refusals.join(" "), 409, refusals);
      return excel(c, reportFileNames.template(vesselParticularsOf(vessel)), templateWorkbook(settings));
    },
  );

  app.post(
    "/EmissionReport/Upload/:vesselId",
    doc({
      summary:
        "Upload a filled Excel template (.xlsx, up to 10 MB): every problem is answered, or all voyages are written",
      upload: {},
      status: 201,
      roles: WRITERS,
      response: templateWrittenAnswer,
    }),
    writers,
    templateUploadBody,
    async (c) => {
      const vessel = reachableVessel(ctx, c.get("session").actor, c.req.param("vesselId"));
      const outcome = await uploadTemplate(ctx, c, vessel);
      if (!outcome.ok) {
        // As the error handler's 413: the rest of the body may be unread, so this socket is not reused.
        if (outcome.status === 413) c.header("Connection", "close");
        return c.json(
          outcome.errors.map((message) => ({ message })),
          outcome.status ?? 400,
        );
      }
      return c.json(outcome.created, 201);
    },
  );

  return app;
}
