import styled from "@emotion/styled";
import { coverageText, ProvisionalMark } from "./CiiCoverage";
import { CiiRatingBadge } from "./CiiRatingBadge";
import { type CiiFleetRow, isRated } from "./ciiApi";
import { CII_BASIS_TEXT, ciiNumber, SOURCE_TEXT } from "./ciiLook";

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
  .dcs { display: inline-flex; align-items: center; gap: 4px; font-size: 0.8rem; color: ${(p) => p.theme.color.textMuted}; }
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
              {ytd && isRated(row) && (
                <span className="dcs" data-testid="cii-summary-dcs">
                  IMO DCS basis{" "}
                  <CiiRatingBadge
                    rating={row.dcs.rating}
                    size={20}
                    label={`${row.vesselName}, IMO DCS basis`}
                  />
                </span>
              )}
            </span>
          ))}
        </Strip>
      )}
      {showTable && (
        <Table>
          <thead>
            <tr>
              <th>Vessel</th>
              <th>{ytd ? "Operational (YTD)" : "Projected rating"}</th>
              <th className="num">{ytd ? "Attained" : "Projected"}</th>
              <th className="num">Required</th>
              {ytd && <th>IMO DCS basis</th>}
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
                {ytd && (
                  <td data-testid="cii-summary-dcs">
                    {isRated(row) ? (
                      <span css={{ display: "inline-flex", gap: 8, alignItems: "center" }}>
                        <CiiRatingBadge
                          rating={row.dcs.rating}
                          size={22}
                          label={`${row.vesselName}, IMO DCS basis`}
                        />
                        {ciiNumber(row.dcs.attained)}
                      </span>
                    ) : (
                      "—"
                    )}
                  </td>
                )}
                <td>{isRated(row) ? SOURCE_TEXT[row.source] : row.error}</td>
                <td>{isRated(row) ? coverageText(row) : "—"}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      {ytd && rows.some(isRated) && (
        <p css={{ margin: 0, fontSize: "0.8rem", opacity: 0.8 }}>
          {CII_BASIS_TEXT.operational} {CII_BASIS_TEXT.dcs}
        </p>
      )}
    </div>
  );
}
