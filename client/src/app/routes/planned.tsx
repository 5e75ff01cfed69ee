import type { ComponentProps, ReactElement } from "react";
import type { RouteObject } from "react-router-dom";
import type { PlannedScreenPage } from "../../pages/PlannedScreenPage";
import type { PlannedArea } from "../../pages/plannedAreas";
import type { RouteHandle } from "../../shared/routing/routeHandle";

export interface PlannedRoute {
  path: string;
  title: string;
  area: PlannedArea;
  icon?: string;
  /** The screen's name when it differs from the route title. */
  screen?: string;
}

/** The labelled "arrives with <area>" page, loaded when a route first shows it. */
export async function loadPlannedScreen(
  props: ComponentProps<typeof PlannedScreenPage>,
  key?: string,
): Promise<ReactElement> {
  const { PlannedScreenPage } = await import("../../pages/PlannedScreenPage");
  return <PlannedScreenPage key={key} {...props} />;
}

/** A route showing the labelled "arrives with <area>" page. */
export function plannedRoute({ path, title, area, icon, screen }: PlannedRoute): RouteObject {
  const handle: RouteHandle = { title };
  return {
    path,
    handle,
    lazy: { element: () => loadPlannedScreen({ screen: screen ?? title, area, icon }, path) },
  };
}
