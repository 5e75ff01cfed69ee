import styled from "@emotion/styled";

/**
 * The value column keeps at least 10rem (or 60 % of a narrower list) and breaks only between words: a
 * label column of up to 200 px left values of a 340 px card at 1024 px some 70 px, and they broke
 * inside words ("provisiona l"). The labels wrap instead; a single word wider than its column (an
 * e-mail address, a key) still breaks rather than leaving the card.
 */
const List = styled.dl`
  display: grid;
  grid-template-columns: minmax(min(6rem, 40%), 200px) minmax(min(10rem, 60%), 1fr);
  gap: 10px 20px;
  margin: 0;
  dt { color: ${(p) => p.theme.color.textMuted}; font-weight: 500; min-width: 0; overflow-wrap: break-word; }
  dd {
    margin: 0;
    min-width: 0;
    color: ${(p) => p.theme.color.text};
    white-space: pre-wrap;
    word-break: keep-all;
    overflow-wrap: break-word;
  }
`;

/** Read-only label/value pairs; an empty value shows a dash. */
export function InfoList({
  rows,
  testId,
}: {
  rows: [string, string | number | null | undefined][];
  testId?: string;
}) {
  return (
    <List data-testid={testId}>
      {rows.map(([label, value]) => (
        <div key={label} css={{ display: "contents" }}>
          <dt>{label}</dt>
          <dd>{value === null || value === undefined || value === "" ? "—" : String(value)}</dd>
        </div>
      ))}
    </List>
  );
}
