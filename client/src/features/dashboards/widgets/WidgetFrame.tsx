import styled from "@emotion/styled";
import type { ReactNode } from "react";

const Frame = styled.section`
  height: 100%;
  display: flex;
  flex-direction: column;
  min-width: 0;
  background: ${(p) => p.theme.color.surface};
  border: 1px solid ${(p) => p.theme.color.border};
  border-radius: ${(p) => p.theme.radius.md};
  box-shadow: ${(p) => p.theme.shadow.card};
  overflow: hidden;
  header {
    flex: none;
    display: flex;
    align-items: center;
    gap: 8px;
    padding: 8px 10px 8px 14px;
    border-bottom: 1px solid ${(p) => p.theme.color.border};
    min-width: 0;
  }
  header h2 {
    flex: 1;
    min-width: 0;
    margin: 0;
    font-size: 0.98rem;
    font-weight: 600;
    color: ${(p) => p.theme.color.text};
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  header h2 i { color: ${(p) => p.theme.color.textMuted}; margin-right: 8px; }
  .widget-drag { cursor: move; }
  .actions { display: flex; gap: 2px; flex: none; }
  .actions button {
    width: 30px;
    height: 30px;
    border: 0;
    border-radius: 6px;
    background: transparent;
    color: ${(p) => p.theme.color.textMuted};
    cursor: pointer;
  }
  .actions button:hover { background: ${(p) => p.theme.color.surfaceMuted}; color: ${(p) => p.theme.color.text}; }
  .body { flex: 1; min-height: 0; overflow: auto; padding: 12px 14px; color: ${(p) => p.theme.color.text}; }
  .body.flush { padding: 0; overflow: hidden; }
`;

export interface WidgetFrameProps {
  title: string;
  icon: string;
  /** Own dashboards: drag handle, configure and remove. Shared ones are view-only. */
  editable: boolean;
  onConfigure?: () => void;
  onRemove?: () => void;
  flush?: boolean;
  testId: string;
  type: string;
  children: ReactNode;
}

/** The card every widget sits in: a title bar (drag handle on own dashboards) and a scrolling body. */
export function WidgetFrame(props: WidgetFrameProps) {
  return (
    <Frame data-testid={props.testId} data-widget-type={props.type}>
      <header className={props.editable ? "widget-drag" : undefined}>
        <h2 title={props.title}>
          <i className={props.icon} aria-hidden="true" />
          {props.title}
        </h2>
        {props.editable && (
          <div className="actions widget-no-drag">
            {props.onConfigure && (
              <button
                type="button"
                title="Configure widget"
                aria-label={`Configure ${props.title}`}
                onClick={props.onConfigure}
                data-testid="widget-configure"
              >
                <i className="pi pi-cog" aria-hidden="true" />
              </button>
            )}
            {props.onRemove && (
              <button
                type="button"
                title="Remove widget"
                aria-label={`Remove ${props.title}`}
                onClick={props.onRemove}
                data-testid="widget-remove"
              >
                <i className="pi pi-times" aria-hidden="true" />
              </button>
            )}
          </div>
        )}
      </header>
      <div className={props.flush ? "body flush" : "body"}>{props.children}</div>
    </Frame>
  );
}

export const Muted = styled.p`
  margin: 0;
  color: ${(p) => p.theme.color.textMuted};
  font-size: 0.92rem;
`;
