import { readDate } from "../shared/dates.js";
import { type NumberReading, type NumberRule, readNumberInput } from "../shared/numberInput.js";
import type { ReportPort } from "./inputs.js";

/**
 * The emission-report Excel template as plain data: its columns from the vessel's settings, and the
 * reading of a filled one into voyages, with every problem named by sheet, row and column. The
 * workbook itself is written and read in server/features/emissionReports/template*.ts.
 */

export type GridCell = string | number | boolean | Date | null;

export type FuelSourceKind = "flowMeter" | "fuelTank";

export interface TemplateFuelSource {
  kind: FuelSourceKind;
  id: string;
  name: string;
  fuelTypeShortName: string;
}

export interface TemplateSettings {
  vesselName: string;
  imoNumber: string;
  cargoUnits: { id: number; name: string }[];
  /** Fuel tanks and flow meters without a log variable (consumption entered by hand), active ones only. */
  fuelSources: TemplateFuelSource[];
}

export const TEMPLATE_SHEET = "Voyages";
export const TEMPLATE_KEYS_SHEET = "Keys";
export const TEMPLATE_MESSAGES = {
  noFuelSource:
    "The Excel template needs at least one fuel tank or flow meter with manual consumption. Please add one in the vessel settings.",
  noCargoUnit: "The vessel's typical cargo units must be provided.",
  notATemplate: "This is not a Keelson voyage template. Please generate a new template and fill that in.",
  otherVessel: (imo: string) =>
    `This template was generated for the vessel with IMO number ${imo}. Please generate a template for this vessel.`,
  settingsChanged:
    "The vessel's fuel tanks, flow meters or cargo units have changed since this template was generated. Please generate a new template.",
  noVoyages: `Sheet '${TEMPLATE_SHEET}' has no voyages. Please fill in at least one row.`,
} as const;

/**
 * A voyage ends at the next departure (spec 2 §1), and distance and fuel are entered once it has
 * ended; so the last row holds no distance or fuel. It may be just the next departure.
 */
export const LAST_ROW_NOT_ENDED =
  "the last row's voyage has not ended yet (the next row's departure ends it): add a row with the next departure, or leave this empty.";

/** A template column: its key (kept on the hidden Keys sheet) and the header a person reads. */
export interface TemplateColumn {
  key: string;
  header: string;
  /** Shown as a comment on the header. */
  hint: string;
}

const FIXED_COLUMNS: TemplateColumn[] = [
  { key: "voyageName", header: "Voyage name", hint: "Required." },
  { key: "voyageType", header: "Voyage type", hint: "Laden or Ballast." },
  { key: "nonCommercial", header: "Non-commercial", hint: "Yes or No (empty is No)." },
  { key: "departurePort", header: "Departure port (UN/LOCODE)", hint: "Five characters, e.g. NOOSL." },
  { key: "departureAt", header: "Departure (UTC)", hint: "yyyy-mm-dd hh:mm" },
  { key: "arrivalPort", header: "Arrival port (UN/LOCODE)", hint: "Five characters, e.g. NLRTM." },
  { key: "arrivalAt", header: "Arrival (UTC)", hint: "yyyy-mm-dd hh:mm" },
  { key: "distanceNm", header: "Distance (nm)", hint: "Distance sailed from departure to arrival." },
];

const SOURCE_LABEL: Record<FuelSourceKind, string> = { flowMeter: "Flow meter", fuelTank: "Fuel tank" };

/** Columns in order: the voyage, the cargo per unit, then each fuel source at sea and at berth. */
export function templateColumns(settings: TemplateSettings): TemplateColumn[] {
  return [
    ...FIXED_COLUMNS,
    ...settings.cargoUnits.map((unit) => ({
      key: `cargo:${unit.id}`,
      header: `Cargo carried (${unit.name})`,
      hint: "Cargo on departure, in this unit.",
    })),
    ...settings.fuelSources.flatMap((source) => {
      const label = `${SOURCE_LABEL[source.kind]} ${source.name} (${source.fuelTypeShortName})`;
      return [
        {
          key: `${source.kind}:${source.id}:sea`,
          header: `${label} at sea (t)`,
          hint: "Fuel consumed from departure to arrival, metric tonnes.",
        },
        {
          key: `${source.kind}:${source.id}:berth`,
          header: `${label} at berth (t)`,
          hint: "Fuel consumed from arrival to the next row's departure, metric tonnes.",
        },
      ];
    }),
  ];
}

