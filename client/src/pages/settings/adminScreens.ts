import type { ComponentType } from "react";
import type { RouteObject } from "react-router-dom";

type LoadScreen = () => Promise<ComponentType>;

const users: LoadScreen = async () => (await import("./UsersPage")).UsersPage;
const companies: LoadScreen = async () => (await import("./CompaniesPage")).CompaniesPage;
const vessels: LoadScreen = async () => (await import("./VesselAdministrationPage")).VesselAdministrationPage;

/** Route path → the administration screen that replaces its placeholder (loaded with the route). */
const screens: Record<string, LoadScreen> = {
  UserList: users,
  Users: users,
  CompanyList: companies,
  Company: companies,
  ManageVessels: vessels,
  VesselAdministration: vessels,
  VesselAccessControl: async () => (await import("./VesselAccessControlPage")).VesselAccessControlPage,
  VesselGroups: async () => (await import("./VesselGroupsPage")).VesselGroupsPage,
  Announcement: async () => (await import("./AnnouncementsPage")).AnnouncementsPage,
  MyProfile: async () => (await import("./MyProfilePage")).MyProfilePage,
};

/** The route with its administration screen when one is built for its path; otherwise unchanged. */
export function withAdminScreen(route: RouteObject): RouteObject {
  const load = route.path ? screens[route.path] : undefined;
  if (!load || route.index) return route;
  return { ...route, element: undefined, lazy: { Component: load } } as RouteObject;
}
