import { useMatch } from "react-router-dom";

export interface VesselRoute {
  vesselId: string;
  vesselName: string;
  /** Path after /Vessel/{id}/{name}/, e.g. "Fouling/Diagnostics"; "" on the bare vessel route. */
  child: string;
}

/** The vessel route the browser is on, or null. Works from any component (layouts included). */
export function useVesselRoute(): VesselRoute | null {
  const match = useMatch("/Vessel/:vesselId/:vesselName/*");
  if (!match?.params.vesselId) return null;
  return {
    vesselId: match.params.vesselId,
    vesselName: match.params.vesselName ?? "",
    child: match.params["*"] ?? "",
  };
}
