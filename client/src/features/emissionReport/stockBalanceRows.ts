import type { VoyageStockBalanceDto } from "../../../../domain/fuel/stockBalance";

/** The voyage's fuel stock balance as table rows of text (numbers only, never markup). */

export interface StockRow {
  key: string;
  /** The fuel type, or a tank under it. */
  label: string;
  isTank: boolean;
  opening: string;
  bunkered: string;
  debunkered: string;
  received: string;
  delivered: string;
  consumed: string;
  expected: string;
  measured: string;
  difference: string;
  exceedsTolerance: boolean;
}

const NO_SOUNDING = "no sounding";

export const tonsText = (value: number) => `${value.toLocaleString("en-GB", { maximumFractionDigits: 3 })} t`;

const stockText = (value: number | null) => (value === null ? NO_SOUNDING : tonsText(value));

/** "+0.5 t (1.2 %)", "−9.5 t", or "—" when a stock is unknown. */
export function differenceText(tons: number | null, percent: number | null): string {
  if (tons === null) return "—";
  const sign = tons > 0 ? "+" : tons < 0 ? "−" : "";
  const amount = `${sign}${tonsText(Math.abs(tons))}`;
  if (percent === null) return amount;
  const pct = Math.abs(percent).toLocaleString("en-GB", { maximumFractionDigits: 1 });
  return `${amount} (${sign}${pct} %)`;
}

const CONSUMPTION_LABEL = { fuelTank: "tank consumptions", flowMeter: "flow meters", none: "none entered" };

/** One row per fuel type, each followed by its tanks (a tank shows its own consumptions). */
export function stockRows(balance: VoyageStockBalanceDto): StockRow[] {
  return balance.fuelTypes.flatMap((line) => [
    {
      key: line.fuelTypeId,
      label: `${line.fuelTypeName || line.fuelTypeId} (consumption: ${CONSUMPTION_LABEL[line.consumptionSource]})`,
      isTank: false,
      opening: stockText(line.openingTons),
      bunkered: tonsText(line.bunkeredTons),
      debunkered: tonsText(line.debunkeredTons),
      received: tonsText(line.receivedTons),
      delivered: tonsText(line.deliveredTons),
      consumed: tonsText(line.consumedTons),
      expected: line.expectedClosingTons === null ? "—" : tonsText(line.expectedClosingTons),
      measured: stockText(line.measuredClosingTons),
      difference: differenceText(line.differenceTons, line.differencePercent),
      exceedsTolerance: line.exceedsTolerance,
    },
    ...balance.tanks
      .filter((tank) => line.fuelTankIds.includes(tank.fuelTankId))
      .map((tank) => ({
        key: `${line.fuelTypeId}/${tank.fuelTankId}`,
        label: tank.fuelTankName,
        isTank: true,
        opening: stockText(tank.openingTons),
        bunkered: tonsText(tank.bunkeredTons),
        debunkered: tonsText(tank.debunkeredTons),
        received: tonsText(tank.receivedTons),
        delivered: tonsText(tank.deliveredTons),
        consumed: tank.consumptionByTank ? tonsText(tank.consumedTons) : "on flow meters",
        expected: tank.expectedClosingTons === null ? "—" : tonsText(tank.expectedClosingTons),
        measured: stockText(tank.measuredClosingTons),
        difference: differenceText(tank.differenceTons, tank.differencePercent),
        exceedsTolerance: false,
      })),
  ]);
}
