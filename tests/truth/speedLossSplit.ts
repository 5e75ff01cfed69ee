/**
 * `npx tsx tests/truth/speedLossSplit.ts [docked|on-boarded|fast]`: the daily speed-loss error of the full
 * hidden worlds in process (their days computed and folded as the daily store folds them) split into its
 * parts, pp of speed loss (product − truth), each accepted block against the world's state at its middle:
 * - log: the calibrated speed through water against the true one;
 * - waves, wind: the product's corrections against the world's weather power (STAWAVE-1 × ¼ against the
 *   world's wave factor, the (1 + cos ψ)/2 shape against the world's Cx table);
 * - reference: the product's expected speed at the clean hull's calm-water power and draft against the true
 *   speed (the sea trial's noise, the interpolation between points and drafts);
 * - rest: what is left (the power's own noise within a block, the block against its middle's state).
 * Then the days as the truth suite weighs them (days with ≥ 12 h at sea), bias and MAE, and by month.
 */
import { expectedSpeed } from "../../domain/hullPerformance/reference.js";
import { addedWavePower } from "../../domain/hullPerformance/waves.js";
import { foldDays } from "../../domain/performance/dailyRecord.js";
import { calmWaterPower, weatherPowerFactor } from "../../domain/simulator/physics.js";
import { DAY_MS } from "../../domain/simulator/simulateDay.js";
import { worldWindFactor } from "../../domain/simulator/world.js";
import { DOCKED_AND_CLEANED, FAST_FOULING, FOULED_AND_AGEING, SHORT_WORLD } from "./diagnosticsWorlds.js";
import { worldInProcess } from "./worldInProcess.js";

const worlds = {
  docked: DOCKED_AND_CLEANED,
  "on-boarded": FOULED_AND_AGEING,
  fast: FAST_FOULING,
  short: SHORT_WORLD,
};
const names = process.argv.slice(2).length ? process.argv.slice(2) : ["docked", "on-boarded", "fast"];
const PARTS = ["total", "log", "waves", "wind", "reference", "rest"] as const;
type Parts = Record<(typeof PARTS)[number], number>;
const mean = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

