import { Navigate, Outlet, type RouteObject } from "react-router-dom";
import { referenceCurvesRoute } from "../../features/curves/curvesRoute";
import { importStatusRoute } from "../../features/imports/routes";
import { taxonomyRoute } from "../../features/taxonomy/routes";
import { verificationRoute } from "../../features/verification/routes";
import { withAdminScreen } from "../../pages/settings/adminScreens";

/** An administration route: its title, and the screen `withAdminScreen` loads for its path. */
export const adminRoute = (path: string, title: string): RouteObject =>
  withAdminScreen({ path, handle: { title } });

/** Children of /Settings; default child UserList. */
const settingsChildren: RouteObject[] = [
  adminRoute("UserList", "User List"),
  adminRoute("CompanyList", "Company List"),
  adminRoute("VesselAccessControl", "Vessel Access Control"),
  adminRoute("VesselGroups", "Vessel Groups"),
  adminRoute("ManageVessels", "Vessel Administration"),
  adminRoute("Announcement", "Announcements"),
];

export const settingsRoute: RouteObject = {
  path: "Settings",
  element: <Outlet />,
  children: [
    { index: true, element: <Navigate to="UserList" replace /> },
    ...settingsChildren,
    taxonomyRoute,
    referenceCurvesRoute,
    importStatusRoute,
    verificationRoute,
  ],
};
