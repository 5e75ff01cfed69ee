import { useEffect } from "react";
import { Outlet, ScrollRestoration, useMatch } from "react-router-dom";
import { vesselStore } from "../entities/vessel/vesselStore";
import { useRouteTitle } from "../shared/routing/routeHandle";
import { useStore } from "../shared/store/createStore";

export const PRODUCT_NAME = "Keelson";

/** "{route title} | Keelson", or "{route title} | {vessel name} | Keelson" on vessel pages. */
function useDocumentTitle(): void {
  const title = useRouteTitle();
  const vesselMatch = useMatch("/Vessel/:vesselId/:vesselName/*");
  const { vessels } = useStore(vesselStore);
  // The name the server gave for the vessel, never the one in the URL.
  const vesselName = vesselMatch
    ? vessels.find((v) => v.id === vesselMatch.params.vesselId)?.name
    : undefined;
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
