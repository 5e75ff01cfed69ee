import type ExcelJS from "exceljs";
import type { EtsYear } from "../../../domain/compliance/ets.js";
import { GWP } from "../../../domain/compliance/factors.js";
import type { VesselReportParticulars } from "../../../domain/reports/inputs.js";
import { newWorkbook, utc, writeSheet } from "../../shared/sheets.js";

/** The EU ETS workbook a verifier reads: each voyage's share in scope, the year's sum, phase-in and allowances. */
export function etsWorkbook(vessel: VesselReportParticulars, ets: EtsYear): ExcelJS.Workbook {
  const workbook = newWorkbook("EU ETS allowances");
  writeSheet(workbook, "EU ETS")
    .title(`EU ETS ${ets.year} (Directive 2003/87/EC as amended by 2023/959)`)
    .fields([
      ["Ship name", vessel.name],
      ["IMO number", vessel.imoNumber],
      ["Year", ets.year],
      ["Voyages (confirmed, MRV)", ets.voyageCount],
      ["CO2 in scope (t)", ets.co2InScopeTonnes],
      ["CH4 in scope (t)", ets.ch4InScopeTonnes],
      ["N2O in scope (t)", ets.n2oInScopeTonnes],
      [`CO2e in scope (t, GWP CH4 ${GWP.ch4}, N2O ${GWP.n2o})`, ets.co2eInScopeTonnes],
      ["Gases counted this year", ets.gases],
      ["Emissions counted (t)", ets.emissionsInScopeTonnes],
      ["Phase-in share (Art. 3gb)", ets.phaseIn],
      ["Allowances (exact)", ets.allowancesExact],
      ["Allowances to surrender", ets.allowances],
      ["Price per allowance (EUR)", ets.pricePerAllowanceEur],
      ["Cost (EUR)", ets.costEur],
      [
        "Note",
        "Scope: 100 % between member-state ports and at berth in them, 50 % into or out of the EU/EEA. Times are UTC.",
      ],
    ])
    .heading("Voyages")
    .table(
      [
        "Voyage",
        "Departure (UTC)",
        "From",
        "To",
        "Scope",
        "Share at sea",
        "CO2 at sea (t)",
        "Share at berth",
        "CO2 at berth (t)",
        "CO2 in scope (t)",
        "CO2e in scope (t)",
        "Counted (t)",
      ],
      ets.voyages.map((v) => [
        v.voyageName,
        utc(v.departureAt),
        v.departurePort,
        v.arrivalPort,
        v.scope,
        v.scopeShare,
        v.co2AtSeaTonnes,
        v.berthShare,
        v.co2AtBerthTonnes,
        v.co2InScopeTonnes,
        v.co2eInScopeTonnes,
        v.emissionsInScopeTonnes,
      ]),
    );
  return workbook;
}

/** The fleet total: one row per vessel. */
export function etsFleetWorkbook(
  year: number,
  rows: readonly { vessel: VesselReportParticulars; ets: EtsYear }[],
  total: { emissionsInScopeTonnes: number; allowances: number; costEur: number | null },
): ExcelJS.Workbook {
  const workbook = newWorkbook("EU ETS fleet");
  writeSheet(workbook, "EU ETS fleet")
    .title(`EU ETS ${year}, fleet`)
    .table(
      ["Ship name", "IMO number", "Voyages", "Counted (t)", "Phase-in", "Allowances", "Cost (EUR)"],
      [
        ...rows.map(({ vessel, ets }) => [
          vessel.name,
          vessel.imoNumber,
          ets.voyageCount,
          ets.emissionsInScopeTonnes,
          ets.phaseIn,
          ets.allowances,
          ets.costEur,
        ]),
        ["Total", null, null, total.emissionsInScopeTonnes, null, total.allowances, total.costEur],
      ],
    );
  return workbook;
}
