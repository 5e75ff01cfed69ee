import { normaliseDegrees } from "./geo.js";
import { smoothNoise } from "./random.js";

/** Weather and sea around a ship; all of it a smooth function of time and place for one seed. */
export interface Environment {
  /** True wind, knots, and the direction it blows from. */
  windSpeed: number;
  windDirection: number;
  /** Significant wave height, m. */
  waveHeight: number;
  seaTemperature: number;
  airTemperature: number;
  airPressure: number;
  /** Current along the ship's track, knots (positive helps). */
  currentAlongTrack: number;
}

const CHANNEL = { wind: 1, gust: 2, windDir: 3, swell: 4, sea: 5, air: 6, pressure: 7, current: 8 };
const DAY_MS = 24 * 3600_000;

function dayOfYear(t: number): number {
  const d = new Date(t);
  return (t - Date.UTC(d.getUTCFullYear(), 0, 1)) / DAY_MS;
}

export function environmentAt(seed: number, t: number, latitude: number): Environment {
  const windSpeed = Math.min(
    55,
    Math.max(
      0.5,
      15 + 10 * smoothNoise(seed, CHANNEL.wind, t, 20 * 3600) + 3 * smoothNoise(seed, CHANNEL.gust, t, 1800),
    ),
  );
  const windDirection = normaliseDegrees(240 + 200 * smoothNoise(seed, CHANNEL.windDir, t, 40 * 3600));
  const waveHeight = Math.max(
    0.2,
    0.3 + 0.007 * windSpeed ** 1.6 + 0.6 * (1 + smoothNoise(seed, CHANNEL.swell, t, 30 * 3600)),
  );
  const lat = Math.abs(latitude);
  const cos = Math.cos((latitude * Math.PI) / 180);
  // Warmest at the end of summer of each hemisphere, with a swing that grows away from the tropics.
  const season =
    Math.cos((2 * Math.PI * (dayOfYear(t) - 225)) / 365.25) * Math.sign(latitude) * Math.min(1, lat / 30);
  const seaTemperature = Math.min(
    31,
    Math.max(-1.5, 28 * cos * cos - 1 + 3.5 * season + 0.6 * smoothNoise(seed, CHANNEL.sea, t, 12 * 3600)),
  );
  const diurnal = Math.sin((2 * Math.PI * ((t % DAY_MS) / DAY_MS - 0.375)) / 1);
  const airTemperature = seaTemperature + 2.5 * smoothNoise(seed, CHANNEL.air, t, 8 * 3600) + 1.5 * diurnal;
  const airPressure = 1013 + 14 * smoothNoise(seed, CHANNEL.pressure, t, 48 * 3600);
  const currentAlongTrack = 0.7 * smoothNoise(seed, CHANNEL.current, t, 10 * 3600);
  return {
    windSpeed,
    windDirection,
    waveHeight,
    seaTemperature,
    airTemperature,
    airPressure,
    currentAlongTrack,
  };
}

/** Wind as felt on board (apparent): speed and direction it comes from relative to the bow (0 = head-on). */
export function relativeWind(
  windSpeed: number,
  windFrom: number,
  shipSpeed: number,
  heading: number,
): { speed: number; angle: number } {
  const rad = Math.PI / 180;
  // Air moves towards windFrom + 180; the ship's own motion adds a head wind of its speed.
  const ax = windSpeed * Math.sin((windFrom + 180) * rad) - shipSpeed * Math.sin(heading * rad);
  const ay = windSpeed * Math.cos((windFrom + 180) * rad) - shipSpeed * Math.cos(heading * rad);
  const speed = Math.hypot(ax, ay);
  if (speed < 1e-9) return { speed: 0, angle: 0 };
  const from = Math.atan2(-ax, -ay) / rad;
  return { speed, angle: normaliseDegrees(from - heading) };
}