for (const name of names) {
  const spec = worlds[name as keyof typeof worlds];
  const w0 = worldInProcess(spec);
  const { simulation, sim, records, courses, truthByDay, calibrationStarts } = w0;
  const settings = w0.settings;
  const { analysis } = foldDays(records, settings, { courses, calibrationStarts });
  const waveOf = new Map<number, number | null>();
  for (const r of records)
    for (const b of r.blocks) if (b.candidate) waveOf.set(b.candidate.t, b.candidate.waveHeight);
  const byDay = new Map<number, Parts[]>();
  const draftParts: number[][] = [];
  for (const b of analysis!.blocks) {
    const s = simulation.stateAt(b.t + 300_000);
    if (s.mode !== "AtSea") continue;
    const ve = (p: number) => expectedSpeed(settings.reference, p, b.draft);
    const pp = (a: number, c: number) => (100 * (a - c)) / b.ve;
    const wave =
      (s.environment.waveHeight > 0
        ? weatherPowerFactor(0, s.relativeWindAngle, s.environment.waveHeight)
        : 1) - 1;
    const wind = worldWindFactor(spec.world, s.relativeWindSpeed, s.relativeWindAngle, s.speedThroughWater);
    const factor = 1 + wave + wind;
    const trueCalm = b.power / factor;
    const hs = waveOf.get(b.t) ?? null;
    const productCalm = hs === null ? b.power : b.power - addedWavePower(hs, settings.breadth, b.vm);
    const weather = pp(ve(b.correctedPower), ve(trueCalm));
    const waves = pp(ve(productCalm), ve((b.power * (1 + wind)) / factor));
    const draft = (s.draftFore + s.draftAft) / 2;
    const clean = calmWaterPower(sim, s.speedThroughWater, draft);
    const reference = pp(expectedSpeed(settings.reference, clean, b.draft), s.speedThroughWater);
    if (process.env.DRAFT === "1")
      draftParts.push([
        pp(
          expectedSpeed(settings.reference, clean, b.draft),
          expectedSpeed(settings.reference, clean, draft),
        ),
        b.draft - draft,
        draft,
      ]);
    const total = -b.pv - 100 * s.speedLoss;
    const log = -pp(b.vm, s.speedThroughWater);
    const parts: Parts = {
      total,
      log,
      waves,
      wind: weather - waves,
      reference,
      rest: total - log - weather - reference,
    };
    const day = Math.floor(b.t / DAY_MS) * DAY_MS;
    const list = byDay.get(day) ?? [];
    list.push(parts);
    byDay.set(day, list);
  }
  if (draftParts.length) {
    const ds = draftParts.map((d) => d[2]!).sort((a, b) => a - b);
    console.log(
      `  draft: measured − true ${mean(draftParts.map((d) => d[1]!)).toFixed(3)} m, its part ${mean(draftParts.map((d) => d[0]!)).toFixed(3)} pp; true drafts 10/50/90 % ${[0.1, 0.5, 0.9].map((q) => ds[Math.floor(q * (ds.length - 1))]!.toFixed(2)).join(" ")} m; reference drafts ${settings.reference.map((c) => c.draft).join(", ")}`,
    );
  }
  const days = analysis!.days
    .filter((d) => (truthByDay.get(d.dayStart)?.hoursAtSea ?? 0) >= 12 && byDay.has(d.dayStart))
    .map((d) => {
      const blocks = byDay.get(d.dayStart)!;
      const out = Object.fromEntries(PARTS.map((k) => [k, mean(blocks.map((p) => p[k]))])) as Parts;
      return {
        dayStart: d.dayStart,
        daily: d.speedLoss - truthByDay.get(d.dayStart)!.speedLossPercent,
        ...out,
      };
    });
  const line = (label: string, ds: typeof days) =>
    `${label.padEnd(10)} n ${String(ds.length).padStart(3)} daily ${mean(ds.map((d) => d.daily))
      .toFixed(2)
      .padStart(6)} MAE ${mean(ds.map((d) => Math.abs(d.daily))).toFixed(2)} | ` +
    PARTS.map(
      (k) =>
        `${k} ${mean(ds.map((d) => d[k]))
          .toFixed(2)
          .padStart(6)}`,
    ).join(" ");
  const w = analysis!.wind;
  // The error's trend per year over the days since the latest hull event (the long trend's last period).
  const from = Math.max(spec.first, ...spec.world.hullEvents.map((e) => e.at));
  const late = days.filter((d) => d.dayStart >= from);
  const mt = mean(late.map((d) => d.dayStart));
  const me = mean(late.map((d) => d.daily));
  const slope =
    late.reduce((s, d) => s + (d.dayStart - mt) * (d.daily - me), 0) /
    late.reduce((s, d) => s + (d.dayStart - mt) ** 2, 0);
  // The fouling rate as the long trend reads it: the line through every daily value of the last period.
  const lastDays = analysis!.days.filter((d) => d.dayStart >= from);
  const lt = mean(lastDays.map((d) => d.dayStart));
  const ll = mean(lastDays.map((d) => d.speedLoss));
  const rate =
    (lastDays.reduce((s, d) => s + (d.dayStart - lt) * (d.speedLoss - ll), 0) /
      lastDays.reduce((s, d) => s + (d.dayStart - lt) ** 2, 0)) *
    365.25 *
    DAY_MS;
  const rss = lastDays.reduce(
    (s, d) => s + (d.speedLoss - ll - (rate / (365.25 * DAY_MS)) * (d.dayStart - lt)) ** 2,
    0,
  );
  const se =
    (Math.sqrt(rss / (lastDays.length - 2)) /
      Math.sqrt(lastDays.reduce((s, d) => s + (d.dayStart - lt) ** 2, 0))) *
    365.25 *
    DAY_MS;
  console.log(
    `  fouling rate (line through the last period's ${lastDays.length} daily values) − truth ${(rate - 100 * spec.world.foulingPerYear).toFixed(2)} ± ${se.toFixed(2)} (1 se) pp/yr`,
  );
  console.log(
    `${spec.world.name}: wind coefficient ${w.coefficient.toExponential(3)} (${w.method}${w.standardError ? ` ± ${(1.96 * w.standardError).toExponential(2)}` : ""}, world ${spec.world.wind.coefficient}); ` +
      `error's trend since ${new Date(from).toISOString().slice(0, 10)} ${(slope * 365.25 * DAY_MS).toFixed(2)} pp/yr over ${late.length} days`,
  );
  console.log(`  ${line("all days", days)}`);
  const months = [...new Set(days.map((d) => new Date(d.dayStart).toISOString().slice(0, 7)))];
  for (const m of months)
    console.log(
      `  ${line(
        m,
        days.filter((d) => new Date(d.dayStart).toISOString().startsWith(m)),
      )}`,
    );
}
