import type { RouteObject } from "react-router-dom";
import type { RouteHandle } from "../../shared/routing/routeHandle";

/** /FleetOverview, loaded with the route. */
export const fleetOverviewRoute: RouteObject = {
  path: "FleetOverview",
  handle: { title: "Fleet Overview" } satisfies RouteHandle,
  lazy: { Component: async () => (await import("./FleetOverviewPage")).FleetOverviewPage },
};

/** /VesselOverview, loaded with the route. */
export const vesselOverviewRoute: RouteObject = {
  path: "VesselOverview",
  handle: { title: "Vessel Overview" } satisfies RouteHandle,
  lazy: { Component: async () => (await import("./VesselOverviewPage")).VesselOverviewPage },
};
