import type { RouteObject } from "react-router-dom";
import { fleetComplianceRoute } from "../../features/compliance/routes";
import { dashboardRoute } from "../../features/dashboards/routes";
import { fleetOverviewRoute, vesselOverviewRoute } from "../../features/fleet/routes";
import { dataQualityRoute } from "./dataQualityRoutes";
import { helpRoute } from "./helpRoutes";
import { adminRoute, settingsRoute } from "./settingsRoutes";
import { vesselRoute } from "./vesselRoutes";

/** Every signed-in route inside the app shell (spec §2 route table); each page loads with its route. */
export const shellRoutes: RouteObject[] = [
  dashboardRoute,
  vesselOverviewRoute,
  fleetOverviewRoute,
  fleetComplianceRoute,
  adminRoute("Users", "User List"),
  {
    path: "MyProfile",
    handle: { title: "My Profile" },
    lazy: { Component: async () => (await import("../../pages/settings/MyProfilePage")).MyProfilePage },
  },
  adminRoute("Company", "Company List"),
  adminRoute("VesselAdministration", "Vessel Administration"),
  {
    path: "Notifications",
    handle: { title: "Alerts" },
    lazy: {
      Component: async () => (await import("../../features/alerts/NotificationsPage")).NotificationsPage,
    },
  },
  {
    path: "Notifications/New",
    handle: { title: "New Alert" },
    lazy: {
      Component: async () => (await import("../../features/alerts/ConditionFormPage")).ConditionFormPage,
    },
  },
  {
    path: "Notifications/Edit/:conditionId",
    handle: { title: "Edit Alert" },
    lazy: {
      Component: async () => (await import("../../features/alerts/ConditionFormPage")).ConditionFormPage,
    },
  },
  {
    path: "Compare",
    handle: { title: "Compare" },
    lazy: { Component: async () => (await import("../../features/compare/ComparePage")).ComparePage },
  },
  {
    path: "Compare/Details/:diagnosticType",
    handle: { title: "Compare Details" },
    lazy: {
      Component: async () => (await import("../../features/compare/CompareDetailsPage")).CompareDetailsPage,
    },
  },
  {
    path: "About",
    handle: { title: "About" },
    lazy: { Component: async () => (await import("../../pages/AboutPage")).AboutPage },
  },
  helpRoute,
  vesselRoute,
  settingsRoute,
  dataQualityRoute,
  {
    path: "*",
    handle: { title: "Not Found" },
    lazy: { Component: async () => (await import("../../pages/NotFoundPage")).NotFoundPage },
  },
];
