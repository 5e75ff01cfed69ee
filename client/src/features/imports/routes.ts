import type { RouteObject } from "react-router-dom";
import type { RouteHandle } from "../../shared/routing/routeHandle";

/** /Settings/ImportStatus, loaded with the route. */
export const importStatusRoute: RouteObject = {
  path: "ImportStatus",
  handle: { title: "Import Status" } satisfies RouteHandle,
  lazy: { Component: async () => (await import("./ImportStatusPage")).ImportStatusPage },
};
