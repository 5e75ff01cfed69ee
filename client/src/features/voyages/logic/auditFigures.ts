import type { VoyageReplayDto } from "../../../../../domain/voyageLog/replayDto";
import { formatDayTime } from "./formats";

/** One figure of a replayed voyage: "MRV CO2 at sea" → "5.605 t". */
export interface Figure {
  label: string;
  value: string;
}

const number = (value: number, decimals = 3) =>
  value.toLocaleString("en-GB", { maximumFractionDigits: decimals });
const tonnes = (value: number) => `${number(value)} t`;

/**
 * The fuel records and report figures of a voyage as replayed at a moment, in reading order: the
 * report totals an auditor checks first (MRV, IMO DCS), then every fuel record behind them.
 */
export function replayFigures(replay: VoyageReplayDto | null): Figure[] {
  if (!replay) return [];
  const figures: Figure[] = [];
  const add = (label: string, value: string) => figures.push({ label, value });
  const { reports, fuel } = replay;
  if (reports?.mrv) {
    const mrv = reports.mrv;
    for (const line of mrv.fuels) add(`MRV fuel at sea, ${line.fuelType}`, tonnes(line.tonnes));
    add("MRV CO2 at sea", tonnes(mrv.co2Tonnes));
    add("MRV distance", `${number(mrv.distanceNm)} nm`);
    add("MRV time at sea", `${number(mrv.timeAtSeaHours, 2)} h`);
    if (mrv.transportWork !== null)
      add("MRV transport work", `${number(mrv.transportWork)} ${mrv.transportWorkUnit}`);
    for (const line of mrv.atBerth.fuels) add(`MRV fuel at berth, ${line.fuelType}`, tonnes(line.tonnes));
    add("MRV CO2 at berth", tonnes(mrv.atBerth.co2Tonnes));
  } else if (reports?.mrvRefusal) add("MRV", reports.mrvRefusal);
  if (reports) {
    for (const line of reports.imoDcs.fuels) add(`IMO DCS fuel, ${line.fuelType}`, tonnes(line.tonnes));
    add("IMO DCS distance", `${number(reports.imoDcs.distanceNm)} nm`);
    add("IMO DCS hours underway", `${number(reports.imoDcs.hoursUnderway, 2)} h`);
    // Beside the reports, not in them: transferred fuel is not consumed.
    for (const t of reports.shipToShipTransfers) {
      if (t.deliveredTons > 0)
        add(`Delivered to other ships (not consumed), ${t.fuelTypeName}`, tonnes(t.deliveredTons));
      if (t.receivedTons > 0) add(`Received from other ships, ${t.fuelTypeName}`, tonnes(t.receivedTons));
    }
  }
  for (const c of fuel.flowMeterConsumptions)
    add(
      `Flow meter ${c.flowMeterName}, ${formatDayTime(c.startAt)} – ${formatDayTime(c.endAt)} (${c.fuelConsumptionSource})`,
      `${tonnes(c.effectiveTons)} ${c.fuelTypeName}`,
    );
  for (const c of fuel.fuelTankConsumptions)
    add(
      `Tank ${c.fuelTankName}, ${formatDayTime(c.startAt)} – ${formatDayTime(c.endAt)}`,
      `${tonnes(c.fuelConsumptionInTon)} ${c.fuelTypeName}`,
    );
  for (const o of fuel.fuelTankOperations)
    add(
      `${o.fuelAdjustmentInTon < 0 ? "De-bunkering" : "Bunkering"} ${o.fuelTankName}, ${formatDayTime(o.timestamp)}`,
      `${tonnes(Math.abs(o.fuelAdjustmentInTon))} ${o.fuelTypeName}`,
    );
  for (const s of fuel.fuelTankSoundings)
    add(`Sounding ${s.fuelTankName}, ${formatDayTime(s.timestamp)}`, tonnes(s.fuelAmountInTon));
  for (const t of fuel.shipToShipTransfers)
    add(
      `Ship-to-ship transfer ${t.direction === "Delivered" ? "to" : "from"} ${t.otherShipName}, ${formatDayTime(t.timestamp)}`,
      `${tonnes(t.amountInTon)} ${t.fuelTypeName}`,
    );
  for (const o of fuel.flowMeterOperations)
    add(`Flow meter operation ${o.flowMeterName}, ${formatDayTime(o.timestamp)}`, o.fuelTypeName);
  return figures;
}

export interface FigureChange {
  label: string;
  from: string;
  to: string;
}

/** The figures that differ between two moments ("—" where one moment has none). */
export function diffFigures(before: readonly Figure[], after: readonly Figure[]): FigureChange[] {
  const earlier = new Map(before.map((f) => [f.label, f.value]));
  const later = new Map(after.map((f) => [f.label, f.value]));
  const labels = [...after.map((f) => f.label), ...before.map((f) => f.label).filter((l) => !later.has(l))];
  return labels.flatMap((label) => {
    const from = earlier.get(label) ?? "—";
    const to = later.get(label) ?? "—";
    return from === to ? [] : [{ label, from, to }];
  });
}

const TON_FIELDS: [field: string, label: string][] = [
  ["fuelConsumptionInTon", "Consumption"],
  ["correctedFuelConsumptionInTon", "Corrected consumption"],
  ["fuelAdjustmentInTon", "Adjustment"],
  ["fuelAmountInTon", "Amount in tank"],
  ["amountInTon", "Transferred"],
];

/**
 * What a fuel entry of the audit list changed, in words: its figure and the time it concerns. Other
 * entries show their type only (the replay beside the list shows the change in full).
 */
export function describeAuditData(data: unknown): string | null {
  if (!data || typeof data !== "object") return null;
  const fields = data as Record<string, unknown>;
  const parts: string[] = [];
  for (const [field, label] of TON_FIELDS)
    if (typeof fields[field] === "number") parts.push(`${label} ${tonnes(fields[field] as number)}`);
  if (Array.isArray(fields.consumptions)) parts.push(`${fields.consumptions.length} consumption row(s)`);
  if (Array.isArray(fields.consumptionIds)) parts.push(`${fields.consumptionIds.length} consumption row(s)`);
  if (typeof fields.timestamp === "string" && parts.length > 0)
    parts.push(`at ${formatDayTime(fields.timestamp)}`);
  else if (typeof fields.startAt === "string" && typeof fields.endAt === "string" && parts.length > 0)
    parts.push(`${formatDayTime(fields.startAt)} – ${formatDayTime(fields.endAt)}`);
  return parts.length > 0 ? parts.join(", ") : null;
}
