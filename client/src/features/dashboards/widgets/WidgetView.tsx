import { lazy, Suspense, useState } from "react";
import type { Widget } from "../../../../../domain/dashboards/dashboard";
import type { ConfigViewByKind } from "../../../../../domain/dashboards/widgetConfigs";
import type { WidgetConfigKind } from "../../../../../domain/dashboards/widgetTypes";
import { widgetTypeInfo } from "../model/widgets";
import { updateConfig, useWidgetConfig } from "../state/widgetConfigStore";
import { CiiWidget } from "./CiiWidget";
import { FoulingOverviewWidget } from "./FoulingOverviewWidget";
import { NotificationsWidget } from "./NotificationsWidget";
import { PerformanceStatusWidget } from "./PerformanceStatusWidget";
import { VesselDataConfigDialog } from "./VesselDataConfigDialog";
import { VesselDataGraphWidget } from "./VesselDataGraphWidget";
import { VesselDataTableWidget } from "./VesselDataTableWidget";
import { VesselsConfigDialog } from "./VesselsConfigDialog";
import { WelcomeWidget } from "./WelcomeWidget";
import { Muted, WidgetFrame } from "./WidgetFrame";

// Leaflet and the land are the map's alone: a dashboard without a map widget never loads them.
const MapWidget = lazy(() => import("./MapWidget").then((module) => ({ default: module.MapWidget })));

interface Props {
  widget: Widget;
  editable: boolean;
  /** Opens the configuration dialog at once (a widget just added). */
  configureNow: boolean;
  onConfigured: () => void;
  onRename: (name: string) => Promise<boolean>;
  onRemove: () => void;
}

/** One widget: its frame, its content by type, and (own dashboards) its configuration dialog. */
export function WidgetView({ widget, editable, configureNow, onConfigured, onRename, onRemove }: Props) {
  const info = widgetTypeInfo(widget.type);
  const kind = info.configKind;
  const { config, loading } = useWidgetConfig(kind, widget.configId);
  const [configuring, setConfiguring] = useState(false);
  const open = configuring || (configureNow && config !== null);
  const close = () => {
    setConfiguring(false);
    onConfigured();
  };
  const canConfigure = editable && kind !== null;

  const saveConfig = async <K extends WidgetConfigKind>(
    k: K,
    body: Parameters<typeof updateConfig<K>>[2],
    name: string,
  ) => {
    if (!widget.configId) return false;
    const ok = await updateConfig(k, widget.configId, body);
    if (ok && name !== widget.name) return onRename(name);
    return ok;
  };

  let content: React.ReactNode;
  if (kind && !config) {
    content = <Muted>{loading ? "Loading…" : "Could not find config"}</Muted>;
  } else {
    switch (widget.type) {
      case "WelcomeWidget":
        content = <WelcomeWidget />;
        break;
      case "MapWidget":
        content = (
          <Suspense fallback={<Muted>Loading…</Muted>}>
            <MapWidget />
          </Suspense>
        );
        break;
      case "VesselDataTable":
        content = <VesselDataTableWidget config={config as ConfigViewByKind["TableWidgetConfiguration"]} />;
        break;
      case "VesselDataGraph":
        content = <VesselDataGraphWidget config={config as ConfigViewByKind["TableWidgetConfiguration"]} />;
        break;
      case "PerformanceStatusWidget":
        content = (
          <PerformanceStatusWidget
            config={config as ConfigViewByKind["PerformanceStatusWidgetConfiguration"]}
          />
        );
        break;
      case "NotificationWidget":
        content = <NotificationsWidget config={config as ConfigViewByKind["NotificationWidgets"]} />;
        break;
      case "CiiWidget":
        content = <CiiWidget config={config as ConfigViewByKind["CiiWidgetConfigs"]} />;
        break;
      case "FoulingOverviewWidget":
        content = <FoulingOverviewWidget config={config as ConfigViewByKind["FoulingOverviewWidget"]} />;
        break;
    }
  }

  let dialog: React.ReactNode = null;
  if (open && config && kind) {
    if (kind === "TableWidgetConfiguration") {
      const c = config as ConfigViewByKind["TableWidgetConfiguration"];
      dialog = (
        <VesselDataConfigDialog
          widgetName={widget.name}
          config={c}
          onClose={close}
          onSave={(result) =>
            saveConfig(
              "TableWidgetConfiguration",
              {
                displayType: c.displayType,
                configurationName: result.name,
                vessels: result.vessels,
                columns: result.columns,
              },
              result.name,
            )
          }
        />
      );
    } else {
      const cii = kind === "CiiWidgetConfigs" ? (config as ConfigViewByKind["CiiWidgetConfigs"]) : null;
      dialog = (
        <VesselsConfigDialog
          widgetName={widget.name}
          vesselIds={config.vessels.map((v) => v.id)}
          cii={cii ? { ytd: cii.ytd, showTable: cii.showTable } : undefined}
          onClose={close}
          onSave={(result) =>
            saveConfig(
              kind,
              cii
                ? { vessels: result.vessels, ytd: result.ytd, showTable: result.showTable }
                : { vessels: result.vessels },
              result.name,
            )
          }
        />
      );
    }
  }

  return (
    <>
      <WidgetFrame
        title={widget.name}
        icon={info.icon}
        editable={editable}
        type={widget.type}
        testId="dashboard-widget"
        flush={widget.type === "MapWidget"}
        onConfigure={canConfigure ? () => setConfiguring(true) : undefined}
        onRemove={editable ? onRemove : undefined}
      >
        {content}
      </WidgetFrame>
      {dialog}
    </>
  );
}
