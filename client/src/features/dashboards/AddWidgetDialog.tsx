import styled from "@emotion/styled";
import { Dialog } from "primereact/dialog";
import type { Widget } from "../../../../domain/dashboards/dashboard";
import type { WidgetType } from "../../../../domain/dashboards/widgetTypes";
import { addableTypes } from "./model/widgets";

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 8px;
  button {
    width: 100%;
    display: grid;
    grid-template-columns: 36px 1fr;
    gap: 4px 12px;
    align-items: center;
    text-align: left;
    padding: 10px 12px;
    border: 1px solid ${(p) => p.theme.color.border};
    border-radius: 10px;
    background: ${(p) => p.theme.color.surface};
    color: ${(p) => p.theme.color.text};
    font: inherit;
    cursor: pointer;
  }
  button:hover:not(:disabled) { border-color: ${(p) => p.theme.color.primary}; background: ${(p) => p.theme.color.primarySoft}; }
  button:disabled { opacity: 0.55; cursor: not-allowed; }
  i { grid-row: span 2; font-size: 1.3rem; color: ${(p) => p.theme.color.primary}; text-align: center; }
  .name { font-weight: 600; }
  .desc { font-size: 0.86rem; color: ${(p) => p.theme.color.textMuted}; }
`;

/** The Add widget list (spec 3 §2): table, graph, map (only one), performance status, notifications, CII, fouling. */
export function AddWidgetDialog({
  widgets,
  onAdd,
  onClose,
}: {
  widgets: readonly Widget[];
  onAdd: (type: WidgetType) => void;
  onClose: () => void;
}) {
  return (
    <Dialog
      visible
      header="Add widget"
      onHide={onClose}
      style={{ width: 460, maxWidth: "95vw" }}
      draggable={false}
      data-testid="add-widget-dialog"
    >
      <List>
        {addableTypes(widgets).map(({ info, disabled }) => (
          <li key={info.type}>
            <button
              type="button"
              disabled={disabled}
              onClick={() => onAdd(info.type)}
              title={disabled ? "A dashboard can have only one vessel map" : undefined}
              data-testid={`add-widget-${info.type}`}
            >
              <i className={info.icon} aria-hidden="true" />
              <span className="name">{info.defaultName}</span>
              <span className="desc">
                {disabled ? "Already on this dashboard (only one)" : info.description}
              </span>
            </button>
          </li>
        ))}
      </List>
    </Dialog>
  );
}
