/**
 * Country codes whose ports are EU/EEA member-state ports for EU MRV (regulations reference §3):
 * the EU 27, the EEA states Iceland, Norway and Liechtenstein, and the French outermost regions,
 * which carry UN/LOCODE country codes of their own. GB, GI, FO and GL are not member states.
 */
export const MRV_COUNTRY_CODES: ReadonlySet<string> = new Set([
  ...["AT", "BE", "BG", "HR", "CY", "CZ", "DK", "EE", "FI", "FR", "DE", "GR", "HU", "IE"],
  ...["IT", "LV", "LT", "LU", "MT", "NL", "PL", "PT", "RO", "SK", "SI", "ES", "SE"],
  ...["IS", "NO", "LI"],
  ...["GP", "MQ", "GF", "RE", "YT", "MF"],
]);

/** Whether a port, by its UN/LOCODE (country code first), lies in an EU/EEA member state. */
export function isMrvPort(loCode: string): boolean {
  return MRV_COUNTRY_CODES.has(loCode.trim().slice(0, 2).toUpperCase());
}
