import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FlowMeterFuelConsumptionDto } from "../../domain/fuel/dto.js";
import type { VoyageStockBalanceDto } from "../../domain/fuel/stockBalance.js";
import type { VoyageReplayDto } from "../../domain/voyageLog/replayDto.js";
import type { VesselEventDto, VoyageDto } from "../../domain/voyages/dto.js";
import { DEMO_LOGINS } from "../../server/demo/demoFleet.js";
import { meterTankAndVoyage, startWithEmissionReadyVessel, voyageCalls } from "../support/emissionReady.js";
import type { TestServer } from "../support/testServer.js";

/**
 * Issue 10 point 14, the stock balance: a voyage's sounded opening stock, bunkering, a ship-to-ship
 * transfer each way and the consumption entered, against the sounded closing stock; as it stands now
 * (GET /Voyages/{id}/FuelStockBalance), as it stood (the audit replay), and as a warning before the data
 * is confirmed once the difference is beyond tolerance.
 */

let server: TestServer;
let token = "";
let vesselId = "";
let tankId = "";
let departure: VesselEventDto;
let arrival: VesselEventDto;
let end: VesselEventDto;

beforeAll(async () => {
  ({ server, token, vesselId } = await startWithEmissionReadyVessel());
  ({ tankId, departure, arrival, end } = await meterTankAndVoyage(calls, vesselId, {
    voyage: "FJ-STOCK",
    next: "FJ-STOCK-NEXT",
  }));
});
afterAll(() => server.close());

const calls = voyageCalls(() => ({ server, token, vesselId }));
const { api } = calls;
const sounding = (timestamp: string, tons: number, id = tankId) =>
  api(
    "POST",
    "/FuelTankSoundings",
    {
      fuelTankId: id,
      timestamp,
      fuelAmountInTon: tons,
      fuelAmountInCubicMetres: tons,
      fuelTemperatureInDegreesCelcius: 45,
    },
    201,
  );
const transfer = (timestamp: string, direction: "Delivered" | "Received", amountInTon: number) =>
  api(
    "POST",
    "/ShipToShipTransfers",
    {
      vesselId,
      timestamp,
      direction,
      fuelTypeId: "default-hfo",
      fuelTankId: tankId,
      amountInTon,
      otherShipName: "Bunker Queen",
    },
    201,
  );
const setMeterTons = async (eventId: string, tons: number) => {
  const rows = await api<FlowMeterFuelConsumptionDto[]>(
    "GET",
    `/FlowMeterFuelConsumptions/Find?vesselEventId=${eventId}`,
  );
  for (const [i, row] of rows.entries())
    await api("PUT", `/FlowMeterFuelConsumptions/${row.id}`, { fuelConsumptionInTon: i === 0 ? tons : 0 });
};
const balance = () => api<VoyageStockBalanceDto>("GET", `/Voyages/${departure.id}/FuelStockBalance`);
const hfo = (b: VoyageStockBalanceDto) => b.fuelTypes.find((line) => line.fuelTypeId === "default-hfo")!;

