import type { z } from "zod";
import type { VoyageLogState } from "../voyageLog/voyageLog.js";
import { voyageSlice } from "../voyages/timeline.js";
import type { voyageStockBalanceAnswer } from "./answers.js";
import { tableValues } from "./idTable.js";
import { effectiveTons, type FuelTank, type FuelTankSounding } from "./model.js";
import { byTimestamp, consumptionsOfEvent, fuelTypeOfTankAt } from "./queries.js";
import { closingEvent, type FuelVoyage, timelineOfLog } from "./voyageContext.js";

/**
 * The fuel stock balance of a voyage that a verifier reconciles (MRV Annex I method B, the bunker
 * delivery note logic of method A), per tank and per fuel type (docs/regulatory.md, "Fuel stock balance"):
 *
 *   opening stock + bunkered − de-bunkered + received from other ships − delivered to other ships
 *   − consumption entered = expected closing stock; measured closing stock − expected = difference.
 *
 * Stocks come from soundings only: a tank without a sounding near the departure or the end has no
 * stock there (null, "no sounding"), never 0 t.
 */
export const STOCK_BALANCE = {
  /** A sounding tells the stock at a moment when taken within this many days of it (spec 2 §5 range). */
  soundingWindowDays: 2,
  /** Differences up to this many tons are sounding noise (short voyages, berth stays). */
  toleranceTons: 1,
  /** ... or up to this percentage of the consumption entered, whichever is larger. */
  tolerancePercent: 5,
} as const;

const DAY_MS = 86_400_000;
const round3 = (n: number) => Math.round(n * 1000) / 1000;
const round1 = (n: number) => Math.round(n * 10) / 10;

export interface StockFigures {
  /** The sounded stock at the departure; null: no sounding. */
  openingTons: number | null;
  bunkeredTons: number;
  /** Positive: what de-bunkering took out. */
  debunkeredTons: number;
  receivedTons: number;
  deliveredTons: number;
  consumedTons: number;
  /** Null when the opening stock is unknown. */
  expectedClosingTons: number | null;
  /** The sounded stock at the voyage's end; null: no sounding (or no end yet). */
  measuredClosingTons: number | null;
  /** Measured − expected; negative: less fuel in the tanks than the records explain. */
  differenceTons: number | null;
  /** The difference in percent of the consumption entered; null when none was entered. */
  differencePercent: number | null;
}

export interface TankStockLine extends StockFigures {
  fuelTankId: string;
  /** The fuel the tank held at the departure. */
  fuelTypeId: string;
  openingSoundingAt: string | null;
  closingSoundingAt: string | null;
  /**
   * False when the fuel type's consumption comes from flow meters: how it splits over the tanks is not
   * known, so the tank has no expected closing stock or difference (its fuel type line has them).
   */
  consumptionByTank: boolean;
}

export type ConsumptionSource = "fuelTank" | "flowMeter" | "none";

export interface FuelTypeStockLine extends StockFigures {
  fuelTypeId: string;
  /** The tanks holding the type at the departure. */
  fuelTankIds: string[];
  /** Which entered consumption counts: the tank consumptions when any are entered, else the flow meters'. */
  consumptionSource: ConsumptionSource;
  fuelTankConsumptionTons: number;
  flowMeterConsumptionTons: number;
  /** The larger of the fixed tolerance and the percentage of the consumption entered. */
  toleranceTons: number;
  exceedsTolerance: boolean;
  /** Why a stock is unknown, in words (the tanks without a sounding). */
  missing: string[];
}

export interface VoyageStockBalance {
  departureId: string;
  /** The departure's time. */
  from: string;
  /** The closing event's time (end of voyage, else arrival); null while the voyage has neither. */
  to: string | null;
  fuelTypes: FuelTypeStockLine[];
  tanks: TankStockLine[];
}

