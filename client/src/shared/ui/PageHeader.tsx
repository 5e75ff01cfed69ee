import styled from "@emotion/styled";
import type { ReactNode } from "react";

const Header = styled.header`
  display: flex;
  align-items: flex-end;
  justify-content: space-between;
  gap: 16px;
  margin-bottom: 20px;
  h1 { font-size: 1.6rem; color: ${(p) => p.theme.color.text}; }
  p { margin-top: 4px; color: ${(p) => p.theme.color.textMuted}; }
`;

export function PageHeader({
  title,
  subtitle,
  actions,
}: {
  title: string;
  subtitle?: string;
  actions?: ReactNode;
}) {
  return (
    <Header>
      <div>
        <h1>{title}</h1>
        {subtitle && <p>{subtitle}</p>}
      </div>
      {actions}
    </Header>
  );
}
