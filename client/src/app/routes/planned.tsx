import type { RouteObject } from "react-router-dom";
import { PlannedScreenPage } from "../../pages/PlannedScreenPage";
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

/** A route showing the labelled "arrives with <area>" page. */
export function plannedRoute({ path, title, area, icon, screen }: PlannedRoute): RouteObject {
  const handle: RouteHandle = { title };
  return {
    path,
    handle,
    element: <PlannedScreenPage key={path} screen={screen ?? title} area={area} icon={icon} />,
  };
}
