import styled from "@emotion/styled";

/**
 * Cards side by side, as many as fit, each at least 340 px (or the whole width on a narrower screen). A
 * card's content (a chart, a long figure, an input) may not widen its column past the screen at 1024 px.
 */
export const CardGrid = styled.div`
  display: grid;
  gap: 20px;
  grid-template-columns: repeat(auto-fit, minmax(min(340px, 100%), 1fr));
  & > * { min-width: 0; }
`;
