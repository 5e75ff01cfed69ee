/**
 * Whose turn it is on a queue: the companies with waiting packages take turns in a fixed order (round
 * robin), so one company's thousand packages cannot hold back another company's one. Within a company
 * the oldest package goes first.
 */
export function takeTurn(
  /** IMO numbers with a waiting package, the one waiting longest first. */
  waiting: readonly string[],
  companyOf: (imoNumber: string) => string,
  /** The company served last on this queue. */
  lastServed: string | undefined,
): { company: string; imoNumbers: string[] } | null {
  const byCompany = new Map<string, string[]>();
  for (const imoNumber of waiting) {
    const company = companyOf(imoNumber);
    byCompany.set(company, [...(byCompany.get(company) ?? []), imoNumber]);
  }
  const companies = [...byCompany.keys()].sort();
  const company = companies.find((c) => lastServed === undefined || c > lastServed) ?? companies[0];
  return company === undefined ? null : { company, imoNumbers: byCompany.get(company)! };
}
