import styled from "@emotion/styled";
import type { CiiSummary } from "./ciiApi";

const Tag = styled.span`
  display: inline-block;
  padding: 1px 6px;
  border-radius: 4px;
  border: 1px solid ${(p) => p.theme.color.warning};
  background: ${(p) => p.theme.color.warningSoft};
  color: ${(p) => p.theme.color.text};
  font-size: 0.78rem;
  font-weight: 600;
  white-space: nowrap;
`;

type Coverage = Pick<CiiSummary, "daysWithData" | "daysInYear" | "partial" | "rating">;

/** "31 of 365 days (partial)": the days of the year with data (docs/cii.md, "Partial years"). */
export const coverageText = (s: Coverage): string =>
  `${s.daysWithData} of ${s.daysInYear} days${s.partial ? " (partial)" : ""}`;

/**
 * "Provisional" beside a rating taken from less than the whole year of data; nothing for a whole year
 * or without a rating.
 */
export function ProvisionalMark({ summary, testId }: { summary: Coverage; testId?: string }) {
  if (!summary.partial || summary.rating === null) return null;
  return (
    <Tag
      data-testid={testId ?? "cii-provisional"}
      title={`Partial year: ${coverageText(summary)} with data, the rating is provisional`}
    >
      Provisional
    </Tag>
  );
}
