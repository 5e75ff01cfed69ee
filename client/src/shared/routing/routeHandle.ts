import { useMatches } from "react-router-dom";

/** Attached to routes as `handle`; the deepest title wins. */
export interface RouteHandle {
  title: string;
}

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === "object" && handle !== null && typeof (handle as RouteHandle).title === "string";
}

/** The title of the deepest matched route that has one. */
export function useRouteTitle(): string | null {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index--) {
    const handle = matches[index]?.handle;
    if (isRouteHandle(handle)) return handle.title;
  }
  return null;
}
