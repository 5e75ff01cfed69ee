import { Navigate, type RouteObject } from "react-router-dom";
import { helpTopics } from "../../shared/routing/helpTopics";

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
    ...[...helpTopics, { label: "ISO 19030", path: "ISO 19030", icon: "pi pi-verified" }]
      .filter((topic) => topic.path !== "VersionHistory")
      .map(
        (topic): RouteObject => ({
          path: topic.path,
          handle: { title: topic.label },
          lazy: {
            element: async () => {
              const { HelpTopicPage } = await import("../../pages/HelpTopicPage");
              return <HelpTopicPage key={topic.path} topic={topic} />;
            },
          },
        }),
      ),
  ],
};
