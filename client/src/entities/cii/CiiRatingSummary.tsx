import styled from "@emotion/styled";
import { coverageText, ProvisionalMark } from "./CiiCoverage";
import { CiiRatingBadge } from "./CiiRatingBadge";
import { type CiiFleetRow, isRated } from "./ciiApi";
import { ciiNumber, SOURCE_TEXT } from "./ciiLook";

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 0.9rem;
  th, td { padding: 6px 8px; text-align: left; border-bottom: 1px solid ${(p) => p.theme.color.border}; }
  th { color: ${(p) => p.theme.color.textMuted}; font-weight: 600; }
  td.num { text-align: right; font-variant-numeric: tabular-nums; }
`;

const Strip = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 10px 16px;
  align-items: center;
  .vessel { display: inline-flex; align-items: center; gap: 8px; color: ${(p) => p.theme.color.text}; }
`;

export interface CiiRatingSummaryProps {
  rows: readonly CiiFleetRow[];
  /** true: year to date; false: the projected year-end rating. */
  ytd: boolean;
  showTable: boolean;
  testId?: string;
}

/**
 * The fleet's CII ratings for the dashboard widget (config {vessels, ytd, showTable}): a badge per vessel,
 * and with showTable the attained and required CII, the source and (not ytd) the projection.
 */
export function CiiRatingSummary({
  rows,
  ytd,
  showTable,
  testId = "cii-rating-summary",
}: CiiRatingSummaryProps) {
  const ratingOf = (row: CiiFleetRow) =>
    isRated(row) ? (ytd ? row.rating : (row.projection?.rating ?? null)) : null;
  const attainedOf = (row: CiiFleetRow) =>
    isRated(row) ? (ytd ? row.attained : (row.projection?.attained ?? null)) : null;
  if (rows.length === 0) return <p data-testid={testId}>No vessels with the CII module.</p>;
  return (
    <div data-testid={testId} css={{ display: "grid", gap: 12 }}>
      {!showTable && (
        <Strip>
          {rows.map((row) => (
            <span className="vessel" key={row.vesselId} data-testid="cii-summary-vessel">
              <CiiRatingBadge rating={ratingOf(row)} label={row.vesselName} />
              {row.vesselName}
              {ytd && isRated(row) && <ProvisionalMark summary={row} />}
            </span>
          ))}
        </Strip>
      )}
      {showTable && (
        <Table>
          <thead>
            <tr>
              <th>Vessel</th>
              <th>{ytd ? "Rating (YTD)" : "Projected rating"}</th>
              <th className="num">{ytd ? "Attained" : "Projected"}</th>
              <th className="num">Required</th>
              <th>Source</th>
              <th>Days with data</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.vesselId} data-testid="cii-summary-row">
                <td>{row.vesselName}</td>
                <td>
                  <span css={{ display: "inline-flex", gap: 8, alignItems: "center" }}>
                    <CiiRatingBadge rating={ratingOf(row)} size={22} label={row.vesselName} />
                    {ytd && isRated(row) && <ProvisionalMark summary={row} />}
                  </span>
                </td>
                <td className="num">{ciiNumber(attainedOf(row))}</td>
                <td className="num">{isRated(row) ? ciiNumber(row.required) : "—"}</td>
                <td>{isRated(row) ? SOURCE_TEXT[row.source] : row.error}</td>
                <td>{isRated(row) ? coverageText(row) : "—"}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </div>
  );
}
