import { Navigate, Outlet, type RouteObject } from "react-router-dom";
import { dataQualityEntries } from "../shell/sidebarEntries";
import { plannedRoute } from "./planned";

/** /DataQuality/ and one child per sidebar entry; default child DQFleetOverview. */
export const dataQualityRoute: RouteObject = {
  path: "DataQuality",
  element: <Outlet />,
  children: [
    { index: true, element: <Navigate to="DQFleetOverview" replace /> },
    ...dataQualityEntries.map((entry) =>
      plannedRoute({ path: entry.path, title: entry.label, area: "dataQuality", icon: entry.icon }),
    ),
  ],
};
