import styled from "@emotion/styled";

export const AuthForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: 18px;
  .p-button { width: 100%; justify-content: center; }
`;

export const AuthRow = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  font-size: 0.93rem;
  label { color: ${(p) => p.theme.color.text}; cursor: pointer; }
`;

export const AuthFooter = styled.div`
  display: flex;
  justify-content: center;
  font-size: 0.93rem;
  a { color: ${(p) => p.theme.color.primary}; font-weight: 500; text-decoration: none; }
  a:hover { text-decoration: underline; }
`;