/** Refusals before a template can be generated (spec 2 §5 "Excel template"); empty when it can. */
export function templateRefusals(settings: TemplateSettings): string[] {
  const problems: string[] = [];
  if (settings.fuelSources.length === 0) problems.push(TEMPLATE_MESSAGES.noFuelSource);
  if (settings.cargoUnits.length === 0) problems.push(TEMPLATE_MESSAGES.noCargoUnit);
  return problems;
}

export interface TemplateVoyage {
  /** The sheet row (1-based) it was read from. */
  row: number;
  name: string;
  type: "Laden" | "Ballast";
  isNonCommercial: boolean;
  departure: { port: ReportPort; at: string };
  /** Null only on a last row that is just the next departure. */
  arrival: { port: ReportPort; at: string } | null;
  /** Whether a next row's departure ends this voyage: only then are distance and fuel recorded. */
  isEnded: boolean;
  distanceNm: number;
  cargo: { cargoUnitId: number; amount: number }[];
  fuel: { kind: FuelSourceKind; sourceId: string; tonnesAtSea: number; tonnesAtBerth: number }[];
}

export interface TemplateContent {
  /** The Keys sheet: A1 the IMO number, row 2 the column keys. */
  keys: GridCell[][];
  /** The Voyages sheet, header row first. */
  voyages: GridCell[][];
}

export interface TemplateReadContext {
  findPort(loCode: string): ReportPort | null;
  /** The vessel's latest recorded event: uploaded voyages must start after it. */
  lastEventAt: string | null;
}

export type TemplateReading = { ok: true; voyages: TemplateVoyage[] } | { ok: false; errors: string[] };

const isEmpty = (cell: GridCell | undefined): boolean =>
  cell === null || cell === undefined || (typeof cell === "string" && cell.trim() === "");

const text = (cell: GridCell | undefined): string =>
  cell instanceof Date ? cell.toISOString() : isEmpty(cell) ? "" : String(cell).trim();

/** A date cell, or text as yyyy-mm-dd hh:mm, read as UTC; null when neither or out of DATE_RANGE. */
function readTime(cell: GridCell | undefined): string | null {
  if (cell instanceof Date && Number.isNaN(cell.getTime())) return null;
  const date = readDate(text(cell), "time", { time: "required" });
  return date.ok ? new Date(date.ms).toISOString() : null;
}

/**
 * A figure cell: a number cell, or text by the one number rule of the UI (domain/shared/numberInput):
 * "52 000" is 52000, "24,5" 24.5; a single mark before three digits is a decimal in fuel tonnes (entered to
 * 0.001) and refused, naming both readings, in distance and cargo.
 */
function readFigure(cell: GridCell | undefined, rule: NumberRule): NumberReading | null {
  return readNumberInput(typeof cell === "number" ? cell : text(cell), rule);
}

