import { Global, useTheme } from "@emotion/react";
import ReactGridLayout, { type Layout, useContainerWidth } from "react-grid-layout";
import "react-grid-layout/css/styles.css";
import { useMemo } from "react";
import type { Widget, WidgetLayout } from "../../../../domain/dashboards/dashboard";
import { GRID_COLUMNS } from "./model/placement";
import { WidgetView } from "./widgets/WidgetView";

export const ROW_HEIGHT = 40;

interface Props {
  widgets: Widget[];
  editable: boolean;
  configureId: string | null;
  onConfigured: () => void;
  onLayout: (layout: Record<string, WidgetLayout>) => void;
  onRename: (widgetId: string, name: string) => Promise<boolean>;
  onRemove: (widget: Widget) => void;
}

const sameLayout = (a: WidgetLayout, b: WidgetLayout) =>
  a.x === b.x && a.y === b.y && a.w === b.w && a.h === b.h;

/**
 * The dashboard's grid (react-grid-layout, 24 columns): own dashboards drag by a widget's title and
 * resize from its corner; the layout is saved when a drag or resize ends. Shared dashboards are static.
 */
export function DashboardGrid({
  widgets,
  editable,
  configureId,
  onConfigured,
  onLayout,
  onRename,
  onRemove,
}: Props) {
  const theme = useTheme();
  const { width, containerRef, mounted } = useContainerWidth();
  const layout = useMemo(() => widgets.map((w) => ({ i: w.id, ...w.layout, minW: 3, minH: 3 })), [widgets]);

  const save = (next: Layout) => {
    const changed: Record<string, WidgetLayout> = {};
    for (const item of next) {
      const widget = widgets.find((w) => w.id === item.i);
      const box = { x: item.x, y: item.y, w: item.w, h: item.h };
      if (widget && !sameLayout(widget.layout, box)) changed[item.i] = box;
    }
    if (Object.keys(changed).length > 0) onLayout(changed);
  };

  return (
    <div ref={containerRef} data-testid="dashboard-grid" css={{ minHeight: 200 }}>
      <Global
        styles={{
          ".react-grid-item.react-grid-placeholder": {
            background: theme.color.primary,
            opacity: 0.15,
            borderRadius: 10,
          },
          ".react-grid-item > .react-resizable-handle::after": {
            borderRightColor: `${theme.color.textMuted} !important`,
            borderBottomColor: `${theme.color.textMuted} !important`,
          },
        }}
      />
      {mounted && (
        <ReactGridLayout
          width={width}
          layout={layout}
          gridConfig={{
            cols: GRID_COLUMNS,
            rowHeight: ROW_HEIGHT,
            margin: [14, 14],
            containerPadding: [0, 0],
          }}
          dragConfig={{ enabled: editable, handle: ".widget-drag", cancel: ".widget-no-drag" }}
          resizeConfig={{ enabled: editable, handles: ["se"] }}
          onDragStop={(next) => save(next)}
          onResizeStop={(next) => save(next)}
        >
          {widgets.map((widget) => (
            <div key={widget.id} data-widget-id={widget.id}>
              <WidgetView
                widget={widget}
                editable={editable}
                configureNow={configureId === widget.id}
                onConfigured={onConfigured}
                onRename={(name) => onRename(widget.id, name)}
                onRemove={() => onRemove(widget)}
              />
            </div>
          ))}
        </ReactGridLayout>
      )}
    </div>
  );
}