export const STOCK_MESSAGES = {
  noOpeningSounding: (tank: string) =>
    `No sounding of ${tank} within ${STOCK_BALANCE.soundingWindowDays} days of the departure.`,
  noClosingSounding: (tank: string) =>
    `No sounding of ${tank} within ${STOCK_BALANCE.soundingWindowDays} days of the voyage's end.`,
  noTank: "No fuel tank holds this fuel type: there is no sounded stock.",
  notEnded: "The voyage has no arrival or end-of-voyage event yet: there is no closing stock.",
  beyondTolerance: (fuel: string, line: FuelTypeStockLine) =>
    `Fuel stock of ${fuel}: expected closing stock ${line.expectedClosingTons} t, measured ${line.measuredClosingTons} t, difference ${line.differenceTons} t${line.differencePercent === null ? "" : ` (${round1(line.differencePercent)} % of the ${line.consumedTons} t consumption entered)`}, beyond the tolerance of ${line.toleranceTons} t (the larger of ${STOCK_BALANCE.toleranceTons} t and ${STOCK_BALANCE.tolerancePercent} % of the consumption). Check the soundings, bunkerings, transfers and consumptions.`,
} as const;

/**
 * The tank's sounding that tells its stock at `at`: the last one at or before it within the window,
 * else the first one after it within the window. A sounding at the very moment of a bunkering is read
 * as taken before it (a record at a departure belongs to the voyage it starts).
 */
export function soundingNear(
  soundings: readonly FuelTankSounding[],
  fuelTankId: string,
  at: string,
): FuelTankSounding | null {
  const atMs = Date.parse(at);
  const window = STOCK_BALANCE.soundingWindowDays * DAY_MS;
  const ofTank = soundings.filter((s) => s.fuelTankId === fuelTankId).sort(byTimestamp);
  const before = ofTank.filter((s) => s.timestamp <= at && atMs - Date.parse(s.timestamp) <= window).at(-1);
  if (before) return before;
  return ofTank.find((s) => s.timestamp > at && Date.parse(s.timestamp) - atMs <= window) ?? null;
}

interface Movements {
  bunkeredTons: number;
  debunkeredTons: number;
  receivedTons: number;
  deliveredTons: number;
  consumedTons: number;
}

function figures(opening: number | null, moved: Movements, measured: number | null): StockFigures {
  const expected =
    opening === null
      ? null
      : opening +
        moved.bunkeredTons -
        moved.debunkeredTons +
        moved.receivedTons -
        moved.deliveredTons -
        moved.consumedTons;
  const difference = expected === null || measured === null ? null : measured - expected;
  return {
    openingTons: opening === null ? null : round3(opening),
    bunkeredTons: round3(moved.bunkeredTons),
    debunkeredTons: round3(moved.debunkeredTons),
    receivedTons: round3(moved.receivedTons),
    deliveredTons: round3(moved.deliveredTons),
    consumedTons: round3(moved.consumedTons),
    expectedClosingTons: expected === null ? null : round3(expected),
    measuredClosingTons: measured === null ? null : round3(measured),
    differenceTons: difference === null ? null : round3(difference),
    differencePercent:
      difference === null || moved.consumedTons <= 0 ? null : round3((difference / moved.consumedTons) * 100),
  };
}

const sumOf = <T>(items: readonly T[], value: (item: T) => number) =>
  items.reduce((sum, item) => sum + value(item), 0);

