import type { Environment } from "./environment.js";
import { uniformAt } from "./random.js";

/**
 * Heavy weather for a vessel with a shaft power limitation (MEPC.335(76)), so its data holds real uses
 * of the power reserve. Seeded and pure in time: in each 3-day window a spell comes with probability
 * 0.35, starts at a seeded moment and lasts 2–6 h; wind and waves rise and fall over it (Beaufort 7–8 and
 * 4–5.5 m at its height). During a spell the master un-limits the engine and the ship may use power up to
 * the engine's rating; outside spells the limitation system holds the power a little below the limited
 * power (`SHAPOLI_HOLD`), so noise on the torque meter does not read as a breach.
 */
export const HEAVY_WEATHER = {
  windowMs: 3 * 24 * 3600_000,
  chance: 0.35,
  minHours: 2,
  maxHours: 6,
} as const;

/** Share of the limited power the limitation system holds the shaft at when it limits. */
export const SHAPOLI_HOLD = 0.97;

const CHANNEL = 30;
const HOUR = 3600_000;

function spellOf(seed: number, window: number): { start: number; end: number } | null {
  if (uniformAt(seed, CHANNEL, window) >= HEAVY_WEATHER.chance) return null;
  const start =
    window * HEAVY_WEATHER.windowMs + uniformAt(seed, CHANNEL, window, 1) * HEAVY_WEATHER.windowMs;
  const hours =
    HEAVY_WEATHER.minHours +
    (HEAVY_WEATHER.maxHours - HEAVY_WEATHER.minHours) * uniformAt(seed, CHANNEL, window, 2);
  return { start, end: start + hours * HOUR };
}

/** How heavy the weather of a spell is at t: 0 outside spells, rising to 1 at a spell's middle. */
export function heavyWeatherAt(seed: number, t: number): number {
  const window = Math.floor(t / HEAVY_WEATHER.windowMs);
  // A spell may run over from the window before.
  for (const w of [window, window - 1]) {
    const spell = spellOf(seed, w);
    if (spell && t >= spell.start && t < spell.end)
      return Math.sin((Math.PI * (t - spell.start)) / (spell.end - spell.start));
  }
  return 0;
}

/** The environment in a spell of the given intensity (0–1): stronger wind, higher waves. */
export function withHeavyWeather(env: Environment, intensity: number): Environment {
  if (intensity <= 0) return env;
  return {
    ...env,
    windSpeed: Math.max(env.windSpeed, 18 + 16 * intensity),
    waveHeight: Math.max(env.waveHeight, 1.5 + 4 * intensity),
  };
}
