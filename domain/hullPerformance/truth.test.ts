/**
 * The product's ISO 19030 speed loss against the simulator's ground truth (issue 13 "Correctness you
 * can check"): a simulated vessel-year with a dry docking in it, analysed through the feature mapping
 * as the server does. Data every 2 minutes (5 samples per 10-minute block) keeps the test near 8 s;
 * the full 1-minute year gives the same figures (MAE 0.27 pp) in about 19 s (TRUTH_STEP=60).
 * Atlantic Meridian, April 2023 – March 2024, docked October 2023. Not Nordic Fjell: when its shaft
 * power limitation holds the engine back the simulator slows it through the water but keeps its pace over
 * ground, so SOG stops being a reference for the speed log (docs/fouling.md).
 *
 * The analysis goes the stored path the product takes (docs/architecture.md "Daily performance store"):
 * each day's record computed from that day's samples alone, stored as bytes and read back, then the
 * days folded with the docking as a period start. The long trends' speed trend of the last period is
 * checked against the fouling rate the simulator injects (FOULING_SPEED_LOSS_PER_YEAR).
 */
import { describe, expect, it } from "vitest";
import { ATLANTIC_TANKERS_VESSELS, NORDIC_BULK_VESSELS } from "../../server/demo/demoFleet.js";
import { type FeatureName, suggestFeatureMapping } from "../featureMapping/features.js";
import { longTrend } from "../longTrends/longTrends.js";
import {
  computeDayRecord,
  type DayRecord,
  decodeDayRecord,
  encodeDayRecord,
  foldDays,
} from "../performance/dailyRecord.js";
import { FOULING_SPEED_LOSS_PER_YEAR, foulingPowerFactor, fuelMassFlow } from "../simulator/physics.js";
import { createVesselSimulation, DAY_MS } from "../simulator/simulateDay.js";
import { simVesselFrom } from "../simulator/simVessel.js";
import { simulatorTruth } from "../simulator/truth.js";
import { variableDefinitions } from "../simulator/variables.js";
import { addedFuelConsumption, operatingProfile } from "./addedFuel.js";
import { foulingLoss } from "./foulingLoss.js";
import { addFuelSample, emptyFuelSamples, fitFuelCurve } from "./fuelCurve.js";
import type { FeatureSeries, TimeValue } from "./iso19030.js";
import { speedLossTrend } from "./trend.js";

const fjell = [...NORDIC_BULK_VESSELS, ...ATLANTIC_TANKERS_VESSELS].find(
  (v) => v.particulars.name === (process.env.TRUTH_VESSEL ?? "Atlantic Meridian"),
)!;
const vessel = simVesselFrom(fjell.imoNumber, fjell.particulars, {
  limitedShaftPower: fjell.shaftPowerLimitation?.limitedPower ?? null,
});
const firstDay = Date.UTC(2023, 3, 1);
const DAYS = Number(process.env.TRUTH_DAYS ?? 365);
const STEP = Number(process.env.TRUTH_STEP ?? 120);

