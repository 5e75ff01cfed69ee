import type ExcelJS from "exceljs";
import { NOON_REPORT_FIELDS } from "../../../domain/onboardReports/reports.js";
import type { VesselView } from "../../../projections/admin/vessels.js";
import { newWorkbook, writeSheet } from "../../shared/sheets.js";
import type { NoonReportInput } from "../../timeseries/TimeSeriesStore.js";

/** One noon report as a workbook: the vessel, the time (UTC) and every field with its unit. */
export function noonReportWorkbook(vessel: VesselView, report: NoonReportInput): ExcelJS.Workbook {
  const workbook = newWorkbook(`Noon report ${vessel.name}`);
  writeSheet(workbook, "Noon report")
    .title(`Noon report: ${vessel.name}`)
    .fields([
      ["Vessel", vessel.name],
      ["IMO number", vessel.imoNumber],
      ["Time (UTC)", new Date(report.t)],
    ])
    .table(
      ["Field", "Value", "Unit"],
      NOON_REPORT_FIELDS.map(({ column, label, unit }) => [label, report.values[column] ?? null, unit]),
    );
  return workbook;
}
