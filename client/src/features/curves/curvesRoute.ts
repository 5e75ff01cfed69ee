import type { RouteObject } from "react-router-dom";
import type { RouteHandle } from "../../shared/routing/routeHandle";

/** /Settings/ReferenceCurves, loaded with the route. */
export const referenceCurvesRoute: RouteObject = {
  path: "ReferenceCurves",
  handle: { title: "Reference Curves" } satisfies RouteHandle,
  lazy: { Component: async () => (await import("./ReferenceCurvesPage")).ReferenceCurvesPage },
};
