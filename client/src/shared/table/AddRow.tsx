import styled from "@emotion/styled";

/** The line under a table holding the inputs of a new row. */
export const AddRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 12px;
  padding: 12px 16px;
  border-top: 1px solid ${(p) => p.theme.color.border};
  background: ${(p) => p.theme.color.surfaceMuted};
  .p-inputnumber-input, .p-inputtext { padding: 0.45rem 0.6rem; }
`;

export const AddRowError = styled.small`
  flex-basis: 100%;
  color: ${(p) => p.theme.color.danger};
`;
