import type { RouteObject } from "react-router-dom";
import type { RouteHandle } from "../../shared/routing/routeHandle";

/** /FleetCompliance: EU ETS and FuelEU Maritime of the company's fleet, loaded with the route. */
export const fleetComplianceRoute: RouteObject = {
  path: "FleetCompliance",
  handle: { title: "Fleet Compliance" } satisfies RouteHandle,
  lazy: { Component: async () => (await import("./FleetCompliancePage")).FleetCompliancePage },
};
