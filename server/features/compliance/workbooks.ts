import type ExcelJS from "exceljs";
import { type EtsFuelLine, type EtsYear, etsCountsCh4N2o } from "../../../domain/compliance/ets.js";
import {
  co2eOf,
  DEFAULT_LNG_ENGINE,
  factorsOf,
  GWP_EU_MONITORING,
  LNG_ENGINE_LABELS,
  ttwPerGram,
  wtwIntensity,
} from "../../../domain/compliance/factors.js";
import {
  FUELEU_REFERENCE,
  fuelEuTarget,
  PENALTY_EUR_PER_TONNE_VLSFO,
  VLSFO_MJ_PER_TONNE,
} from "../../../domain/compliance/fuelEu.js";
import type { PoolYearResult } from "../../../domain/compliance/pooling.js";
import type { VesselReportParticulars } from "../../../domain/reports/inputs.js";
import { type Cell, formula, newWorkbook, utc, writeSheet } from "../../shared/sheets.js";
import type { PoolMemberFigures } from "./fuelEuFigures.js";

/**
 * The workbooks a verifier reads. Each figure is a formula over the lines it follows from (the cached
 * value is Keelson's own figure, so a reader that does not recalculate shows the same number): one line
 * per voyage and fuel with tonnes, shares and factors on the "Lines" sheet; totals by SUMIFS over it.
 */

const SCOPE_NOTE =
  "Scope: 100 % between member-state ports and at berth in them, 50 % into or out of the EU/EEA. Times are UTC.";

interface VesselLines {
  vessel: VesselReportParticulars;
  lines: readonly EtsFuelLine[];
}

/** Columns of the ETS lines sheet; the summary formulas name them. */
const ETS_LINE_COLUMNS = {
  imo: "A",
  co2: "P",
  co2e: "S",
  counted: "T",
} as const;

/** One row per voyage and fuel; CO2, CH4, N2O in scope and CO2e as formulas of the row. */
function writeEtsLines(workbook: ExcelJS.Workbook, year: number, vessels: readonly VesselLines[]): string {
  const name = "Lines";
  const counts = etsCountsCh4N2o(year);
  const writer = writeSheet(workbook, name).title(
    `EU ETS ${year}: voyages and fuels (in scope = (sea t x share + berth t x share) x factor)`,
  );
  const first = writer.nextRow + 1;
  const rows: Cell[][] = [];
  for (const { vessel, lines } of vessels)
    for (const l of lines) {
      const r = first + rows.length;
      const inScopeTonnes = `(I${r}*K${r}+J${r}*L${r})`;
      const co2e = co2eOf(l.inScope);
      rows.push([
        vessel.imoNumber,
        vessel.name,
        l.voyageName,
        utc(l.departureAt),
        l.departurePort,
        l.arrivalPort,
        l.scope,
        l.fuelType,
        l.tonnesAtSea,
        l.tonnesAtBerth,
        l.scopeShare,
        l.berthShare,
        l.co2PerTonne,
        l.ch4PerTonne,
        l.n2oPerTonne,
        formula(`${inScopeTonnes}*M${r}`, l.inScope.co2),
        formula(`${inScopeTonnes}*N${r}`, l.inScope.ch4),
        formula(`${inScopeTonnes}*O${r}`, l.inScope.n2o),
        formula(
          `P${r}*${GWP_EU_MONITORING.co2}+Q${r}*${GWP_EU_MONITORING.ch4}+R${r}*${GWP_EU_MONITORING.n2o}`,
          co2e,
        ),
        formula(counts ? `S${r}` : `P${r}`, counts ? co2e : l.inScope.co2),
      ]);
    }
  writer.table(
    [
      "IMO number",
      "Ship name",
      "Voyage",
      "Departure (UTC)",
      "From",
      "To",
      "Scope",
      "Fuel",
      "Fuel at sea (t)",
      "Fuel at berth (t)",
      "Share at sea",
      "Share at berth",
      "CO2 factor (t/t)",
      "CH4 factor incl. slip (t/t)",
      "N2O factor (t/t)",
      "CO2 in scope (t)",
      "CH4 in scope (t)",
      "N2O in scope (t)",
      `CO2e in scope (t, GWP CH4 ${GWP_EU_MONITORING.ch4}, N2O ${GWP_EU_MONITORING.n2o})`,
      counts ? "Counted (t CO2e, from 2026)" : "Counted (t CO2, before 2026)",
    ],
    rows,
  );
  writer.sheet.getColumn(3).width = 28;
  return name;
}

