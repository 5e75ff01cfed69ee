/**
 * Sea surface temperature along the track (spec 3 §3 "Sea surface temperature response: maps keyed by
 * timestamp (seaSurfaceTemperature, latitude, longitude, shipSpeed, timeSpent); entries without both
 * latitude and longitude are dropped; each point has timestamp, temperature, latlng, shipSpeed,
 * timeSpent"). Pure: from hourly values of the features to one entry per bucket (6 hours by default,
 * the map's track step), then to points.
 */
export interface TimeValue {
  t: number;
  value: number;
}

export interface SeaTemperatureEntry {
  seaSurfaceTemperature: number | null;
  latitude: number | null;
  longitude: number | null;
  shipSpeed: number | null;
  /** Hours with a temperature value in the bucket. */
  timeSpent: number;
}

export interface SeaTemperaturePoint {
  timestamp: string;
  temperature: number;
  latlng: [number, number];
  shipSpeed: number | null;
  timeSpent: number;
}

const HOUR = 3_600_000;

function bucketMeans(values: readonly TimeValue[], bucketMs: number) {
  const out = new Map<number, { sum: number; n: number; last: number; lastT: number; hours: Set<number> }>();
  for (const { t, value } of values) {
    if (!Number.isFinite(value)) continue;
    const key = Math.floor(t / bucketMs) * bucketMs;
    const acc = out.get(key);
    if (acc) {
      acc.sum += value;
      acc.n++;
      acc.hours.add(Math.floor(t / HOUR));
      if (t >= acc.lastT) {
        acc.last = value;
        acc.lastT = t;
      }
    } else out.set(key, { sum: value, n: 1, last: value, lastT: t, hours: new Set([Math.floor(t / HOUR)]) });
  }
  return out;
}

/** Entries keyed by the bucket's start (ISO time): mean temperature and speed, last position, hours. */
export function seaTemperatureEntries(
  series: {
    temperature: readonly TimeValue[];
    latitude: readonly TimeValue[];
    longitude: readonly TimeValue[];
    speed: readonly TimeValue[];
  },
  bucketMs = 6 * HOUR,
): Record<string, SeaTemperatureEntry> {
  const temperature = bucketMeans(series.temperature, bucketMs);
  const lat = bucketMeans(series.latitude, bucketMs);
  const lon = bucketMeans(series.longitude, bucketMs);
  const speed = bucketMeans(series.speed, bucketMs);
  const entries: Record<string, SeaTemperatureEntry> = {};
  for (const key of [...temperature.keys()].sort((a, b) => a - b)) {
    const temp = temperature.get(key)!;
    entries[new Date(key).toISOString()] = {
      seaSurfaceTemperature: temp.sum / temp.n,
      latitude: lat.get(key)?.last ?? null,
      longitude: lon.get(key)?.last ?? null,
      shipSpeed: speed.has(key) ? speed.get(key)!.sum / speed.get(key)!.n : null,
      timeSpent: temp.hours.size,
    };
  }
  return entries;
}

/** The map's points: entries without both latitude and longitude (or without a temperature) are dropped. */
export function seaTemperaturePoints(
  entries: Readonly<Record<string, SeaTemperatureEntry>>,
): SeaTemperaturePoint[] {
  return Object.entries(entries)
    .filter(
      ([, e]) =>
        e.latitude !== null &&
        e.longitude !== null &&
        e.seaSurfaceTemperature !== null &&
        Math.abs(e.latitude) <= 90 &&
        Math.abs(e.longitude) <= 180,
    )
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([timestamp, e]) => ({
      timestamp,
      temperature: e.seaSurfaceTemperature!,
      latlng: [e.latitude!, e.longitude!] as [number, number],
      shipSpeed: e.shipSpeed,
      timeSpent: e.timeSpent,
    }));
}
