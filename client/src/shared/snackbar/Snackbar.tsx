import { keyframes, useTheme } from "@emotion/react";
import styled from "@emotion/styled";
import { useEffect } from "react";
import { useStore } from "../store/createStore";
import { hideSnackbar, type SnackbarColor, snackbarStore } from "./snackbarStore";

const slideUp = keyframes`
  from { transform: translate(-50%, 16px); opacity: 0; }
  to { transform: translate(-50%, 0); opacity: 1; }
`;

const Bar = styled.div<{ tone: string }>`
  position: fixed;
  left: 50%;
  bottom: 24px;
  transform: translateX(-50%);
  z-index: 2000;
  min-width: 300px;
  max-width: min(560px, calc(100vw - 32px));
  display: flex;
  align-items: center;
  gap: 12px;
  padding: 12px 16px;
  border-radius: 10px;
  color: #fff;
  background: ${(p) => p.tone};
  box-shadow: 0 10px 30px rgba(3, 15, 30, 0.35);
  animation: ${slideUp} 180ms ease-out;
  font-size: 0.95rem;
`;

const CloseButton = styled.button`
  margin-left: auto;
  background: transparent;
  border: 0;
  color: inherit;
  cursor: pointer;
  padding: 4px;
  border-radius: 6px;
  &:hover { background: rgba(255, 255, 255, 0.15); }
`;

const ICONS: Record<SnackbarColor, string> = {
  error: "pi pi-exclamation-circle",
  success: "pi pi-check-circle",
  info: "pi pi-info-circle",
  warning: "pi pi-exclamation-triangle",
};

export function Snackbar() {
  const config = useStore(snackbarStore);
  const theme = useTheme();

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new message (new id) restarts the timer
  useEffect(() => {
    if (!config.show || config.timeout <= 0) return;
    const timer = window.setTimeout(hideSnackbar, config.timeout);
    return () => window.clearTimeout(timer);
  }, [config.show, config.timeout, config.id]);

  if (!config.show) return null;
  const tone = {
    error: theme.color.danger,
    success: theme.color.success,
    info: theme.color.info,
    warning: theme.color.warning,
  }[config.color];
  return (
    <Bar key={config.id} tone={tone} role="status" aria-live="polite" data-testid="snackbar">
      <i className={ICONS[config.color]} aria-hidden="true" />
      <span data-testid="snackbar-text">{config.text}</span>
      {config.closeButton && (
        <CloseButton type="button" aria-label="Close" onClick={hideSnackbar}>
          <i className="pi pi-times" />
        </CloseButton>
      )}
    </Bar>
  );
}
