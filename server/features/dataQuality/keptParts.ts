import type { QualityPart } from "../../../domain/dataQuality/summaryDays.js";

/**
 * Parsed data-quality parts kept per vessel and day with the stored key they were read under (issue 32,
 * docs/performance.md "Fifth pass"): a stored day's key names its content (model and data fingerprints),
 * so while the key holds, the Summary folds the part it parsed before instead of reading and parsing the
 * JSON again on every call. Parts are shared: nobody may change one. A parsed day of six features takes about
 * 2.6 KB of heap; 20,000 days (about 50 MB) hold the default span of a 500-vessel fleet.
 */
export class KeptParts {
  readonly #parts = new Map<string, { key: string; part: QualityPart }>();

  constructor(readonly capacity = 20_000) {}

  /** The part kept for the vessel's day under exactly this key, else undefined. */
  get(vesselId: string, day: number, key: string): QualityPart | undefined {
    const kept = this.#parts.get(`${vesselId}|${day}`);
    return kept?.key === key ? kept.part : undefined;
  }

  /** Parses and keeps a stored day's part; past the capacity the oldest kept day goes first. */
  keep(vesselId: string, day: number, key: string, data: string): QualityPart {
    const part = JSON.parse(data) as QualityPart;
    const at = `${vesselId}|${day}`;
    this.#parts.delete(at);
    this.#parts.set(at, { key, part });
    if (this.#parts.size > this.capacity) this.#parts.delete(this.#parts.keys().next().value!);
    return part;
  }

  get size(): number {
    return this.#parts.size;
  }
}