describe("the fuel stock balance of a voyage", () => {
  let beforeEdit = "";

  beforeAll(async () => {
    await api("POST", `/EmissionReportVesselEvents/${departure.id}/ConfirmVoyageInformation`);
    const tanks = await api<{ id: string }[]>("GET", `/FuelTanks/Find?vesselId=${vesselId}`);
    // Every active tank holding HFO needs its soundings for the fuel type's stock.
    for (const tank of tanks) {
      await sounding("2025-06-01T06:00:00.000Z", tank.id === tankId ? 800 : 0, tank.id);
      await sounding("2025-06-04T10:00:00.000Z", tank.id === tankId ? 928 : 0, tank.id);
    }
    await api(
      "POST",
      "/FuelTankOperations",
      {
        fuelTankId: tankId,
        timestamp: "2025-06-02T00:00:00.000Z",
        fuelTypeId: "default-hfo",
        fuelDensity: 0.985,
        fuelAdjustmentInTon: 300,
        sulphurContent: 0.45,
      },
      201,
    );
    await transfer("2025-06-02T09:30:00.000Z", "Delivered", 150.5);
    await transfer("2025-06-03T20:00:00.000Z", "Received", 20);
    await setMeterTons(arrival.id, 40);
    await setMeterTons(end.id, 2);
    beforeEdit = new Date().toISOString();
  });

  it("reconciles 800 + 300 + 20 received − 150.5 delivered − 42 consumed = 927.5 t with the 928 t sounded", async () => {
    const line = hfo(await balance());
    expect(line).toMatchObject({
      fuelTypeName: "Heavy fuel oil",
      consumptionSource: "flowMeter",
      openingTons: 800,
      bunkeredTons: 300,
      debunkeredTons: 0,
      receivedTons: 20,
      deliveredTons: 150.5,
      consumedTons: 42,
      expectedClosingTons: 927.5,
      measuredClosingTons: 928,
      differenceTons: 0.5,
      toleranceTons: 2.1,
      exceedsTolerance: false,
      missing: [],
    });
    expect(line.differencePercent).toBeCloseTo(1.19, 2);
    const voyage = await api<VoyageDto>("GET", `/Voyages/${departure.id}`);
    expect(voyage.warnings.filter((w) => w.startsWith("Fuel stock"))).toEqual([]);
  });

  it("changes with a later edit, warns before confirming, while the replay before the edit keeps the old balance", async () => {
    await new Promise((resolve) => setTimeout(resolve, 5));
    await transfer("2025-06-02T12:00:00.000Z", "Received", 10);
    const line = hfo(await balance());
    expect(line).toMatchObject({
      receivedTons: 30,
      expectedClosingTons: 937.5,
      differenceTons: -9.5,
      exceedsTolerance: true,
    });
    const voyage = await api<VoyageDto>("GET", `/Voyages/${departure.id}`);
    expect(voyage.warnings).toContain(
      "Fuel stock of Heavy fuel oil: expected closing stock 937.5 t, measured 928 t, difference -9.5 t (-22.6 % of the 42 t consumption entered), beyond the tolerance of 2.1 t (the larger of 1 t and 5 % of the consumption). Check the soundings, bunkerings, transfers and consumptions.",
    );
    const then = await api<VoyageReplayDto>(
      "GET",
      `/Audit/Voyages/${departure.id}?at=${encodeURIComponent(beforeEdit)}`,
    );
    expect(hfo(then.stockBalance!)).toMatchObject({
      receivedTons: 20,
      expectedClosingTons: 927.5,
      differenceTons: 0.5,
    });
    const now = await api<VoyageReplayDto>(
      "GET",
      `/Audit/Voyages/${departure.id}?at=${encodeURIComponent(new Date().toISOString())}`,
    );
    expect(hfo(now.stockBalance!)).toMatchObject({ receivedTons: 30, expectedClosingTons: 937.5 });
    expect(now.stockBalance!.tanks.find((t) => t.fuelTankId === tankId)).toMatchObject({
      fuelTankName: "HFO 2S",
      openingSoundingAt: "2025-06-01T06:00:00.000Z",
      closingSoundingAt: "2025-06-04T10:00:00.000Z",
    });
  });

  it("answers no sounding (null) for the next voyage's closing, and keeps other companies out (404)", async () => {
    const next = await api<VoyageStockBalanceDto>("GET", `/Voyages/${end.id}/FuelStockBalance`);
    expect(hfo(next)).toMatchObject({ openingTons: 928, measuredClosingTons: null, differenceTons: null });
    const other = await server.login(DEMO_LOGINS.ops.email, DEMO_LOGINS.ops.password);
    await api("GET", `/Voyages/${departure.id}/FuelStockBalance`, undefined, 404, other);
    await api("GET", `/Voyages/${arrival.id}/FuelStockBalance`, undefined, 404);
  });
});
