import { Hono } from "hono";
import { z } from "zod";
import {
  type OnboardReport,
  onboardReportAnswer,
  reportTypeAnswer,
} from "../../../domain/onboardReports/answers.js";
import {
  listedReportTypes,
  NOON_REPORT_TYPE,
  parseReportId,
  REPORT_MESSAGES,
  reportIdOf,
  reportIdSchema,
  reportWindow,
} from "../../../domain/onboardReports/reports.js";
import { dateMs } from "../../../domain/shared/dates.js";
import { NotFoundError } from "../../../domain/shared/errors.js";
import { uuidId } from "../../../domain/shared/ids.js";
import { requestScope } from "../../access/requestScope.js";
import type { AppContext } from "../../context.js";
import { attachment } from "../../http/contentDisposition.js";
import type { AppEnv } from "../../http/env.js";
import { apiDocs } from "../../http/openapi.js";
import { parseValue, pathParams } from "../../http/validate.js";
import { toBuffer } from "../../shared/sheets.js";
import type { NoonReportInput } from "../../timeseries/TimeSeriesStore.js";
import { noonReportWorkbook } from "./noonReportWorkbook.js";

const doc = apiDocs("Onboard reports");

const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
const reportsQuery = z.object({
  vesselId: uuidId("vessel id"),
  fromDate: dateMs("fromDate").optional(),
  toDate: dateMs("toDate").optional(),
});
const reportQuery = z.object({ onlyUrl: z.enum(["true", "false"]).optional() });
const reportIdPath = pathParams({ id: reportIdSchema });

const reportDto = (vesselId: string, report: NoonReportInput): OnboardReport => ({
  id: reportIdOf(vesselId, report.t),
  vesselId,
  reportTypeId: NOON_REPORT_TYPE.id,
  reportType: NOON_REPORT_TYPE.displayName,
  timestamp: new Date(report.t).toISOString(),
  values: report.values,
});

/**
 * Onboard reports (spec 3 §7 Reports, ReportTypes): the noon reports a vessel sends in its data packages,
 * newest first, each downloadable as a workbook. Reports of a vessel the caller does not see answer 404.
 */
export function onboardReportRoutes(ctx: AppContext) {
  const app = new Hono<AppEnv>();
  const store = () => {
    if (!ctx.timeSeries) throw new Error("the time series store is not open");
    return ctx.timeSeries;
  };

  app.get(
    "/ReportTypes",
    doc({ summary: "List the onboard report types", response: z.array(reportTypeAnswer) }),
    (c) => c.json(listedReportTypes()),
  );

  app.get(
    "/Reports",
    doc({
      summary: "List a vessel's noon reports over a period, newest first",
      query: reportsQuery,
      response: z.array(onboardReportAnswer),
    }),
    async (c) => {
      const query = parseValue(c.req.query(), reportsQuery);
      requestScope(ctx, c.get("session").actor).vessel(query.vesselId);
      const { from, to } = reportWindow(ctx.now().getTime(), query.fromDate, query.toDate);
      const reports = await store().noonReports(query.vesselId, from, to);
      return c.json(
        [...reports].sort((a, b) => b.t - a.t).map((report) => reportDto(query.vesselId, report)),
      );
    },
  );

  app.get(
    "/Reports/:id",
    doc({
      summary: "Download a noon report as an Excel workbook, or only its URL with onlyUrl=true",
      query: reportQuery,
      produces: "xlsx",
    }),
    reportIdPath,
    async (c) => {
      const id = c.req.valid("param").id;
      const { vesselId, t } = parseReportId(id)!;
      const vessel = requestScope(ctx, c.get("session").actor).vessel(vesselId, REPORT_MESSAGES.notFound);
      const [report] = (await store().noonReports(vesselId, t, t + 1)).filter((r) => r.t === t);
      if (!report) throw new NotFoundError(REPORT_MESSAGES.notFound);
      if (parseValue(c.req.query(), reportQuery).onlyUrl === "true") {
        return c.json({ url: `/api/v1/Reports/${encodeURIComponent(id)}` });
      }
      const day = new Date(t).toISOString().slice(0, 16).replace(/[-:]/g, "").replace("T", "_");
      return c.body(new Uint8Array(await toBuffer(noonReportWorkbook(vessel, report))), 200, {
        "content-type": XLSX,
        "content-disposition": attachment(`Noon_report_${vessel.imoNumber}_${day}.xlsx`),
      });
    },
  );

  return app;
}
