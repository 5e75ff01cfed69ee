import type { Actor } from "../../../domain/access/visibility.js";
import type { ColleagueView, DashboardView } from "../../../domain/dashboards/dashboard.js";
import type {
  ColumnView,
  ConfigVesselView,
  ConfigViewByKind,
  WidgetConfigSettings,
} from "../../../domain/dashboards/widgetConfigs.js";
import type { WidgetConfigKind } from "../../../domain/dashboards/widgetTypes.js";
import { displayNameOf } from "../../../domain/logdata/variables.js";
import { entryOf } from "../../../domain/shared/records.js";
import { byName } from "../../../domain/shared/text.js";
import type { DashboardRecord, WidgetConfigRecord } from "../../../projections/dashboards/dashboards.js";
import type { AppContext } from "../../context.js";
import type { LogVariableRecord } from "../../timeseries/TimeSeriesStore.js";
import { visibleVessels } from "../vessels/visibleVessels.js";

/** Roles a dashboard can be shared with: people who sign in to the product (not API or partner users). */
const SHARING_ROLES: readonly string[] = ["Administrator", "SuperUser", "User"];

/** What the caller reaches of dashboards and widget configurations (all within the company it acts for). */
export function dashboardReach(ctx: AppContext, actor: Actor) {
  const state = ctx.readModels.state("dashboards");
  const inCompany = (r: { companyId: string }) => actor.companyId !== null && r.companyId === actor.companyId;
  const owns = (r: { ownerId: string; companyId: string }) => inCompany(r) && r.ownerId === actor.userId;
  const sharedWithMe = (d: DashboardRecord) =>
    inCompany(d) && !owns(d) && d.sharedWith.includes(actor.userId);
  const seesDashboard = (d: DashboardRecord) => owns(d) || sharedWithMe(d);
  let viewableConfigIds: Set<string> | undefined;
  /** Configurations on dashboards shared with the caller (view-only for them). */
  const viewable = (configId: string): boolean => {
    viewableConfigIds ??= new Set(
      Object.values(state.dashboards)
        .filter(sharedWithMe)
        .flatMap((d) => d.widgets.map((w) => w.configId).filter((id): id is string => id !== null)),
    );
    return viewableConfigIds.has(configId);
  };
  const seesConfig = (c: WidgetConfigRecord) => owns(c) || (inCompany(c) && viewable(c.id));
  return {
    owns,
    seesDashboard,
    viewable,
    seesConfig,
    /** The caller's own dashboards in their order, then those shared with them by name. */
    dashboards(): DashboardRecord[] {
      const all = Object.values(state.dashboards);
      const order = entryOf(state.order, actor.userId) ?? [];
      const rank = new Map(order.map((id, i) => [id, i]));
      const own = all
        .filter(owns)
        .sort(
          (a, b) =>
            (rank.get(a.id) ?? Number.MAX_SAFE_INTEGER) - (rank.get(b.id) ?? Number.MAX_SAFE_INTEGER) ||
            a.createdAt.localeCompare(b.createdAt) ||
            a.id.localeCompare(b.id),
        );
      const shared = all.filter(sharedWithMe).sort((a, b) => byName(a, b) || a.id.localeCompare(b.id));
      return [...own, ...shared];
    },
    dashboard(id: string): DashboardRecord | undefined {
      const d = entryOf(state.dashboards, id);
      return d && seesDashboard(d) ? d : undefined;
    },
    config(id: string, kind: WidgetConfigKind): WidgetConfigRecord | undefined {
      const c = entryOf(state.configs, id);
      return c && c.settings.kind === kind && seesConfig(c) ? c : undefined;
    },
    configs(kind: WidgetConfigKind): WidgetConfigRecord[] {
      return Object.values(state.configs)
        .filter((c) => c.settings.kind === kind && seesConfig(c))
        .sort((a, b) => a.updatedAt.localeCompare(b.updatedAt) || a.id.localeCompare(b.id));
    },
  };
}

