import { FIRST_REPORTING_YEAR, MAX_GRANT_DAYS } from "../../../../../domain/verifiers/verifierAccess";
import type { GrantPayload } from "./verifiersApi";

/** The reporting years a grant may name, newest first. */
export function grantableYears(today: Date): number[] {
  const years: number[] = [];
  for (let year = today.getUTCFullYear(); year >= FIRST_REPORTING_YEAR; year--) years.push(year);
  return years;
}

/** The last day an expiry may fall on: the grant may run at most MAX_GRANT_DAYS from now. */
export const lastExpiryDay = (today: Date): Date =>
  new Date(today.getTime() + (MAX_GRANT_DAYS - 2) * 86_400_000);

/** A picked calendar day (local date parts) as the end of that day in UTC. */
export const endOfDayUtc = (day: Date): string =>
  new Date(Date.UTC(day.getFullYear(), day.getMonth(), day.getDate(), 23, 59, 59)).toISOString();

/** The picker's day of an expiry (its UTC date shown as a local date). */
export const pickerDayOf = (iso: string): Date => {
  const at = new Date(iso);
  return new Date(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate());
};

export interface GrantDraft {
  vesselIds: string[];
  years: number[];
  expiry: Date | null;
}

/** What is missing before a grant can be sent, one message per field; null when it is complete. */
export function grantProblems(draft: GrantDraft): Partial<Record<keyof GrantDraft, string>> | null {
  const problems: Partial<Record<keyof GrantDraft, string>> = {};
  if (draft.vesselIds.length === 0) problems.vesselIds = "Choose at least one vessel.";
  if (draft.years.length === 0) problems.years = "Choose at least one reporting year.";
  if (!draft.expiry) problems.expiry = "Choose the last day of access.";
  return Object.keys(problems).length ? problems : null;
}

export const payloadOf = (draft: GrantDraft): GrantPayload => ({
  vesselIds: draft.vesselIds,
  years: draft.years,
  expiresAt: endOfDayUtc(draft.expiry!),
});