/** The stock balance of the voyage starting at `departureId`; null when that is no departure. */
export function voyageStockBalance(log: VoyageLogState, departureId: string): VoyageStockBalance | null {
  const timeline = timelineOfLog(log);
  const voyage = voyageSlice(timeline, departureId);
  if (!voyage || voyage.departure.id !== departureId) return null;
  const fuel = log.fuel;
  const from = voyage.departure.timestamp;
  const to = closingEvent(voyage)?.timestamp ?? null;
  // The voyage holds [departure, end of voyage), or up to its arrival while it has no end (voyageHolding).
  const inVoyage = (timestamp: string) =>
    timestamp >= from && (to === null || (voyage.end ? timestamp < to : timestamp <= to));
  // The events whose spans make up the voyage: its departure's own span is the previous berth stay.
  const eventIds = spanEventIds(voyage, to);

  const operations = tableValues(fuel.fuelTankOperations).filter((o) => inVoyage(o.timestamp));
  const transfers = tableValues(fuel.shipToShipTransfers).filter((t) => inVoyage(t.timestamp));
  const tankConsumptions = tableValues(fuel.fuelTankConsumptions).filter((c) =>
    eventIds.has(c.vesselEventId),
  );
  const meterConsumptions = [...eventIds].flatMap((id) => consumptionsOfEvent(fuel, id));
  const window = STOCK_BALANCE.soundingWindowDays * DAY_MS;
  const soundingsFrom = new Date(Date.parse(from) - window).toISOString();
  const soundingsTo = to === null ? null : new Date(Date.parse(to) + window).toISOString();
  const soundings = tableValues(fuel.fuelTankSoundings).filter(
    (s) => s.timestamp >= soundingsFrom && (soundingsTo === null || s.timestamp <= soundingsTo),
  );

  const tankMovements = (tankId: string): Movements => {
    const ops = operations.filter((o) => o.fuelTankId === tankId);
    const moved = transfers.filter((t) => t.fuelTankId === tankId);
    return {
      bunkeredTons: sumOf(ops, (o) => Math.max(o.fuelAdjustmentInTon, 0)),
      debunkeredTons: sumOf(ops, (o) => Math.max(-o.fuelAdjustmentInTon, 0)),
      receivedTons: sumOf(moved, (t) => (t.direction === "Received" ? t.amountInTon : 0)),
      deliveredTons: sumOf(moved, (t) => (t.direction === "Delivered" ? t.amountInTon : 0)),
      consumedTons: sumOf(
        tankConsumptions.filter((c) => c.fuelTankId === tankId),
        (c) => c.fuelConsumptionInTon,
      ),
    };
  };
  const hasRecords = (tank: FuelTank) =>
    operations.some((o) => o.fuelTankId === tank.id) ||
    transfers.some((t) => t.fuelTankId === tank.id) ||
    tankConsumptions.some((c) => c.fuelTankId === tank.id);

  const tanks = Object.values(fuel.fuelTanks)
    .filter((tank) => !tank.isDeactivated || hasRecords(tank))
    .sort((a, b) => a.name.localeCompare(b.name, "en"))
    .map((tank) => {
      const opening = soundingNear(soundings, tank.id, from);
      const closing = to === null ? null : soundingNear(soundings, tank.id, to);
      const line: TankStockLine = {
        fuelTankId: tank.id,
        fuelTypeId: fuelTypeOfTankAt(fuel, tank, from),
        openingSoundingAt: opening?.timestamp ?? null,
        closingSoundingAt: closing?.timestamp ?? null,
        consumptionByTank: true,
        ...figures(
          opening?.fuelAmountInTon ?? null,
          tankMovements(tank.id),
          closing?.fuelAmountInTon ?? null,
        ),
      };
      return { tank, line, moved: tankMovements(tank.id) };
    });

  const tankless = transfers.filter((t) => t.fuelTankId === null);
  const typeIds = [
    ...new Set([
      ...tanks.map((t) => t.line.fuelTypeId),
      ...tankless.map((t) => t.fuelTypeId),
      ...meterConsumptions.map((c) => c.fuelTypeId),
    ]),
  ];
  const fuelTypes = typeIds.map((fuelTypeId): FuelTypeStockLine => {
    const ofType = tanks.filter((t) => t.line.fuelTypeId === fuelTypeId);
    const loose = tankless.filter((t) => t.fuelTypeId === fuelTypeId);
    const meterTons = sumOf(
      meterConsumptions.filter((c) => c.fuelTypeId === fuelTypeId),
      (c) => effectiveTons(c),
    );
    const tankTons = sumOf(ofType, (t) => t.moved.consumedTons);
    const anyTankRows = tankConsumptions.some((c) => ofType.some((t) => t.tank.id === c.fuelTankId));
    const anyMeterRows = meterConsumptions.some((c) => c.fuelTypeId === fuelTypeId);
    const consumptionSource: ConsumptionSource = anyTankRows
      ? "fuelTank"
      : anyMeterRows
        ? "flowMeter"
        : "none";
    const moved: Movements = {
      bunkeredTons: sumOf(ofType, (t) => t.moved.bunkeredTons),
      debunkeredTons: sumOf(ofType, (t) => t.moved.debunkeredTons),
      receivedTons:
        sumOf(ofType, (t) => t.moved.receivedTons) +
        sumOf(loose, (t) => (t.direction === "Received" ? t.amountInTon : 0)),
      deliveredTons:
        sumOf(ofType, (t) => t.moved.deliveredTons) +
        sumOf(loose, (t) => (t.direction === "Delivered" ? t.amountInTon : 0)),
      consumedTons: consumptionSource === "fuelTank" ? tankTons : meterTons,
    };
    const missing: string[] = [];
    if (ofType.length === 0) missing.push(STOCK_MESSAGES.noTank);
    if (to === null) missing.push(STOCK_MESSAGES.notEnded);
    for (const { tank, line } of ofType) {
      if (line.openingSoundingAt === null) missing.push(STOCK_MESSAGES.noOpeningSounding(tank.name));
      if (to !== null && line.closingSoundingAt === null)
        missing.push(STOCK_MESSAGES.noClosingSounding(tank.name));
    }
    const all = <K extends "openingTons" | "measuredClosingTons">(key: K) =>
      ofType.length > 0 && ofType.every((t) => t.line[key] !== null)
        ? sumOf(ofType, (t) => t.line[key] ?? 0)
        : null;
    const line = figures(all("openingTons"), moved, all("measuredClosingTons"));
    const toleranceTons = round3(
      Math.max(STOCK_BALANCE.toleranceTons, (STOCK_BALANCE.tolerancePercent / 100) * moved.consumedTons),
    );
    return {
      fuelTypeId,
      fuelTankIds: ofType.map((t) => t.tank.id),
      consumptionSource,
      fuelTankConsumptionTons: round3(tankTons),
      flowMeterConsumptionTons: round3(meterTons),
      ...line,
      toleranceTons,
      exceedsTolerance: line.differenceTons !== null && Math.abs(line.differenceTons) > toleranceTons,
      missing,
    };
  });

  const sourceOf = new Map(fuelTypes.map((line) => [line.fuelTypeId, line.consumptionSource]));
  const tankLines = tanks.map(({ line }): TankStockLine => {
    if (sourceOf.get(line.fuelTypeId) !== "flowMeter") return line;
    return {
      ...line,
      consumptionByTank: false,
      expectedClosingTons: null,
      differenceTons: null,
      differencePercent: null,
    };
  });
  return { departureId, from, to, fuelTypes, tanks: tankLines };
}

