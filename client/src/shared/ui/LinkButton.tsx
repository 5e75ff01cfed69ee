import styled from "@emotion/styled";

/** A button that reads as an inline text link. */
export const LinkButton = styled.button`
  border: 0;
  background: none;
  padding: 0;
  font: inherit;
  color: ${(p) => p.theme.color.primary};
  cursor: pointer;
  font-weight: 500;
  &:hover { text-decoration: underline; }
  &:focus-visible { outline: 2px solid ${(p) => p.theme.color.primary}; outline-offset: 2px; border-radius: 4px; }
`;
