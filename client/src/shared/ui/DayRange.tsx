import { formatUtc } from "../format/formatUtc";

const whole = { whiteSpace: "nowrap" } as const;

/**
 * "01. Jan, 2026 – 29. Nov, 2026" for a table cell: a narrow column breaks the range after its dash,
 * never inside a date (at 1024 px Long Trend's and ISO 19030's period tables broke them over three lines).
 */
export function DayRange({ from, to }: { from: string | null; to: string | null }) {
  return (
    <>
      <span css={whole}>{formatUtc(from, false)}&nbsp;–</span> <span css={whole}>{formatUtc(to, false)}</span>
    </>
  );
}
