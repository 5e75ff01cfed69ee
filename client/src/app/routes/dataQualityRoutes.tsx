import { Navigate, Outlet, type RouteObject } from "react-router-dom";
import { dataQualityEntries } from "../shell/sidebarEntries";

const screens = () => import("../../features/dataQuality/screens");
const titleOf = (path: string) => dataQualityEntries.find((e) => e.path === path)?.label ?? path;

/** /DataQuality/ and one child per sidebar entry; default child DQFleetOverview (issue 15). */
export const dataQualityRoute: RouteObject = {
  path: "DataQuality",
  element: <Outlet />,
  children: [
    { index: true, element: <Navigate to="DQFleetOverview" replace /> },
    {
      path: "DQFleetOverview",
      handle: { title: titleOf("DQFleetOverview") },
      lazy: { Component: async () => (await screens()).DqFleetOverview },
    },
    {
      path: "DataAvailability",
      handle: { title: titleOf("DataAvailability") },
      lazy: { Component: async () => (await screens()).DataAvailability },
    },
    {
      path: "DataOutliers",
      handle: { title: titleOf("DataOutliers") },
      lazy: { Component: async () => (await screens()).DataOutliers },
    },
    {
      path: "SpeedLog",
      handle: { title: titleOf("SpeedLog") },
      lazy: { Component: async () => (await screens()).SpeedLog },
    },
    {
      path: "DataAlignment",
      handle: { title: titleOf("DataAlignment") },
      lazy: { Component: async () => (await screens()).DataAlignment },
    },
  ],
};
