import type { RouteObject } from "react-router-dom";
import type { RouteHandle } from "../../shared/routing/routeHandle";

/** / : the dashboard, loaded with the route. */
export const dashboardRoute: RouteObject = {
  index: true,
  handle: { title: "Dashboard" } satisfies RouteHandle,
  lazy: { Component: async () => (await import("./DashboardPage")).DashboardPage },
};
