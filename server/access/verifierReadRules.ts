/**
 * What a verifier may call under /api/v1: reads of the granted vessels' voyages, emission reports and
 * audit trails, and its own profile. Each rule says which part of the path names the vessel, the voyage
 * (its departure) or the reporting year, so one check (server/http/verifierConfinement.ts) decides
 * every call against the grant. A path no rule matches is refused.
 */
export interface VerifierReadRule {
  pattern: RegExp;
  /** What the path names (capture groups): a vessel id, a departure id, a year. */
  names: { vessel?: number; departure?: number; year?: number };
  /** Answered without a grant in force (the caller's own records). */
  own?: true;
  /** A list answer whose items carry `departedAt`: items of years not granted are left out. */
  listByDeparture?: true;
}

const ID = "([^/]+)";

export const VERIFIER_READ_RULES: readonly VerifierReadRule[] = [
  { pattern: /^\/Users\/Get(?:User)?\/?$/, names: {}, own: true },
  { pattern: /^\/Verifiers\/MyAccess\/?$/, names: {}, own: true },
  { pattern: /^\/Verification\/Keys\/?$/, names: {} },
  { pattern: /^\/Vessels\/?$/, names: {} },
  { pattern: new RegExp(`^/Vessels/${ID}/?$`), names: { vessel: 1 } },
  { pattern: new RegExp(`^/Vessel/${ID}/Voyages/?$`), names: { vessel: 1 }, listByDeparture: true },
  {
    pattern: new RegExp(
      `^/(?:Voyages/${ID}(?:/Verification|/FuelStockBalance)?|Audit/Voyages/${ID}(?:/events|/trail|/Verification)?|EmissionReport/(?:MrvVoyage|ImoVoyage|VoyageDnv)/${ID})/?$`,
    ),
    names: { departure: 1 },
  },
  {
    pattern: new RegExp(`^/(?:EmissionReport/(?:MrvYearly|ImoYearly)|EuEts|FuelEU)/${ID}/(\\d{4})/?$`),
    names: { vessel: 1, year: 2 },
  },
  {
    pattern: new RegExp(`^/EmissionReport/(?:MrvYearly|ImoYearly)/${ID}/(\\d{4})/Verification/?$`),
    names: { vessel: 1, year: 2 },
  },
];

export interface MatchedRead {
  rule: VerifierReadRule;
  vesselId: string | null;
  departureId: string | null;
  year: number | null;
}

/** The rule a path (under /api/v1, without its query) falls under, with what it names; null: none. */
export function matchVerifierRead(path: string): MatchedRead | null {
  for (const rule of VERIFIER_READ_RULES) {
    const match = rule.pattern.exec(path);
    if (!match) continue;
    const group = (i: number | undefined) =>
      i === undefined ? null : (match.slice(1).filter((g) => g !== undefined)[i - 1] ?? null);
    const year = group(rule.names.year);
    return {
      rule,
      vesselId: group(rule.names.vessel),
      departureId: group(rule.names.departure),
      year: year === null ? null : Number(year),
    };
  }
  return null;
}
