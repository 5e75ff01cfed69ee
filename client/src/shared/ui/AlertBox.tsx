import { useTheme } from "@emotion/react";
import styled from "@emotion/styled";
import type { ReactNode } from "react";

export type AlertSeverity = "success" | "error" | "info" | "warning";

const ICONS: Record<AlertSeverity, string> = {
  success: "pi pi-check-circle",
  error: "pi pi-times-circle",
  info: "pi pi-info-circle",
  warning: "pi pi-exclamation-triangle",
};

const Box = styled.div<{ tone: string; soft: string }>`
  display: flex;
  gap: 10px;
  align-items: flex-start;
  padding: 12px 14px;
  border-radius: 10px;
  border: 1px solid ${(p) => p.tone}55;
  border-left: 4px solid ${(p) => p.tone};
  background: ${(p) => p.soft};
  color: ${(p) => p.theme.color.text};
  font-size: 0.95rem;
  line-height: 1.45;
  > i { color: ${(p) => p.tone}; font-size: 1.1rem; margin-top: 1px; }
  ul { margin: 6px 0 0; padding-left: 18px; }
`;

const Title = styled.div`
  font-weight: 600;
  margin-bottom: 2px;
`;

interface AlertBoxProps {
  severity: AlertSeverity;
  title?: string;
  children?: ReactNode;
  testId?: string;
}

export function AlertBox({ severity, title, children, testId }: AlertBoxProps) {
  const theme = useTheme();
  const tone = {
    success: theme.color.success,
    error: theme.color.danger,
    info: theme.color.info,
    warning: theme.color.warning,
  }[severity];
  const soft = {
    success: theme.color.successSoft,
    error: theme.color.dangerSoft,
    info: theme.color.primarySoft,
    warning: theme.color.warningSoft,
  }[severity];
  return (
    <Box tone={tone} soft={soft} role={severity === "error" ? "alert" : "status"} data-testid={testId}>
      <i className={ICONS[severity]} aria-hidden="true" />
      <div>
        {title && <Title>{title}</Title>}
        {children}
      </div>
    </Box>
  );
}
