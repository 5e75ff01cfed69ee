import { describe, expect, it } from "vitest";
import type { VoyageStockBalanceDto } from "../../../../domain/fuel/stockBalance";
import { differenceText, stockRows } from "./stockBalanceRows";

const figures = {
  openingTons: 500,
  bunkeredTons: 200,
  debunkeredTons: 10,
  receivedTons: 30,
  deliveredTons: 120.5,
  consumedTons: 40,
  expectedClosingTons: 559.5,
  measuredClosingTons: 560,
  differenceTons: 0.5,
  differencePercent: 1.25,
};

const balance: VoyageStockBalanceDto = {
  departureId: "d1",
  from: "2024-03-01T00:00:00.000Z",
  to: "2024-03-04T00:00:00.000Z",
  fuelTypes: [
    {
      ...figures,
      fuelTypeId: "default-hfo",
      fuelTypeName: "Heavy fuel oil",
      fuelTankIds: ["t1"],
      consumptionSource: "fuelTank",
      fuelTankConsumptionTons: 40,
      flowMeterConsumptionTons: 0,
      toleranceTons: 2,
      exceedsTolerance: false,
      missing: [],
    },
  ],
  tanks: [
    {
      ...figures,
      openingTons: null,
      expectedClosingTons: null,
      differenceTons: null,
      differencePercent: null,
      fuelTankId: "t1",
      fuelTankName: "<b>T1</b>",
      fuelTypeId: "default-hfo",
      fuelTypeName: "Heavy fuel oil",
      openingSoundingAt: null,
      closingSoundingAt: "2024-03-04T00:00:00.000Z",
      consumptionByTank: true,
    },
  ],
};

describe("stock balance rows", () => {
  it("writes each fuel type then its tanks as text, with no sounding for an unknown stock", () => {
    const [type, tank] = stockRows(balance);
    expect(type).toMatchObject({
      label: "Heavy fuel oil (consumption: tank consumptions)",
      opening: "500 t",
      delivered: "120.5 t",
      expected: "559.5 t",
      measured: "560 t",
      difference: "+0.5 t (+1.3 %)",
    });
    expect(tank).toMatchObject({
      label: "<b>T1</b>",
      isTank: true,
      opening: "no sounding",
      expected: "—",
      difference: "—",
    });
  });

  it("signs a difference with a true minus, leaves out the percentage when nothing was consumed, and names flow-meter consumption on a tank", () => {
    expect(differenceText(-9.5, -22.619)).toBe("−9.5 t (−22.6 %)");
    const onMeters = stockRows({ ...balance, tanks: [{ ...balance.tanks[0]!, consumptionByTank: false }] });
    expect(onMeters[1]!.consumed).toBe("on flow meters");
    expect(differenceText(0.25, null)).toBe("+0.25 t");
    expect(differenceText(0, 0)).toBe("0 t (0 %)");
    expect(differenceText(null, null)).toBe("—");
  });
});
