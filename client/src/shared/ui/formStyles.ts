import styled from "@emotion/styled";

/** A vertical stack of form fields. */
export const FormStack = styled.div`
  display: grid;
  gap: 14px;
  .p-dropdown, .p-inputtextarea, .p-inputnumber { width: 100%; }
`;

/** Two form fields side by side on wide screens. */
export const FormRow = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 14px;
  @media (max-width: 640px) { grid-template-columns: 1fr; }
`;

/** A toolbar above a table: search on the left, actions on the right. */
export const Toolbar = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  padding: 14px 16px;
  border-bottom: 1px solid ${(p) => p.theme.color.border};
  .p-input-icon-left, .p-inputtext { max-width: 320px; }
`;