const sumIfs = (sheet: string, column: string, keyCell: string) =>
  `SUMIFS('${sheet}'!${column}:${column},'${sheet}'!${ETS_LINE_COLUMNS.imo}:${ETS_LINE_COLUMNS.imo},${keyCell})`;

/** The EU ETS workbook a verifier reads: each voyage's share in scope, the year's sum, phase-in and allowances. */
export function etsWorkbook(
  vessel: VesselReportParticulars,
  ets: EtsYear,
  lines: readonly EtsFuelLine[],
  at: string | null = null,
): ExcelJS.Workbook {
  const workbook = newWorkbook("EU ETS allowances");
  writeSheet(workbook, "EU ETS")
    .title(`EU ETS ${ets.year} (Directive 2003/87/EC as amended by 2023/959)`)
    .fields([
      ["Ship name", vessel.name],
      ["IMO number", vessel.imoNumber],
      ["Year", ets.year],
      ...(at ? [["Figures as they stood at (UTC)", utc(at)] as const] : []),
      ["Voyages (confirmed, MRV)", ets.voyageCount],
      ["CO2 in scope (t)", ets.co2InScopeTonnes],
      ["CH4 in scope (t)", ets.ch4InScopeTonnes],
      ["N2O in scope (t)", ets.n2oInScopeTonnes],
      [
        `CO2e in scope (t, GWP CH4 ${GWP_EU_MONITORING.ch4}, N2O ${GWP_EU_MONITORING.n2o})`,
        ets.co2eInScopeTonnes,
      ],
      ["Gases counted this year", ets.gases],
      ["Emissions counted (t)", ets.emissionsInScopeTonnes],
      ["Phase-in share (Art. 3gb)", ets.phaseIn],
      ["Allowances (exact)", ets.allowancesExact],
      ["Allowances to surrender", ets.allowances],
      ["Price per allowance (EUR)", ets.pricePerAllowanceEur],
      ["Cost (EUR)", ets.costEur],
      ["Note", `${SCOPE_NOTE} Every voyage's fuels and factors are on the sheet Lines.`],
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
  writeEtsLines(workbook, ets.year, [{ vessel, lines }]);
  return workbook;
}

/** The fleet's year: one summary row per vessel, each a SUMIFS over the voyage lines, and the total. */
export function etsFleetWorkbook(
  year: number,
  rows: readonly { vessel: VesselReportParticulars; ets: EtsYear; lines: readonly EtsFuelLine[] }[],
  total: { emissionsInScopeTonnes: number; allowances: number; costEur: number | null },
  price: number | null,
): ExcelJS.Workbook {
  const workbook = newWorkbook("EU ETS fleet");
  const writer = writeSheet(workbook, "EU ETS fleet")
    .title(`EU ETS ${year}, fleet`)
    .fields([
      ["Year", year],
      ["Phase-in share (Art. 3gb)", rows[0]?.ets.phaseIn ?? null],
      ["Gases counted this year", etsCountsCh4N2o(year) ? "CO2, CH4, N2O" : "CO2"],
      ["Price per allowance (EUR)", price],
      [
        "How to read",
        "Counted = SUMIFS of the sheet Lines for the ship; allowances = ROUND(counted x phase-in); cost = allowances x price.",
      ],
    ]);
  const first = writer.nextRow + 1;
  const last = first + rows.length - 1;
  const lineSheet = "Lines";
  writer.table(
    [
      "IMO number",
      "Ship name",
      "Voyages",
      "CO2 in scope (t)",
      "CO2e in scope (t)",
      "Counted (t)",
      "Phase-in",
      "Allowances (exact)",
      "Allowances",
      "Price (EUR)",
      "Cost (EUR)",
    ],
    [
      ...rows.map(({ vessel, ets }, i): Cell[] => {
        const r = first + i;
        return [
          vessel.imoNumber,
          vessel.name,
          ets.voyageCount,
          formula(sumIfs(lineSheet, ETS_LINE_COLUMNS.co2, `A${r}`), ets.co2InScopeTonnes),
          formula(sumIfs(lineSheet, ETS_LINE_COLUMNS.co2e, `A${r}`), ets.co2eInScopeTonnes),
          formula(sumIfs(lineSheet, ETS_LINE_COLUMNS.counted, `A${r}`), ets.emissionsInScopeTonnes),
          ets.phaseIn,
          formula(`F${r}*G${r}`, ets.allowancesExact),
          formula(`ROUND(H${r},0)`, ets.allowances),
          price,
          price === null ? null : formula(`I${r}*J${r}`, ets.costEur),
        ];
      }),
      [
        "Total",
        null,
        rows.reduce((s, r) => s + r.ets.voyageCount, 0),
        null,
        null,
        rows.length ? formula(`SUM(F${first}:F${last})`, total.emissionsInScopeTonnes) : 0,
        null,
        null,
        rows.length ? formula(`SUM(I${first}:I${last})`, total.allowances) : 0,
        null,
        price === null || !rows.length ? total.costEur : formula(`SUM(K${first}:K${last})`, total.costEur),
      ],
    ],
  );
  writeEtsLines(
    workbook,
    year,
    rows.map(({ vessel, lines }) => ({ vessel, lines })),
  );
  return workbook;
}

/** Columns of the FuelEU lines sheet. */
const FUELEU_LINES = "Lines";

/** One row per voyage, fuel and part (sea/berth): energy in scope and GHG as formulas of the row. */
function writeFuelEuLines(workbook: ExcelJS.Workbook, year: number, members: readonly PoolMemberFigures[]) {
  const writer = writeSheet(workbook, FUELEU_LINES).title(
    `FuelEU Maritime ${year}: voyages and fuels (energy = t x 10^6 x LCV x share; WtW = WtT + TtW / LCV)`,
  );
  const first = writer.nextRow + 1;
  const rows: Cell[][] = [];
  for (const m of members)
    for (const l of m.fuelEu.lines) {
      const r = first + rows.length;
      const f = factorsOf(l.shortName, l.lngEngine);
      const wtw = f ? wtwIntensity(f) : null;
      const usable = f && wtw !== null;
      const energy = usable ? l.tonnes * 1e6 * f.lcvMjPerG * l.share : 0;
      rows.push([
        m.imoNumber,
        m.name,
        l.voyageName,
        utc(l.departureAt),
        l.departurePort,
        l.arrivalPort,
        l.part === "sea" ? `at sea, ${l.scope}` : "at berth",
        l.shortName === "LNG" ? `LNG (${LNG_ENGINE_LABELS[l.lngEngine ?? DEFAULT_LNG_ENGINE]})` : l.shortName,
        l.tonnes,
        l.share,
        usable ? f.lcvMjPerG : null,
        usable ? formula(`I${r}*1000000*K${r}*J${r}`, energy) : 0,
        usable ? f.wttGPerMj : null,
        usable ? ttwPerGram(f) : null,
        usable ? formula(`M${r}+N${r}/K${r}`, wtw) : "no FuelEU factor: left out",
        usable ? formula(`L${r}*O${r}`, energy * wtw) : 0,
      ]);
    }
  writer.table(
    [
      "IMO number",
      "Ship name",
      "Voyage",
      "Departure (UTC)",
      "From",
      "To",
      "Where",
      "Fuel",
      "Fuel (t)",
      "Share in scope",
      "LCV (MJ/g)",
      "Energy in scope (MJ)",
      "WtT (gCO2e/MJ)",
      "TtW (gCO2e/g fuel)",
      "WtW (gCO2e/MJ)",
      "GHG in scope (gCO2e)",
    ],
    rows,
  );
  writer.sheet.getColumn(3).width = 28;
}

/**
 * The FuelEU workbook of one vessel, a fleet or a pool: the ships' figures as formulas over the lines
 * (energy, intensity, balance, banking, penalty) and, for a pool, the pool's settlement.
 */
export function fuelEuWorkbook(
  year: number,
  title: string,
  members: readonly PoolMemberFigures[],
  pool: PoolYearResult | null = null,
  at: string | null = null,
): ExcelJS.Workbook {
  const target = fuelEuTarget(year)!;
  const workbook = newWorkbook("FuelEU Maritime");
  const writer = writeSheet(workbook, "FuelEU")
    .title(`FuelEU Maritime ${year}, ${title} (Regulation (EU) 2023/1805)`)
    .fields([
      ["Year", year],
      ...(at ? [["Figures as they stood at (UTC)", utc(at)] as const] : []),
      [`Target (gCO2e/MJ): ${FUELEU_REFERENCE} x (1 - reduction)`, target],
      ["Penalty rate (EUR per t VLSFO-eq.)", PENALTY_EUR_PER_TONNE_VLSFO],
      ["VLSFO energy (MJ per t)", VLSFO_MJ_PER_TONNE],
      [
        "How to read",
        "Energy and GHG = SUMIFS of the sheet Lines; intensity = GHG / energy; balance = (target - intensity) x energy; penalty = |balance after banking| / (intensity x 41 000) x 2 400 x (1 + (deficit years - 1) / 10).",
      ],
      ["Note", SCOPE_NOTE],
    ]);
  // The title takes rows 1-2, Year row 3, the moment (if any) row 4, then the target.
  const targetCell = `$B$${at ? 5 : 4}`;
  const first = writer.nextRow + 1;
  const sum = (column: string, r: number) =>
    `SUMIFS('${FUELEU_LINES}'!${column}:${column},'${FUELEU_LINES}'!A:A,A${r})`;
  writer.table(
    [
      "IMO number",
      "Ship name",
      "Energy in scope (MJ)",
      "GHG in scope (gCO2e)",
      "GHG intensity (gCO2e/MJ)",
      "Target (gCO2e/MJ)",
      "Own balance (gCO2e)",
      "Banked in (gCO2e)",
      "Balance after banking (gCO2e)",
      "Deficit years in a row",
      "Penalty (EUR)",
      "Banked out (gCO2e)",
    ],
    members.map((m, i): Cell[] => {
      const r = first + i;
      const { own, due } = m.fuelEu;
      return [
        m.imoNumber,
        m.name,
        formula(sum("L", r), own.energyMJ),
        formula(sum("P", r), own.ghgIntensity === null ? 0 : own.energyMJ * own.ghgIntensity),
        formula(`IF(C${r}=0,0,D${r}/C${r})`, own.ghgIntensity ?? 0),
        formula(targetCell, target),
        formula(`(F${r}-E${r})*C${r}`, due.ownBalanceGrams),
        due.bankedInGrams,
        formula(`G${r}+H${r}`, due.balanceGrams),
        due.consecutiveDeficits,
        formula(
          `IF(I${r}<0,-I${r}/(E${r}*${VLSFO_MJ_PER_TONNE})*${PENALTY_EUR_PER_TONNE_VLSFO}*(1+(J${r}-1)/10),0)`,
          due.penaltyEur,
        ),
        formula(`MAX(0,I${r})`, due.bankedOutGrams),
      ];
    }),
  );
  if (pool) writePool(writer, members, pool, first);
  writeFuelEuLines(workbook, year, members);
  return workbook;
}

/** The pool (Art. 21): its sum, validity, each member after pooling and what it banks into the next year. */
function writePool(
  writer: ReturnType<typeof writeSheet>,
  members: readonly PoolMemberFigures[],
  pool: PoolYearResult,
  shipFirst: number,
) {
  writer.heading(
    "Pool (Art. 21): valid when the sum is not negative; then deficits go to 0 and the surplus left returns to the surplus ships in proportion to their surplus",
  );
  const first = writer.nextRow + 1;
  const last = first + members.length - 1;
  const sumRow = last + 1;
  const validRow = last + 2;
  writer.table(
    [
      "IMO number",
      "Ship name",
      "Brings into the pool (gCO2e)",
      "Balance after pooling (gCO2e)",
      "Penalty (EUR)",
      "Banked into next year (gCO2e)",
    ],
    [
      ...members.map((m, i): Cell[] => {
        const r = first + i;
        const row = pool.members[i]!;
        const shipRow = shipFirst + i;
        return [
          m.imoNumber,
          m.name,
          formula(`I${shipRow}`, row.balanceBeforeGrams),
          formula(
            `IF($C$${validRow}="yes",IF(C${r}<=0,0,C${r}/SUMIF(C${first}:C${last},">0")*$C$${sumRow}),C${r})`,
            row.balanceAfterGrams,
          ),
          formula(
            `IF(D${r}<0,-D${r}/(E${shipRow}*${VLSFO_MJ_PER_TONNE})*${PENALTY_EUR_PER_TONNE_VLSFO}*(1+(${row.consecutiveDeficits}-1)/10),0)`,
            row.penaltyEur,
          ),
          formula(`MAX(0,D${r})`, row.bankedOutGrams),
        ];
      }),
      [
        "Pool",
        "sum",
        formula(`SUM(C${first}:C${last})`, pool.poolBalanceGrams),
        null,
        formula(`SUM(E${first}:E${last})`, pool.penaltyEur),
        formula(`SUM(F${first}:F${last})`, pool.bankedOutGrams),
      ],
      ["Pool", "valid", formula(`IF(C${sumRow}>=0,"yes","no")`, pool.valid ? "yes" : "no")],
    ],
  );
}
