import { useTheme } from "@emotion/react";
import { performanceStatusLook } from "../../entities/vessel/performanceStatus";
import type { Vessel } from "../../entities/vessel/types";

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
