import { useTheme } from "@emotion/react";
import { performanceStatusLook } from "./performanceStatus";
import type { Vessel } from "./types";

/** The vessel's performance-status icon (spec 3 §2), its label as title and accessible name. */
export function VesselStatusIcon({ vessel, size = "1rem" }: { vessel: Partial<Vessel>; size?: string }) {
  const theme = useTheme();
  const look = performanceStatusLook(vessel.performance?.performanceStatus);
  return (
    <i
      className={look.icon}
      title={look.label}
      aria-label={`Performance status: ${look.label}`}
      role="img"
      css={{ color: look.tone(theme), fontSize: size }}
    />
  );
}
