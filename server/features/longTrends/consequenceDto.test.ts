import { describe, expect, it } from "vitest";
import { CONSEQUENCE_MESSAGES } from "../../../domain/longTrends/consequence.js";
import type { LongTrendInputs } from "../../../domain/longTrends/inputs.js";
import type { LongTrendResult } from "../../../domain/longTrends/longTrends.js";
import { deviationOf } from "../../../domain/longTrends/subjects.js";
import type { VesselView } from "../../../projections/admin/vessels.js";
import { consequenceDto as dtoOf } from "./consequenceDto.js";

const consequenceDto = (
  v: VesselView,
  i: LongTrendInputs,
  t: LongTrendResult,
  price: number | null,
  eventId: string | null,
) => dtoOf(v, i, deviationOf(t), price, eventId);

const vessel = (mcr: number) => ({ id: "v1", name: "Test", maxContinuousRating: mcr }) as VesselView;
const inputs = (sfoc: number | null) => ({ specificFuel: sfoc }) as LongTrendInputs;
const trend = (status: LongTrendResult["performanceStatus"], deviation: number | null): LongTrendResult => ({
  type: "speed",
  periods: [],
  benchmarkLevel: 0,
  deviationFromBenchmark: deviation,
  trendLimits: null,
  performanceStatus: status,
});

describe("consequenceDto", () => {
  it("computes the four MCR bases: MCR 10 000 kW, SFOC 180, 5 pp speed loss, 600 USD/t", () => {
    const dto = consequenceDto(vessel(10_000), inputs(180), trend("Observe", 5), 600, "e1");
    expect(dto.state).toBe("Ok");
    expect(dto.trendEventId).toBe("e1");
    expect(dto.consequences.map((c) => c.addedFuelTonnesPerDay)).toEqual([2.875, 3.593, 5.39, 6.468]);
    expect(dto.consequences[1]!.costPerDay).toBe(2156);
    expect(dto.consequences[1]!.results).toEqual([
      { headerName: "Added fuel (t/day)", displayValue: "3.59" },
      { headerName: "Cost (USD/day)", displayValue: "2156" },
    ]);
  });

  it("warns with the spec's missing-code message and says what is missing", () => {
    const dto = consequenceDto(vessel(0), inputs(null), trend("NotOk", 12), null, null);
    expect(dto.state).toBe("MissingCode");
    expect(dto.message).toBe(CONSEQUENCE_MESSAGES.missingCode);
    expect(dto.missing).toEqual([CONSEQUENCE_MESSAGES.noMcr, CONSEQUENCE_MESSAGES.noSfoc]);
    expect(dto.consequences).toEqual([]);
  });

  it("Benchmarking and N/A trends have no consequence", () => {
    expect(consequenceDto(vessel(0), inputs(null), trend("BenchMarking", null), null, null).state).toBe(
      "Benchmarking",
    );
    expect(consequenceDto(vessel(9000), inputs(170), trend("notAvailable", null), null, null).state).toBe(
      "NotAvailable",
    );
  });
});
