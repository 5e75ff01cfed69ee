import type { ComponentType } from "react";
import type { RouteObject } from "react-router-dom";

type LoadScreen = () => Promise<ComponentType>;

const users: LoadScreen = async () => (await import("./UsersPage")).UsersPage;
const companies: LoadScreen = async () => (await import("./CompaniesPage")).CompaniesPage;
const vessels: LoadScreen = async () => (await import("./VesselAdministrationPage")).VesselAdministrationPage;

/** Route path → the administration screen it shows (loaded with the route). */
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

/** The route with the administration screen of its path. */
export function withAdminScreen(route: RouteObject): RouteObject {
  const load = route.path ? screens[route.path] : undefined;
  if (!load || route.index)
    throw new Error(`No administration screen for the route ${route.path ?? "(index)"}.`);
  return { ...route, element: undefined, lazy: { Component: load } } as RouteObject;
}
