import {
  type ColleagueView,
  DASHBOARD_PATHS,
  type DashboardView,
  type Widget,
} from "../../../../../domain/dashboards/dashboard";
import type {
  CiiConfigRequest,
  ConfigViewByKind,
  VesselDataConfigRequest,
  VesselsConfigRequest,
} from "../../../../../domain/dashboards/widgetConfigs";
import type { WidgetConfigKind } from "../../../../../domain/dashboards/widgetTypes";
import { http } from "../../../shared/api/httpClient";

const q = encodeURIComponent;

/** The body of PUT /Dashboard: the whole dashboard as the owner wants it. */
export interface DashboardUpdate {
  id: string;
  name: string;
  widgets: Widget[];
  userIdsSharedWith: string[];
  version?: number;
}

/** Spec 3 §7 "Dashboards and widgets" (paths from the domain contract). */
export const dashboardApi = {
  list: () => http.get<DashboardView[]>(DASHBOARD_PATHS.dashboards),
  create: (body: { name?: string; widgets?: Widget[] }) =>
    http.post<DashboardView>(DASHBOARD_PATHS.dashboards, body),
  update: (body: DashboardUpdate) => http.put<DashboardView>(DASHBOARD_PATHS.dashboards, body),
  remove: (id: string) => http.delete<void>(DASHBOARD_PATHS.dashboard(q(id))),
  sequence: (ids: string[]) => http.put<DashboardView[]>(DASHBOARD_PATHS.sequence, { ids }),
  colleagues: () => http.get<ColleagueView[]>(DASHBOARD_PATHS.colleagues),
};

/** What POST and PUT of each configuration store take. */
export interface ConfigRequestByKind {
  TableWidgetConfiguration: Partial<VesselDataConfigRequest>;
  PerformanceStatusWidgetConfiguration: Partial<VesselsConfigRequest>;
  NotificationWidgets: Partial<VesselsConfigRequest>;
  FoulingOverviewWidget: Partial<VesselsConfigRequest>;
  CiiWidgetConfigs: Partial<CiiConfigRequest>;
}

/**
 * The five widget configuration stores; each kind is its own API path (spec 3 §7). PUT goes to
 * /{kind}/{id} for every kind (the spec writes some without the id; the server takes both).
 */
export const widgetConfigApi = {
  list: <K extends WidgetConfigKind>(kind: K) => http.get<ConfigViewByKind[K][]>(`/${kind}`),
  create: <K extends WidgetConfigKind>(kind: K, body: ConfigRequestByKind[K]) =>
    http.post<ConfigViewByKind[K]>(`/${kind}`, body),
  update: <K extends WidgetConfigKind>(kind: K, id: string, body: ConfigRequestByKind[K]) =>
    http.put<ConfigViewByKind[K]>(`/${kind}/${q(id)}`, body),
  remove: (kind: WidgetConfigKind, id: string) => http.delete<void>(`/${kind}/${q(id)}`),
};