/** Colleagues the caller may share a dashboard with: sign-in users of the company it acts for, not itself. */
export function colleaguesOf(ctx: AppContext, actor: Actor): ColleagueView[] {
  if (!actor.companyId) return [];
  return Object.values(ctx.readModels.state("users").byId)
    .filter((u) => u.companyId === actor.companyId && u.id !== actor.userId && SHARING_ROLES.includes(u.role))
    .map((u) => ({ id: u.id, name: u.name, email: u.email ?? "" }))
    .sort((a, b) => byName(a, b) || a.id.localeCompare(b.id));
}

export function dashboardView(
  ctx: AppContext,
  actor: Actor,
  d: DashboardRecord,
  sequence: number,
): DashboardView {
  const owned = d.ownerId === actor.userId;
  return {
    id: d.id,
    name: d.name,
    userId: d.ownerId,
    ownerName: entryOf(ctx.readModels.state("users").byId, d.ownerId)?.name ?? "",
    owned,
    widgets: d.widgets,
    userIdsSharedWith: owned ? d.sharedWith : [],
    sequence,
    version: d.version,
    updatedAt: d.updatedAt,
  };
}

export function dashboardViews(ctx: AppContext, actor: Actor): DashboardView[] {
  return dashboardReach(ctx, actor)
    .dashboards()
    .map((d, i) => dashboardView(ctx, actor, d, i));
}

/**
 * Configuration views for the caller: vessels it may see (with today's names) and, in columns, only
 * variables of those vessels. A viewer of a shared dashboard never learns of a vessel outside its
 * access groups, nor of its variables.
 */
export async function configViews<K extends WidgetConfigKind>(
  ctx: AppContext,
  actor: Actor,
  records: readonly WidgetConfigRecord[],
): Promise<Array<ConfigViewByKind[K]>> {
  const visible = new Map(visibleVessels(ctx, actor).map((v) => [v.id, v]));
  const variableIds = [
    ...new Set(
      records.flatMap((r) =>
        r.settings.kind === "TableWidgetConfiguration"
          ? r.settings.columns.flatMap((c) => c.logVariables.map((v) => v.id))
          : [],
      ),
    ),
  ];
  const variables = new Map<number, LogVariableRecord>(
    variableIds.length > 0 && ctx.timeSeries
      ? (await ctx.timeSeries.variablesByIds(variableIds)).map((v) => [v.id, v])
      : [],
  );
  return records.map((r) => configView(r, actor, visible, variables) as ConfigViewByKind[K]);
}

function configView(
  r: WidgetConfigRecord,
  actor: Actor,
  visible: ReadonlyMap<string, { id: string; name: string }>,
  variables: ReadonlyMap<number, LogVariableRecord>,
): ConfigViewByKind[WidgetConfigKind] {
  const s: WidgetConfigSettings = r.settings;
  const vessels: ConfigVesselView[] = s.vessels.flatMap((v) => {
    const vessel = visible.get(v.id);
    return vessel ? [{ id: vessel.id, name: vessel.name }] : [];
  });
  const base = { id: r.id, owned: r.ownerId === actor.userId, vessels };
  switch (s.kind) {
    case "TableWidgetConfiguration": {
      const columns: ColumnView[] = s.columns.map((c) => ({
        ...c,
        logVariables: c.logVariables.flatMap((lv) => {
          const v = variables.get(lv.id);
          if (!v || !visible.has(v.vesselId)) return [];
          return [
            {
              id: v.id,
              unitCaption: v.unit,
              vesselId: v.vesselId,
              name: v.name,
              displayName: displayNameOf(v.name),
            },
          ];
        }),
      }));
      return { ...base, displayType: s.displayType, configurationName: s.configurationName, columns };
    }
    case "CiiWidgetConfigs":
      return { ...base, ytd: s.ytd, showTable: s.showTable };
    default:
      return base;
  }
}