describe("ISO 19030 speed loss against the simulator's truth", () => {
  it("recovers a vessel-year's daily speed loss within 1 pp, and the last period's change per year (fouling and long trends) within 1 pp (the targets are npm run truth's)", () => {
    const started = performance.now();
    const simulation = createVesselSimulation(vessel, firstDay + DAYS * DAY_MS);
    const mapping = suggestFeatureMapping(
      variableDefinitions().map((v, id) => ({ id, name: v.name, unit: v.unit, taxa: v.taxa })),
    );
    const featureOf = new Map<string, FeatureName>();
    for (const [feature, variable] of Object.entries(mapping))
      featureOf.set(variable!.name, feature as FeatureName);
    const records: DayRecord[] = [];
    // The whole year's fuel and shaft power, for the added-fuel check below.
    const yearFuel: TimeValue[] = [];
    const yearPower: TimeValue[] = [];
    for (let i = 0; i < DAYS; i++) {
      const dayStart = firstDay + i * DAY_MS;
      const day = simulation.day(dayStart, { stepSeconds: STEP });
      const series: Record<string, TimeValue[]> = {};
      const fuel: TimeValue[] = [];
      for (const s of day.samples) {
        const feature = featureOf.get(s.variable);
        if (!feature) continue;
        if (feature === "ME Fuel Mass Flow") fuel.push({ t: s.t, value: s.value });
        else {
          const list = series[feature] ?? [];
          list.push({ t: s.t, value: s.value });
          series[feature] = list;
        }
        if (feature === "ME Fuel Mass Flow") yearFuel.push({ t: s.t, value: s.value });
        if (feature === "Shaft Power") yearPower.push({ t: s.t, value: s.value });
      }
      const record = computeDayRecord(dayStart, series as FeatureSeries, fuel, fjell.hullPerformance!);
      records.push(decodeDayRecord(encodeDayRecord(record)));
    }
    const simulated = performance.now();
    const dockings = simulation.plan.cleanings.filter((c) => c > firstDay && c < firstDay + DAYS * DAY_MS);
    expect(dockings.length).toBe(1);
    const analysis = foldDays(records, fjell.hullPerformance!, { calibrationStarts: dockings }).analysis!;
    const analysed = performance.now();

    const truth = new Map(simulatorTruth(simulation, firstDay, DAYS).map((d) => [d.dayStart, d]));
    const errors = analysis.days.map((d) => d.speedLoss - truth.get(d.dayStart)!.speedLossPercent);
    const mae = errors.reduce((s, e) => s + Math.abs(e), 0) / errors.length;
    const bias = errors.reduce((s, e) => s + e, 0) / errors.length;

    const trend = speedLossTrend(analysis.days, dockings);
    const last = trend.periods.at(-1)!;
    const truthDays = [...truth.values()].filter((d) => d.dayStart >= last.from);
    const truthSlope =
      ((truthDays.at(-1)!.speedLossPercent - truthDays[0]!.speedLossPercent) /
        (truthDays.at(-1)!.dayStart - truthDays[0]!.dayStart)) *
      365.25 *
      DAY_MS;
    const speedTrend = longTrend(
      "speed",
      analysis.days.map((d) => ({ t: d.dayStart, value: d.speedLoss })),
      dockings,
    );
    const longTrendRate = speedTrend.periods.at(-1)!.trendline!.changePerYear;
    console.info(
      `truth test (stored path): long-trend speed change/year ${longTrendRate.toFixed(3)} vs injected ${(FOULING_SPEED_LOSS_PER_YEAR * 100).toFixed(1)} pp; ` +
        `${analysis.days.length} days pass of ${DAYS}; MAE ${mae.toFixed(3)} pp, bias ${bias.toFixed(3)} pp; ` +
        `change/year last period ${last.changePerYear.toFixed(3)} vs truth ${truthSlope.toFixed(3)} pp; ` +
        `simulate ${((simulated - started) / 1000).toFixed(1)} s, analyse ${((analysed - simulated) / 1000).toFixed(1)} s; ` +
        `blocks ${JSON.stringify(analysis.counts)}; calibrations ${analysis.calibrations.map((c) => c.factor.toFixed(4)).join(", ")}`,
    );
    // Added fuel consumption of the last 30 days against the fouling the simulator injected: the product
    // takes the days' mean speed loss, the accepted blocks' speed profile, the speed-power reference and
    // the measured SFOC; the truth is, per hour at sea, the main engine's fuel minus what it would burn
    // for the same speed and weather with a clean hull (power / foulingPowerFactor).
    const end = firstDay + DAYS * DAY_MS;
    const since = end - 30 * DAY_MS;
    const lastDays = analysis.days.filter((d) => d.dayStart >= since);
    const speedLoss = lastDays.reduce((s, d) => s + d.speedLoss, 0) / lastDays.length;
    const powerAt = new Map(yearPower.map((p) => [p.t, p.value]));
    let kg = 0;
    let kwh = 0;
    const sums = emptyFuelSamples();
    for (const f of yearFuel) {
      const p = powerAt.get(f.t);
      if (f.t < since || p === undefined || p <= 500) continue;
      kg += f.value;
      kwh += p;
      addFuelSample(sums, p, f.value);
    }
    const fuelCurve = fitFuelCurve(sums);
    expect(fuelCurve).not.toBeNull();
    const product = addedFuelConsumption({
      profile: operatingProfile(analysis.blocks.filter((b) => b.t >= since)),
      reference: fjell.hullPerformance!.reference,
      speedLossPercent: speedLoss,
      sfoc: (kg * 1000) / kwh,
      fuelCurve,
      atSeaShare: 1,
    });
    // What the page now prices: the fouling's loss (the window's mean less the clean hull's after the docking).
    const loss = foulingLoss(lastDays, analysis.days, dockings[0]!)!;
    const fromLoss = addedFuelConsumption({
      profile: operatingProfile(analysis.blocks.filter((b) => b.t >= since)),
      reference: fjell.hullPerformance!.reference,
      speedLossPercent: loss.speedLoss,
      speedLossConfidence: loss.confidence,
      sfoc: (kg * 1000) / kwh,
      fuelCurve,
      atSeaShare: 1,
    });
    const withMeanSfoc = addedFuelConsumption({
      profile: operatingProfile(analysis.blocks.filter((b) => b.t >= since)),
      reference: fjell.hullPerformance!.reference,
      speedLossPercent: speedLoss,
      sfoc: (kg * 1000) / kwh,
      atSeaShare: 1,
    });
    let addedKg = 0;
    let hoursAtSea = 0;
    for (let t = since + 1_800_000; t < end; t += 3_600_000) {
      const state = simulation.stateAt(t);
      if (state.mode !== "AtSea") continue;
      hoursAtSea++;
      addedKg +=
        state.mainEngineFuel -
        fuelMassFlow(
          state.shaftPower / foulingPowerFactor(state.speedLoss),
          vessel.mcr,
          vessel.sfocBaseMainEngine,
        );
    }
    const truthPerDay = (addedKg / hoursAtSea) * 0.024;
    // The same truth at the accepted blocks only (the product's operating profile: reference conditions).
    let blockKg = 0;
    let blockLoss = 0;
    const accepted = analysis.blocks.filter((b) => b.t >= since);
    for (const b of accepted) {
      const state = simulation.stateAt(b.t + 300_000);
      blockLoss += state.speedLoss * 100;
      blockKg +=
        state.mainEngineFuel -
        fuelMassFlow(
          state.shaftPower / foulingPowerFactor(state.speedLoss),
          vessel.mcr,
          vessel.sfocBaseMainEngine,
        );
    }
    console.info(
      `truth at the ${accepted.length} accepted blocks: ${((blockKg / accepted.length) * 0.024).toFixed(3)} t/day, speed loss ${(blockLoss / accepted.length).toFixed(2)} %`,
    );
    console.info(
      `added fuel, last 30 days: product ${product.tonnesPerDayAtSea.toFixed(3)} t/day at sea at ${speedLoss.toFixed(2)} % ` +
        `(${lastDays.length} days), truth ${truthPerDay.toFixed(3)} t/day over ${hoursAtSea} h at sea`,
    );
    console.info(
      `added fuel from the fouling's loss: ${fromLoss.tonnesPerDayAtSea.toFixed(3)} t/day at sea (95 %: ` +
        `${fromLoss.range!.tonnesPerDayAtSea.map((x) => x.toFixed(3)).join("–")}) at ${loss.speedLoss.toFixed(2)} ± ` +
        `${loss.confidence!.toFixed(2)} pp (mean ${loss.meanSpeedLoss.toFixed(2)} − clean ${loss.baseline.toFixed(2)}), truth ${truthPerDay.toFixed(3)}`,
    );
    // Measured 0.697 t/day (95 %: 0.547–0.848) against the truth's 0.985 (−29 %): the clean hull read
    // 0.61 pp in the three months after the October docking, the window's level bias in March is ~0.2 pp
    // (waves are not corrected and differ by season), so the baseline takes off more than the level.
    // Outside ±15 % on this world; recorded in docs/fouling.md.
    expect(Math.abs(fromLoss.tonnesPerDayAtSea - truthPerDay) / truthPerDay).toBeLessThan(0.35);
    // The formula alone, fed the truth's speed loss at the same blocks, priced on the measured fuel curve
    // (the marginal SFOC; the mean SFOC overstated it by 12 % below ~80 % load), docs/fouling.md.
    const truthLoss = blockLoss / accepted.length;
    const atTruthLoss = addedFuelConsumption({
      profile: operatingProfile(accepted),
      reference: fjell.hullPerformance!.reference,
      speedLossPercent: truthLoss,
      sfoc: (kg * 1000) / kwh,
      fuelCurve,
      atSeaShare: 1,
    });
    const blockTruth = (blockKg / accepted.length) * 0.024;
    console.info(
      `formula at the truth's speed loss: ${atTruthLoss.tonnesPerDayAtSea.toFixed(3)} t/day; ` +
        `mean SFOC ${((kg * 1000) / kwh).toFixed(1)} g/kWh, marginal ${product.marginalSfoc.toFixed(1)} g/kWh; ` +
        `with the mean SFOC the product would say ${withMeanSfoc.tonnesPerDayAtSea.toFixed(3)} t/day`,
    );
    // Measured 0.954 vs 0.979 t/day (−2.6 %) while the reference was the simulator's own power law; with
    // the demo's reference a sea trial measured with 1 % noise per point, the added power read off the
    // curve's own slope (P_ref(V/(1−s)) − P_ref(V)) carries that noise: 9.3 % (2026-11-28), docs/fouling.md.
    expect(Math.abs(atTruthLoss.tonnesPerDayAtSea - blockTruth) / blockTruth).toBeLessThan(0.12);
    // Since the demo's reference is a noisy sea trial and its wind coefficient the product's default
    // (issue 30: no constant shared with the simulator), this world measures the page's added fuel (from
    // the fouling's loss, asserted above) 16 % high and a 0.74 pp/yr rate error (2026-11-28); the 30-day
    // level without the clean-hull baseline (`product`, printed) would read 42 % high. The targets
    // (±15 %, ±0.5 pp/yr) are measured against hidden worlds by `npm run truth`
    // (tests/truth/diagnostics.truth.ts), not asserted here.
    expect(analysis.days.length).toBeGreaterThan(100);
    expect(mae).toBeLessThanOrEqual(1);
    expect(Math.abs(last.changePerYear - truthSlope)).toBeLessThanOrEqual(1);
    // The long trends' speed loss over the period since the docking grows at the injected fouling rate.
    expect(Math.abs(longTrendRate - FOULING_SPEED_LOSS_PER_YEAR * 100)).toBeLessThanOrEqual(1);
    // Generous: about 10 s alone, several times that on a machine shared with other test runs.
  }, 240_000);
});
