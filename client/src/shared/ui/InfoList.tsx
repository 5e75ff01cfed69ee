import styled from "@emotion/styled";

const List = styled.dl`
  display: grid;
  grid-template-columns: minmax(120px, 200px) 1fr;
  gap: 10px 20px;
  margin: 0;
  dt { color: ${(p) => p.theme.color.textMuted}; font-weight: 500; }
  dd { margin: 0; color: ${(p) => p.theme.color.text}; overflow-wrap: anywhere; white-space: pre-wrap; }
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
