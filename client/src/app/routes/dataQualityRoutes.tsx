import { Navigate, Outlet, type RouteObject } from "react-router-dom";
import { type PlannedRoute, plannedRoute } from "./planned";

/** Children of /DataQuality/; default child DQFleetOverview. */
const dataQualityChildren: PlannedRoute[] = [
  { path: "DQFleetOverview", title: "Summary", area: "dataQuality", icon: "pi pi-list-check" },
  { path: "DataAvailability", title: "Data Availability", area: "dataQuality", icon: "pi pi-calendar" },
  { path: "DataOutliers", title: "Data Outliers", area: "dataQuality", icon: "pi pi-chart-scatter" },
  { path: "SpeedLog", title: "Speed Log", area: "dataQuality", icon: "pi pi-gauge" },
  { path: "DataAlignment", title: "Noon Report Alignment", area: "dataQuality", icon: "pi pi-sun" },
];

export const dataQualityRoute: RouteObject = {
  path: "DataQuality",
  element: <Outlet />,
  children: [
    { index: true, element: <Navigate to="DQFleetOverview" replace /> },
    ...dataQualityChildren.map(plannedRoute),
  ],
};
