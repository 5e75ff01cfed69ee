import styled from "@emotion/styled";
import { Button } from "primereact/button";
import { useState } from "react";
import { DASHBOARD_MESSAGES, type Widget, type WidgetLayout } from "../../../../domain/dashboards/dashboard";
import type { WidgetType } from "../../../../domain/dashboards/widgetTypes";
import { vesselListKnown, vesselStore } from "../../entities/vessel/vesselStore";
import { useStore } from "../../shared/store/createStore";
import { AddWidgetDialog } from "./AddWidgetDialog";
import { DashboardGrid } from "./DashboardGrid";
import { ManageDashboardsDialog } from "./ManageDashboardsDialog";
import { newWidget, widgetTypeInfo } from "./model/widgets";
import { activeDashboardOf, dashboardStore, saveWidgets } from "./state/dashboardStore";
import { useImportRefresh } from "./state/liveRefresh";
import { useInitDashboards } from "./state/useInitDashboards";
import { createConfig, deleteConfig } from "./state/widgetConfigStore";
import { GeneralTimeSpanDialog } from "./timeSpan/GeneralTimeSpanDialog";

const Bar = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 10px 16px;
  margin-bottom: 16px;
  h1 { font-size: 1.5rem; margin: 0; min-width: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; color: ${(p) => p.theme.color.text}; }
  .shared { color: ${(p) => p.theme.color.textMuted}; font-size: 0.9rem; }
  .actions { margin-left: auto; display: flex; flex-wrap: wrap; gap: 8px; }
`;

const Empty = styled.p`
  color: ${(p) => p.theme.color.textMuted};
`;

/** The dashboard (route /): the active dashboard's widgets on a grid, and its tools. */
export function DashboardPage() {
  const state = useStore(dashboardStore);
  const vesselList = useStore(vesselStore);
  const { vessels } = vesselList;
  const [dialog, setDialog] = useState<"add" | "manage" | "timeSpan" | null>(null);
  const [configureId, setConfigureId] = useState<string | null>(null);
  useImportRefresh();

  useInitDashboards();

  const dashboard = activeDashboardOf(state);
  // The grid is keyed on the vessel count: it waits for the first vessel list rather than being built twice.
  if (state.status === "error") return <Empty>{DASHBOARD_MESSAGES.failedInitialize}</Empty>;
  if (!dashboard || !vesselListKnown(vesselList))
    return <Empty data-testid="dashboard-loading">Loading dashboards…</Empty>;
  const editable = dashboard.owned;

  async function addWidget(type: WidgetType) {
    if (!dashboard) return;
    setDialog(null);
    const info = widgetTypeInfo(type);
    let configId: string | null = null;
    if (info.configKind) {
      const created = await createConfig(
        info.configKind,
        info.configKind === "TableWidgetConfiguration"
          ? {
              displayType: info.displayType ?? "VesselDataTable",
              configurationName: info.defaultName,
              vessels: [],
              columns: [],
            }
          : { vessels: [] },
      );
      if (!created) return;
      configId = created.id;
    }
    let added: Widget | null = null;
    const ok = await saveWidgets(
      dashboard.id,
      (widgets) => {
        added = newWidget(type, widgets, configId);
        return [...widgets, added];
      },
      DASHBOARD_MESSAGES.failedAddWidget,
    );
    if (ok && added && configId) setConfigureId((added as Widget).id);
    if (!ok && info.configKind && configId) await deleteConfig(info.configKind, configId);
  }

  const saveLayout = (changed: Record<string, WidgetLayout>) =>
    void saveWidgets(
      dashboard.id,
      (widgets) => widgets.map((w) => (changed[w.id] ? { ...w, layout: changed[w.id]! } : w)),
      DASHBOARD_MESSAGES.failedLayout,
    );

  const removeWidget = async (widget: Widget) => {
    const ok = await saveWidgets(
      dashboard.id,
      (widgets) => widgets.filter((w) => w.id !== widget.id),
      DASHBOARD_MESSAGES.failedDeleteWidget,
    );
    const kind = widgetTypeInfo(widget.type).configKind;
    if (ok && kind && widget.configId) await deleteConfig(kind, widget.configId);
  };

  return (
    <div data-testid="dashboard-page" data-dashboard-id={dashboard.id} data-owned={editable}>
      <Bar>
        <h1 data-testid="dashboard-title">{dashboard.name}</h1>
        {!editable && (
          <span className="shared" data-testid="dashboard-view-only">
            <i className="pi pi-users" aria-hidden="true" /> Shared by {dashboard.ownerName} · view only
          </span>
        )}
        <div className="actions">
          {editable && (
            <>
              <Button
                type="button"
                label="Add widget"
                icon="pi pi-plus"
                onClick={() => setDialog("add")}
                data-testid="dashboard-add-widget"
              />
              <Button
                type="button"
                label="General time span"
                icon="pi pi-clock"
                outlined
                onClick={() => setDialog("timeSpan")}
                data-testid="dashboard-general-time-span"
              />
            </>
          )}
          <Button
            type="button"
            label="Manage my dashboards"
            icon="pi pi-cog"
            outlined
            onClick={() => setDialog("manage")}
            data-testid="dashboard-manage"
          />
        </div>
      </Bar>
      {dashboard.widgets.length === 0 ? (
        <Empty data-testid="dashboard-empty">
          {editable
            ? "This dashboard has no widgets yet. Add one with Add widget."
            : "This dashboard has no widgets."}
        </Empty>
      ) : (
        <DashboardGrid
          key={`${dashboard.id}-${vessels.length}`}
          widgets={dashboard.widgets}
          editable={editable}
          configureId={configureId}
          onConfigured={() => setConfigureId(null)}
          onLayout={saveLayout}
          onRename={(widgetId, name) =>
            saveWidgets(
              dashboard.id,
              (widgets) => widgets.map((w) => (w.id === widgetId ? { ...w, name } : w)),
              DASHBOARD_MESSAGES.failedUpdateWidget,
            )
          }
          onRemove={(widget) => void removeWidget(widget)}
        />
      )}
      {dialog === "add" && (
        <AddWidgetDialog
          widgets={dashboard.widgets}
          onAdd={(type) => void addWidget(type)}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog === "manage" && (
        <ManageDashboardsDialog onClose={() => setDialog(null)} onSelect={() => setDialog(null)} />
      )}
      {dialog === "timeSpan" && (
        <GeneralTimeSpanDialog widgets={dashboard.widgets} onClose={() => setDialog(null)} />
      )}
    </div>
  );
}