/** The voyage's events after its departure up to its closing event (their consumption spans). */
function spanEventIds(voyage: FuelVoyage, to: string | null): Set<string> {
  const events = [...voyage.members, ...(voyage.end ? [voyage.end] : [])];
  return new Set(events.filter((e) => to === null || e.timestamp <= to).map((e) => e.id));
}

/** The warnings to read before confirming the voyage's data: fuel types whose difference is beyond tolerance. */
export function stockBalanceWarnings(
  balance: VoyageStockBalance | null,
  fuelTypeName: (id: string) => string,
): string[] {
  if (!balance) return [];
  return balance.fuelTypes
    .filter((line) => line.exceedsTolerance)
    .map((line) => STOCK_MESSAGES.beyondTolerance(fuelTypeName(line.fuelTypeId), line));
}

/** The balance with names beside the ids (the API answer and the audit replay). */
export type VoyageStockBalanceDto = z.infer<typeof voyageStockBalanceAnswer>;

export function namedStockBalance(
  balance: VoyageStockBalance,
  fuelTypeName: (id: string) => string,
  fuelTankName: (id: string) => string,
): VoyageStockBalanceDto {
  return {
    ...balance,
    fuelTypes: balance.fuelTypes.map((line) => ({ ...line, fuelTypeName: fuelTypeName(line.fuelTypeId) })),
    tanks: balance.tanks.map((line) => ({
      ...line,
      fuelTankName: fuelTankName(line.fuelTankId),
      fuelTypeName: fuelTypeName(line.fuelTypeId),
    })),
  };
}
