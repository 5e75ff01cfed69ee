import type { RouteObject } from "react-router-dom";
import type { RouteHandle } from "../../shared/routing/routeHandle";

/** /Settings/Verification, loaded with the route. */
export const verificationRoute: RouteObject = {
  path: "Verification",
  handle: { title: "Verification" } satisfies RouteHandle,
  lazy: { Component: async () => (await import("./VerificationPage")).VerificationPage },
};
