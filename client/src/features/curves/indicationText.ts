import type { ExcludedHours } from "../../../../domain/charterParty/goodWeather";
import type { CharterTerms } from "../../../../domain/charterParty/terms";
import { DISPLAY_DECIMALS, formatFixed } from "../../shared/format/formatFixed";

const REASONS: Record<keyof ExcludedHours, string> = {
  badWeather: "of bad weather",
  noWeatherData: "without wind data",
  noLogData: "without speed or consumption logged",
  notOnPassage: "manoeuvring (under 3 kn)",
};

const hours = (h: number) => `${formatFixed(h, 1)} h`;

/** What the indication counts: the terms it applies, in one sentence. */
export function termsText(terms: CharterTerms, consumer: string | null): string {
  return (
    `Good weather only (true wind up to Beaufort ${terms.maxBeaufort}), ${consumer ?? "the curve's consumer"} ` +
    `only, against the curve at the mean speed through water with "about" ${formatFixed(terms.speedAllowanceKn, DISPLAY_DECIMALS.speed)} kn ` +
    `and "about" ${formatFixed(terms.fuelAllowancePct, 1)} %.`
  );
}

/**
 * What the indication leaves out: hours underway by reason (of the legs a curve judged), and the
 * consumers the curve does not cover.
 */
export function excludedText(excluded: ExcludedHours, consumer: string | null): string {
  const parts = (Object.keys(REASONS) as (keyof ExcludedHours)[])
    .filter((reason) => excluded[reason] > 0)
    .map((reason) => `${hours(excluded[reason])} ${REASONS[reason]}`);
  const hoursPart = parts.length > 0 ? `Left out: ${parts.join(", ")}. ` : "";
  return `${hoursPart}Consumers other than ${consumer ?? "the curve's"} (auxiliary engines, boilers) are not compared.`;
}
