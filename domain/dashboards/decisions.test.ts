import { describe, expect, it } from "vitest";
import { foldEvents } from "../shared/decider.js";
import type { Widget } from "./dashboard.js";
import {
  addWidget,
  createDashboard,
  type DashboardEvent,
  dashboardAggregate,
  deleteDashboard,
  removeWidget,
  reorderDashboards,
  updateDashboard,
  updateWidget,
} from "./decisions.js";

const owner = { userId: "u-owner", companyId: "c-1" };
const colleague = { userId: "u-colleague", companyId: "c-1" };
const stranger = { userId: "u-stranger", companyId: "c-2" };
const widget = (id: string, type: Widget["type"] = "WelcomeWidget"): Widget => ({
  id,
  name: "W",
  configId: null,
  typeTemplate: type === "VesselDataTable" ? "VesselDataWidget" : (type as Widget["typeTemplate"]),
  type,
  active: true,
  layout: { x: 0, y: 0, w: 4, h: 4 },
});
const dashboardWith = (...more: DashboardEvent[]) =>
  foldEvents(dashboardAggregate, [
    ...createDashboard(dashboardAggregate.initialState, {
      dashboardId: "d1",
      actor: owner,
      name: "New Dashboard",
      widgets: [widget("w1")],
    }),
    ...more,
  ]);
const isColleague = (id: string) => id === colleague.userId;
const full = (s = dashboardWith()) => ({
  dashboardId: "d1",
  actor: owner,
  name: s.name,
  widgets: s.widgets,
  userIdsSharedWith: s.sharedWith,
  isColleague,
});

describe("dashboard decisions", () => {
  it("turns a full update into widget, name and sharing events", () => {
    const events = updateDashboard(dashboardWith(), {
      ...full(),
      name: "Bridge",
      widgets: [{ ...widget("w1"), layout: { x: 2, y: 0, w: 4, h: 4 } }, widget("w2", "MapWidget")],
      userIdsSharedWith: [colleague.userId],
    });
    expect(events.map((e) => e.type)).toEqual([
      "DashboardRenamed",
      "DashboardWidgetUpdated",
      "DashboardWidgetAdded",
      "DashboardShared",
    ]);
    const after = dashboardWith(...events);
    expect(after.sharedWith).toEqual([colleague.userId]);
    const unshare = updateDashboard(after, { ...full(after), widgets: [], userIdsSharedWith: [] });
    expect(unshare.map((e) => e.type)).toEqual([
      "DashboardWidgetRemoved",
      "DashboardWidgetRemoved",
      "DashboardUnshared",
    ]);
    expect(updateDashboard(after, full(after))).toEqual([]);
  });

  it("lets only the owner change it: 403 for a colleague it is shared with, 404 for anyone else", () => {
    const shared = dashboardWith({
      type: "DashboardShared",
      data: { dashboardId: "d1", userId: colleague.userId },
    });
    expect(() => updateDashboard(shared, { ...full(shared), actor: colleague })).toThrow(
      expect.objectContaining({ status: 403 }),
    );
    expect(() => deleteDashboard(shared, { dashboardId: "d1", actor: colleague, ownedCount: 2 })).toThrow(
      expect.objectContaining({ status: 403 }),
    );
    expect(() => updateDashboard(shared, { ...full(shared), actor: stranger })).toThrow(
      expect.objectContaining({ status: 404, message: "Found no dashboard with id d1" }),
    );
    expect(() =>
      updateDashboard(dashboardWith(), { ...full(), actor: { userId: "u-other", companyId: "c-1" } }),
    ).toThrow(expect.objectContaining({ status: 404 }));
  });

  it("shares only with colleagues, never with the owner", () => {
    expect(() => updateDashboard(dashboardWith(), { ...full(), userIdsSharedWith: [owner.userId] })).toThrow(
      "A dashboard cannot be shared with yourself.",
    );
    expect(() =>
      updateDashboard(dashboardWith(), { ...full(), userIdsSharedWith: [stranger.userId] }),
    ).toThrow("A dashboard can be shared only with colleagues of your company.");
  });

  it("fails on unknown widgets and on a second vessel map", () => {
    const s = dashboardWith();
    expect(() => updateWidget(s, { dashboardId: "d1", actor: owner, widget: widget("nope") })).toThrow(
      "Could not find widget to update",
    );
    expect(() => removeWidget(s, { dashboardId: "d1", actor: owner, widgetId: "nope" })).toThrow(
      "Could not find widget to delete",
    );
    const withMap = dashboardWith(
      ...addWidget(s, { dashboardId: "d1", actor: owner, widget: widget("m1", "MapWidget"), maxWidgets: 50 }),
    );
    expect(() =>
      addWidget(withMap, {
        dashboardId: "d1",
        actor: owner,
        widget: widget("m2", "MapWidget"),
        maxWidgets: 50,
      }),
    ).toThrow("A dashboard can have only one Vessel map widget.");
    expect(() =>
      updateWidget(withMap, { dashboardId: "d1", actor: owner, widget: widget("w1", "MapWidget") }),
    ).toThrow("A dashboard can have only one Vessel map widget.");
    expect(() =>
      addWidget(s, { dashboardId: "d1", actor: owner, widget: widget("w9"), maxWidgets: 1 }),
    ).toThrow("A dashboard may have at most 50 widgets.");
  });

  it("keeps the only remaining dashboard", () => {
    expect(() =>
      deleteDashboard(dashboardWith(), { dashboardId: "d1", actor: owner, ownedCount: 1 }),
    ).toThrow("The only remaining dashboard cannot be deleted.");
    expect(deleteDashboard(dashboardWith(), { dashboardId: "d1", actor: owner, ownedCount: 2 })).toEqual([
      { type: "DashboardDeleted", data: { dashboardId: "d1" } },
    ]);
  });

  it("orders exactly the owner's dashboards", () => {
    const ownedIds = ["a", "b"];
    expect(
      reorderDashboards({ dashboardIds: [] }, { userId: "u", dashboardIds: ["b", "a"], ownedIds }),
    ).toHaveLength(1);
    expect(
      reorderDashboards({ dashboardIds: ["b", "a"] }, { userId: "u", dashboardIds: ["b", "a"], ownedIds }),
    ).toEqual([]);
    for (const ids of [["a"], ["a", "a"], ["a", "c"]]) {
      expect(() =>
        reorderDashboards({ dashboardIds: [] }, { userId: "u", dashboardIds: ids, ownedIds }),
      ).toThrow("The sequence must list each of your dashboards once.");
    }
  });
});
