import { useTheme } from "@emotion/react";
import styled from "@emotion/styled";
import { severityLook } from "../../entities/alert/severityLook";

const Tag = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  padding: 2px 9px;
  border-radius: 999px;
  font-size: 0.8rem;
  font-weight: 600;
  white-space: nowrap;
  i { font-size: 0.8rem; }
`;

/** Warning (amber) or Critical (red), with an icon, so it reads without colour too. */
export function SeverityTag({ severity }: { severity: string }) {
  const theme = useTheme();
  const look = severityLook(severity);
  return (
    <Tag
      style={{ color: look.tone(theme), background: look.soft(theme) }}
      data-testid="severity-tag"
      data-severity={severity}
    >
      <i className={look.icon} aria-hidden="true" />
      {look.label}
    </Tag>
  );
}
