import { useEffect } from "react";
import { Outlet, ScrollRestoration, useMatch } from "react-router-dom";
import { useRouteTitle } from "../shared/routing/routeHandle";

export const PRODUCT_NAME = "Keelson";

/** "{route title} | Keelson", or "{route title} | {vessel name} | Keelson" on vessel pages. */
function useDocumentTitle(): void {
  const title = useRouteTitle();
  const vesselMatch = useMatch("/Vessel/:vesselId/:vesselName/*");
  const vesselName = vesselMatch?.params.vesselName;
  useEffect(() => {
    document.title = [title, vesselName, PRODUCT_NAME].filter(Boolean).join(" | ");
  }, [title, vesselName]);
}

export function RootLayout() {
  useDocumentTitle();
  return (
    <>
      <ScrollRestoration />
      <Outlet />
    </>
  );
}
