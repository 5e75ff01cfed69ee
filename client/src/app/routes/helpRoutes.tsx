import { Navigate, type RouteObject } from "react-router-dom";
import { helpTopics } from "../../shared/routing/helpTopics";
import { plannedRoute } from "./planned";

/** /Help and its topics; default child VersionHistory. "ISO 19030" (with a space) also answers. */
export const helpRoute: RouteObject = {
  path: "Help",
  lazy: { Component: async () => (await import("../../pages/HelpLayout")).HelpLayout },
  handle: { title: "Help" },
  children: [
    { index: true, element: <Navigate to="VersionHistory" replace /> },
    {
      path: "VersionHistory",
      handle: { title: "What's new" },
      lazy: { Component: async () => (await import("../../pages/VersionHistoryPage")).VersionHistoryPage },
    },
    ...helpTopics
      .filter((topic) => topic.path !== "VersionHistory")
      .map((topic) => plannedRoute({ path: topic.path, title: topic.label, area: "help", icon: topic.icon })),
    plannedRoute({ path: "ISO 19030", title: "ISO 19030", area: "help", icon: "pi pi-verified" }),
  ],
};