const shownTime = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)}`;

/**
 * Reads a filled template. Every problem is collected, named by sheet, row and column, so that a
 * person can fix them all at once; voyages come back only when there is none.
 */
export function readTemplate(
  content: TemplateContent,
  settings: TemplateSettings,
  context: TemplateReadContext,
): TemplateReading {
  const imo = text(content.keys[0]?.[0]);
  const keys = (content.keys[1] ?? []).map(text);
  if (!imo || keys.length === 0) return { ok: false, errors: [TEMPLATE_MESSAGES.notATemplate] };
  if (imo !== settings.imoNumber) return { ok: false, errors: [TEMPLATE_MESSAGES.otherVessel(imo)] };
  const expected = templateColumns(settings);
  if (keys.length !== expected.length || expected.some((column, i) => column.key !== keys[i]))
    return { ok: false, errors: [TEMPLATE_MESSAGES.settingsChanged] };

  const errors: string[] = [];
  const voyages: TemplateVoyage[] = [];
  const rows = content.voyages.slice(1).map((cells, i) => ({ row: i + 2, cells }));
  const filled = rows.filter(({ cells }) => cells.some((cell) => !isEmpty(cell)));
  if (filled.length === 0) return { ok: false, errors: [TEMPLATE_MESSAGES.noVoyages] };

  filled.forEach(({ row, cells }, index) => {
    const isLast = index === filled.length - 1;
    const at = (key: string) => cells[keys.indexOf(key)];
    const headerOf = (key: string) => expected[keys.indexOf(key)]!.header;
    const problem = (key: string, message: string) =>
      errors.push(`Sheet '${TEMPLATE_SHEET}', row ${row}, column '${headerOf(key)}': ${message}`);
    const required = (key: string, message: string) => {
      const value = text(at(key));
      if (!value) problem(key, message);
      return value;
    };
    const port = (key: string) => {
      const code = required(key, "Please enter the port's UN/LOCODE.").toUpperCase();
      if (!code) return null;
      const found = context.findPort(code);
      if (!found) problem(key, `'${code}' is not a known UN/LOCODE port.`);
      return found;
    };
    const time = (key: string) => {
      if (isEmpty(at(key))) {
        problem(key, "Please enter the date and time (yyyy-mm-dd hh:mm, UTC).");
        return null;
      }
      const value = readTime(at(key));
      if (!value) problem(key, `'${text(at(key))}' is not a date and time (yyyy-mm-dd hh:mm, UTC).`);
      return value;
    };
    const amount = (key: string, what: string, rule: NumberRule = {}) => {
      const reading = readFigure(at(key), rule);
      if (reading === null) return 0;
      if (!reading.ok || reading.value < 0) {
        problem(
          key,
          reading.ok || reading.message.endsWith("is not a number.")
            ? `'${text(at(key))}' is not a ${what}: enter a number of 0 or more.`
            : reading.message,
        );
        return 0;
      }
      const value = reading.value;
      if (isLast && value > 0 && key !== "distanceNm" && !key.startsWith("cargo:"))
        problem(key, LAST_ROW_NOT_ENDED);
      return value;
    };

    const name = required("voyageName", "Please enter voyage information");
    const typeText = required("voyageType", "Please enter Laden or Ballast.");
    const type = (["Laden", "Ballast"] as const).find((t) => t.toLowerCase() === typeText.toLowerCase());
    if (typeText && !type)
      problem("voyageType", `'${typeText}' is not a voyage type: enter Laden or Ballast.`);
    const nonCommercialText = text(at("nonCommercial")).toLowerCase();
    if (!["", "yes", "no"].includes(nonCommercialText))
      problem("nonCommercial", `'${text(at("nonCommercial"))}' must be Yes or No.`);
    const departurePort = port("departurePort");
    const departureAt = time("departureAt");
    const justDeparture = isLast && isEmpty(at("arrivalPort")) && isEmpty(at("arrivalAt"));
    const arrivalPort = justDeparture ? null : port("arrivalPort");
    const arrivalAt = justDeparture ? null : time("arrivalAt");
    if (departureAt && arrivalAt && arrivalAt <= departureAt)
      problem("arrivalAt", `The arrival must be after the departure at ${shownTime(departureAt)}.`);
    if (!isLast && isEmpty(at("distanceNm")))
      problem("distanceNm", "Please enter the distance sailed in nm.");
    const distanceNm = amount("distanceNm", "distance");
    if (isLast && distanceNm > 0) problem("distanceNm", LAST_ROW_NOT_ENDED);
    const cargo = settings.cargoUnits.map((unit) => ({
      cargoUnitId: unit.id,
      amount: amount(`cargo:${unit.id}`, "cargo amount"),
    }));
    const fuel = settings.fuelSources.map((source) => ({
      kind: source.kind,
      sourceId: source.id,
      tonnesAtSea: amount(`${source.kind}:${source.id}:sea`, "fuel amount", { threeDecimals: true }),
      tonnesAtBerth: amount(`${source.kind}:${source.id}:berth`, "fuel amount", { threeDecimals: true }),
    }));
    const arrival = arrivalPort && arrivalAt ? { port: arrivalPort, at: arrivalAt } : null;
    if (name && type && departurePort && departureAt && (arrival || justDeparture)) {
      voyages.push({
        row,
        name,
        type,
        isNonCommercial: nonCommercialText === "yes",
        departure: { port: departurePort, at: departureAt },
        arrival,
        isEnded: !isLast,
        distanceNm,
        cargo,
        fuel,
      });
    }
  });

  errors.push(...sequenceProblems(voyages, context));
  return errors.length > 0 ? { ok: false, errors } : { ok: true, voyages };
}

/** Rows follow one another in time, after the vessel's last recorded event. */
function sequenceProblems(voyages: readonly TemplateVoyage[], context: TemplateReadContext): string[] {
  const problems: string[] = [];
  const departureHeader = "Departure (UTC)";
  voyages.forEach((voyage, i) => {
    const where = `Sheet '${TEMPLATE_SHEET}', row ${voyage.row}, column '${departureHeader}'`;
    const previous = voyages[i - 1];
    // At the last event is allowed: the first departure then ends the open voyage, as one added in the UI does.
    if (i === 0 && context.lastEventAt && voyage.departure.at < context.lastEventAt)
      problems.push(
        `${where}: the first departure must be at or after the vessel's last recorded event at ${shownTime(context.lastEventAt)}.`,
      );
    if (previous?.arrival && voyage.departure.at <= previous.arrival.at)
      problems.push(
        `${where}: the departure must be after the previous row's arrival at ${shownTime(previous.arrival.at)}.`,
      );
  });
  return problems;
}
