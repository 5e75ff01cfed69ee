import type { RouteObject } from "react-router-dom";
import { AboutPage } from "../../pages/AboutPage";
import { MyProfilePage } from "../../pages/MyProfilePage";
import { NotFoundPage } from "../../pages/NotFoundPage";
import { PlannedScreenPage } from "../../pages/PlannedScreenPage";
import { dataQualityRoute } from "./dataQualityRoutes";
import { helpRoute } from "./helpRoutes";
import { plannedRoute } from "./planned";
import {
  companyListScreen,
  settingsRoute,
  userListScreen,
  vesselAdministrationScreen,
} from "./settingsRoutes";
import { vesselRoute } from "./vesselRoutes";

/** Every signed-in route inside the app shell (spec §2 route table). */
export const shellRoutes: RouteObject[] = [
  {
    index: true,
    handle: { title: "Dashboard" },
    element: <PlannedScreenPage screen="Dashboard" area="dashboards" icon="pi pi-th-large" />,
  },
  plannedRoute({
    path: "VesselOverview",
    title: "Vessel Overview",
    area: "monitoring",
    icon: "pi pi-th-large",
  }),
  plannedRoute({ path: "FleetOverview", title: "Fleet Overview", area: "monitoring", icon: "pi pi-globe" }),
  plannedRoute({ path: "Users", ...userListScreen }),
  { path: "MyProfile", handle: { title: "My Profile" }, element: <MyProfilePage /> },
  plannedRoute({ path: "Company", ...companyListScreen }),
  plannedRoute({ path: "VesselAdministration", ...vesselAdministrationScreen }),
  plannedRoute({ path: "Notifications", title: "Alerts", area: "alerts", icon: "pi pi-bell" }),
  plannedRoute({ path: "Notifications/New", title: "New Alert", area: "alerts", icon: "pi pi-plus-circle" }),
  { path: "About", handle: { title: "About" }, element: <AboutPage /> },
  helpRoute,
  vesselRoute,
  settingsRoute,
  dataQualityRoute,
  { path: "*", handle: { title: "Not Found" }, element: <NotFoundPage /> },
];
