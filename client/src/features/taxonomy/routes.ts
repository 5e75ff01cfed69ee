import type { RouteObject } from "react-router-dom";
import type { RouteHandle } from "../../shared/routing/routeHandle";

/** /Settings/Taxonomy, loaded with the route. */
export const taxonomyRoute: RouteObject = {
  path: "Taxonomy",
  handle: { title: "Taxonomy" } satisfies RouteHandle,
  lazy: { Component: async () => (await import("./TaxonomyPage")).TaxonomyPage },
};
