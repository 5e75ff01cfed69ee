import { Navigate, Outlet, type RouteObject } from "react-router-dom";
import { referenceCurvesRoute } from "../../features/curves/curvesRoute";
import { importStatusRoute } from "../../features/imports/routes";
import { taxonomyRoute } from "../../features/taxonomy/routes";
import { withAdminScreen } from "../../pages/settings/adminScreens";
import { type PlannedRoute, plannedRoute } from "./planned";

export const userListScreen = { title: "User List", area: "administration", icon: "pi pi-users" } as const;
export const companyListScreen = {
  title: "Company List",
  area: "administration",
  icon: "pi pi-building",
} as const;
export const vesselAdministrationScreen = {
  title: "Vessel Administration",
  area: "administration",
  icon: "pi pi-wrench",
} as const;

/** Children of /Settings; default child UserList. */
const settingsChildren: PlannedRoute[] = [
  { path: "UserList", ...userListScreen },
  { path: "CompanyList", ...companyListScreen },
  { path: "VesselAccessControl", title: "Vessel Access Control", area: "administration", icon: "pi pi-lock" },
  { path: "VesselGroups", title: "Vessel Groups", area: "administration", icon: "pi pi-objects-column" },
  { path: "ManageVessels", ...vesselAdministrationScreen },
  { path: "Announcement", title: "Announcements", area: "administration", icon: "pi pi-megaphone" },
];

export const settingsRoute: RouteObject = {
  path: "Settings",
  element: <Outlet />,
  children: [
    { index: true, element: <Navigate to="UserList" replace /> },
    ...settingsChildren.map((child) => withAdminScreen(plannedRoute(child))),
    taxonomyRoute,
    referenceCurvesRoute,
    importStatusRoute,
  ],
};
