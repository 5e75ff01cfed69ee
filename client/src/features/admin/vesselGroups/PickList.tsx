import styled from "@emotion/styled";
import type { ReactNode } from "react";
import { Card } from "../../../shared/ui/Card";

export const Column = styled(Card)`
  padding: 0;
  display: flex;
  flex-direction: column;
  min-height: 360px;
  header {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 8px;
    padding: 14px 16px;
    border-bottom: 1px solid ${(p) => p.theme.color.border};
    h3 { font-size: 1rem; color: ${(p) => p.theme.color.text}; }
  }
  > p { padding: 16px; color: ${(p) => p.theme.color.textMuted}; }
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 6px;
  overflow: auto;
  max-height: 520px;
`;

export const Item = styled.li<{ selected?: boolean }>`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  padding: 8px 10px;
  border-radius: 8px;
  cursor: pointer;
  color: ${(p) => (p.selected ? p.theme.color.sidebarActiveText : p.theme.color.text)};
  background: ${(p) => (p.selected ? p.theme.color.sidebarActive : "transparent")};
  font-weight: ${(p) => (p.selected ? 600 : 400)};
  &:hover { background: ${(p) => (p.selected ? p.theme.color.sidebarActive : p.theme.color.surfaceMuted)}; }
  i { color: ${(p) => p.theme.color.textMuted}; }
`;

/** A titled column of clickable rows. */
export function PickColumn({
  title,
  action,
  empty,
  children,
  testId,
}: {
  title: string;
  action?: ReactNode;
  empty: string | null;
  children: ReactNode;
  testId: string;
}) {
  return (
    <Column data-testid={testId}>
      <header>
        <h3>{title}</h3>
        {action}
      </header>
      {empty ? <p>{empty}</p> : <List>{children}</List>}
    </Column>
  );
}
