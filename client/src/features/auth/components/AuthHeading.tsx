import styled from "@emotion/styled";

const Heading = styled.header`
  margin-bottom: 24px;
  h1 { font-size: 1.55rem; color: ${(p) => p.theme.color.text}; }
  p { margin-top: 6px; color: ${(p) => p.theme.color.textMuted}; }
`;

export function AuthHeading({ title, subtitle }: { title: string; subtitle?: string }) {
  return (
    <Heading>
      <h1>{title}</h1>
      {subtitle && <p>{subtitle}</p>}
    </Heading>
  );
}
