import { useTheme } from "@emotion/react";
import L from "leaflet";
import "leaflet/dist/leaflet.css";
import { useEffect, useRef } from "react";
import { bindDomTooltip, textElement } from "../html/leafletDom";
import { MAP } from "./mapConstants";
import { useLeafletMap } from "./useLeafletMap";

export interface MapPoint {
  lat: number;
  lng: number;
  /** Fill colour of the point. */
  colour: string;
  /** First line of the tooltip, then label/value lines: text only, never markup. */
  title: string;
  lines: readonly (readonly [string, string])[];
}

export interface PointMapProps {
  points: readonly MapPoint[];
  /** Colour key under the map (e.g. a temperature scale). */
  legend?: readonly { label: string; colour: string }[];
  height?: number;
  "data-testid"?: string;
}

/**
 * Coloured points on the shared base map (the vessel map's land layer or the configured tiles, map
 * constants of spec 3 §9), each with a tooltip built from text nodes (leafletDom). Fits to the points
 * on the first draw.
 */
export function PointMap({ points, legend, height = 420, ...props }: PointMapProps) {
  const theme = useTheme();
  const mode = theme.mode === "dark" ? "dark" : "light";
  const element = useRef<HTMLDivElement>(null);
  const { map, overlay, baseReady } = useLeafletMap(element, mode);

  useEffect(() => {
    const current = map.current;
    const group = overlay.current;
    if (!current || !group) return;
    group.clearLayers();
    for (const point of points) {
      const marker = L.circleMarker([point.lat, point.lng], {
        radius: 6,
        color: mode === "dark" ? "#0b1520" : "#ffffff",
        weight: 1,
        fillColor: point.colour,
        fillOpacity: 0.95,
        className: "point-map-marker",
      }).addTo(group);
      const tooltip = document.createElement("div");
      tooltip.dataset.testid = "point-map-tooltip";
      tooltip.append(textElement("div", point.title, "point-map-title"));
      const list = document.createElement("dl");
      for (const [label, value] of point.lines)
        list.append(textElement("dt", label), textElement("dd", value));
      tooltip.append(list);
      bindDomTooltip(marker, tooltip, { direction: "top" });
    }
    if (points.length > 0)
      current.fitBounds(L.latLngBounds(points.map((p) => [p.lat, p.lng] as [number, number])), {
        maxZoom: MAP.fitMaxZoom,
        padding: [40, 40],
        animate: false,
      });
  }, [points, mode, map, overlay]);

  return (
    <div
      css={{
        ".point-map-canvas": {
          width: "100%",
          borderRadius: theme.radius.md,
          border: `1px solid ${theme.color.border}`,
          overflow: "hidden",
          fontFamily: "inherit",
        },
        ".leaflet-tooltip": {
          background: theme.color.surfaceRaised,
          color: theme.color.text,
          borderColor: theme.color.border,
          whiteSpace: "normal",
          width: "max-content",
          maxWidth: 280,
        },
        ".point-map-title": { fontWeight: 600, marginBottom: 4 },
        dl: { display: "grid", gridTemplateColumns: "auto auto", gap: "2px 12px", margin: 0 },
        dt: { color: theme.color.textMuted },
        dd: { margin: 0 },
        ".leaflet-control-attribution": {
          background: theme.mode === "dark" ? "rgba(0,0,0,0.55)" : undefined,
          color: theme.color.textMuted,
        },
        ".leaflet-bar a": {
          background: theme.color.surfaceRaised,
          color: theme.color.text,
          borderBottomColor: theme.color.border,
        },
      }}
      data-testid={props["data-testid"] ?? "point-map"}
      data-base-map={baseReady}
      data-points={points.length}
    >
      <div ref={element} className="point-map-canvas" style={{ height }} />
      {legend && legend.length > 0 && (
        <ul
          aria-label="Legend"
          css={{
            display: "flex",
            flexWrap: "wrap",
            gap: "6px 14px",
            listStyle: "none",
            margin: "10px 0 0",
            padding: 0,
            color: theme.color.textMuted,
            fontSize: "0.875rem",
          }}
        >
          {legend.map((item) => (
            <li key={item.label} css={{ display: "inline-flex", alignItems: "center", gap: 6 }}>
              <span
                css={{
                  width: 12,
                  height: 12,
                  borderRadius: 6,
                  background: item.colour,
                  display: "inline-block",
                }}
              />
              {item.label}
            </li>
          ))}
        </ul>
      )}
      {baseReady === "failed" && <span role="alert">The base map could not be drawn.</span>}
    </div>
  );
}
