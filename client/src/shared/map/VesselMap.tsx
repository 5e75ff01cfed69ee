import { useTheme } from "@emotion/react";
import L from "leaflet";
import "leaflet/dist/leaflet.css";
import { Checkbox } from "primereact/checkbox";
import { useEffect, useId, useMemo, useRef, useState } from "react";
import { formatDateTime } from "../format/formatDateTime";
import { bindDomPopup, bindDomTooltip, textElement } from "../html/leafletDom";
import { MAP } from "./mapConstants";
import {
  LEGEND,
  MARKER_COLOURS,
  MARKER_LABELS,
  type MarkerKind,
  markerIconUrl,
  markerKindOf,
} from "./markerStatus";
import { formatCoordinate, sampleTrack, spacedIndexes, type TimedPosition, trackLines } from "./trackLines";
import { useLeafletMap } from "./useLeafletMap";

export interface MapVessel {
  id: string;
  name: string;
  /** The vessel's overall performance status (Ok, Observe, NotOk, BenchMarking, or another: N/A). */
  status: string | null | undefined;
  /** Its latest known position, or null when none is known (the vessel is then not on the map). */
  position: TimedPosition | null;
}

export interface VesselMapProps {
  vessels: readonly MapVessel[];
  /** Past positions per vessel id (oldest first or in any order; sampled every 6 hours here). */
  tracks?: Readonly<Record<string, readonly TimedPosition[]>>;
  /** Whether the track is drawn at first; the "Show track" checkbox changes it. */
  showTrack?: boolean;
  onShowTrackChange?: (show: boolean) => void;
  /** Called from a vessel popup's "Open" link. */
  onSelectVessel?: (vesselId: string) => void;
  /** Extra label/value lines in a vessel's popup. */
  popupDetails?: (vessel: MapVessel) => readonly (readonly [string, string])[];
  /**
   * The nearest known location for a track position (vessel info map); its tooltip shows the answer,
   * or "Sorry, an error occurred while loading the nearest location." when the promise fails.
   */
  nearestLocation?: (vesselId: string, timestamp: string) => Promise<string>;
  height?: number | string;
  /** Fit the first view to the vessels' tracks as well as their markers (a single vessel's map). */
  fitTrack?: boolean;
  "data-testid"?: string;
}

const TRACK_LINE_DARK = "#d7e3f0";

export const NEAREST_LOCATION_ERROR = "Sorry, an error occurred while loading the nearest location.";

const icons = new Map<MarkerKind, L.Icon>();
function iconOf(kind: MarkerKind): L.Icon {
  let icon = icons.get(kind);
  if (!icon) {
    icon = L.icon({
      iconUrl: markerIconUrl(kind),
      iconSize: MAP.markerSize,
      iconAnchor: [MAP.markerSize[0] / 2, MAP.markerSize[1]],
      popupAnchor: [0, -MAP.markerSize[1] + 2],
      tooltipAnchor: [MAP.markerSize[0] / 2, -MAP.markerSize[1] / 2],
      className: `vessel-marker vessel-marker-${kind}`,
    });
    icons.set(kind, icon);
  }
  return icon;
}

/** Map times read like the rest of the pages: "05. Jan, 2026 14:03" in the browser's time zone. */
const formatTime = (iso: string): string => formatDateTime(iso) || iso;

function popupOf(vessel: MapVessel, props: VesselMapProps): HTMLElement {
  const root = document.createElement("div");
  root.className = "vessel-map-popup";
  root.dataset.testid = "vessel-map-popup";
  root.append(textElement("div", vessel.name, "vessel-map-popup-title"));
  const lines: (readonly [string, string])[] = [["Status", MARKER_LABELS[markerKindOf(vessel.status)]]];
  if (vessel.position) {
    lines.push(
      ["Position", formatCoordinate(vessel.position)],
      ["Time", formatTime(vessel.position.timestamp)],
    );
  }
  lines.push(...(props.popupDetails?.(vessel) ?? []));
  const list = document.createElement("dl");
  for (const [label, value] of lines) list.append(textElement("dt", label), textElement("dd", value));
  root.append(list);
  if (props.onSelectVessel) {
    const open = textElement("button", "Open vessel", "vessel-map-popup-open");
    open.type = "button";
    const select = props.onSelectVessel;
    open.addEventListener("click", () => select(vessel.id));
    root.append(open);
  }
  return root;
}

function previousTooltip(
  vesselName: string,
  vesselId: string,
  position: TimedPosition,
  marker: L.Marker,
  nearest: VesselMapProps["nearestLocation"],
): void {
  const root = document.createElement("div");
  root.dataset.testid = "vessel-map-track-tooltip";
  root.append(
    textElement("div", vesselName, "vessel-map-popup-title"),
    textElement("div", formatTime(position.timestamp)),
    textElement("div", formatCoordinate(position)),
  );
  bindDomTooltip(marker, root, { direction: "top" });
  if (!nearest) return;
  const line = textElement("div", "Nearest known location: loading…", "vessel-map-nearest");
  root.append(line);
  let asked = false;
  marker.on("tooltipopen", () => {
    if (asked) return;
    asked = true;
    nearest(vesselId, position.timestamp).then(
      (text) => {
        line.textContent = `Nearest known location: ${text}`;
      },
      () => {
        line.textContent = NEAREST_LOCATION_ERROR;
        line.classList.add("vessel-map-error");
        asked = false;
      },
    );
  });
}

/**
 * The vessel map of spec 3 §2 with the constants of §9, drawn with Leaflet directly. The base map is
 * land from world-atlas as a vector layer, so it works with no connection to the internet; when the
 * server names a tile server (MAP_TILE_URL) its tiles are used instead. Vessels are 12x29 markers
 * coloured by performance status; "Show track" draws their positions sampled every 6 hours as black
 * markers (those closer than 25 px to a shown one hidden) joined by lines that break at jumps, so no
 * line crosses the map.
 */
export function VesselMap(props: VesselMapProps) {
  const { vessels, tracks, height = 480 } = props;
  const theme = useTheme();
  const mode = theme.mode === "dark" ? "dark" : "light";
  const element = useRef<HTMLDivElement>(null);
  const fitted = useRef(false);
  const propsRef = useRef(props);
  propsRef.current = props;
  const [showTrack, setShowTrack] = useState(props.showTrack ?? false);
  const checkboxId = useId();
  const { map, overlay, baseReady } = useLeafletMap(element, mode, () => {
    fitted.current = false;
  });

  const sampledTracks = useMemo(() => {
    const out: Record<string, TimedPosition[]> = {};
    for (const [id, positions] of Object.entries(tracks ?? {})) out[id] = sampleTrack(positions);
    return out;
  }, [tracks]);

  // Markers, track lines and previous positions; redrawn when the data, the checkbox or the zoom changes.
  useEffect(() => {
    const current = map.current;
    const group = overlay.current;
    if (!current || !group) return;
    const placed = vessels.filter((v): v is MapVessel & { position: TimedPosition } => v.position !== null);

    const draw = () => {
      group.clearLayers();
      const fixed = placed.map((v) => current.latLngToLayerPoint([v.position.lat, v.position.lng]));
      if (showTrack) {
        for (const vessel of vessels) {
          const track = sampledTracks[vessel.id] ?? [];
          if (track.length === 0) continue;
          const withLatest = vessel.position ? [...track, vessel.position] : track;
          for (const line of trackLines(withLatest)) {
            if (line.length < 2) continue;
            L.polyline(
              line.map((p) => [p.lat, p.lng] as [number, number]),
              {
                // Black on the light map; on the dark one a black line would vanish into the sea.
                color: mode === "dark" ? TRACK_LINE_DARK : MARKER_COLOURS.PreviousPosition,
                weight: 2,
                opacity: 0.7,
                interactive: false,
                className: "vessel-track-line",
              },
            ).addTo(group);
          }
          const points = track.map((p) => current.latLngToLayerPoint([p.lat, p.lng]));
          for (const index of spacedIndexes(points, fixed)) {
            const position = track[index] as TimedPosition;
            const marker = L.marker([position.lat, position.lng], {
              icon: iconOf("PreviousPosition"),
              keyboard: false,
              zIndexOffset: -1000,
            }).addTo(group);
            previousTooltip(vessel.name, vessel.id, position, marker, propsRef.current.nearestLocation);
          }
        }
      }
      for (const vessel of placed) {
        const kind = markerKindOf(vessel.status);
        const marker = L.marker([vessel.position.lat, vessel.position.lng], {
          icon: iconOf(kind),
          title: vessel.name,
          alt: `${vessel.name} (${MARKER_LABELS[kind]})`,
        }).addTo(group);
        marker.getElement()?.setAttribute("data-vessel-id", vessel.id);
        bindDomPopup(marker, popupOf(vessel, propsRef.current));
      }
    };
    draw();

    if (!fitted.current && placed.length > 0) {
      fitted.current = true;
      const fitTo = placed.map((v) => [v.position.lat, v.position.lng] as [number, number]);
      if (propsRef.current.fitTrack && showTrack)
        for (const v of placed) for (const p of sampledTracks[v.id] ?? []) fitTo.push([p.lat, p.lng]);
      current.fitBounds(L.latLngBounds(fitTo), {
        maxZoom: MAP.fitMaxZoom,
        padding: [MAP.fitPadding, MAP.fitPadding],
        animate: false,
      });
      draw();
    }
    if (!showTrack) return;
    current.on("zoomend", draw);
    return () => {
      current.off("zoomend", draw);
    };
  }, [vessels, sampledTracks, showTrack, mode, map, overlay]);

  const changeShowTrack = (next: boolean) => {
    setShowTrack(next);
    props.onShowTrackChange?.(next);
  };

  return (
    <div
      className="vessel-map"
      css={mapCss(theme)}
      data-testid={props["data-testid"] ?? "vessel-map"}
      data-base-map={baseReady}
    >
      <div ref={element} className="vessel-map-canvas" style={{ height }} />
      <div className="vessel-map-footer">
        <label htmlFor={checkboxId} className="vessel-map-show-track">
          <Checkbox
            inputId={checkboxId}
            checked={showTrack}
            onChange={(e) => changeShowTrack(Boolean(e.checked))}
            data-testid="vessel-map-show-track"
          />
          <span>Show track</span>
        </label>
        <ul className="vessel-map-legend" aria-label="Legend" data-testid="vessel-map-legend">
          {LEGEND.map((kind) => (
            <li key={kind}>
              <img src={markerIconUrl(kind)} width={6} height={14} alt="" />
              {MARKER_LABELS[kind]}
            </li>
          ))}
        </ul>
        {baseReady === "failed" && <span role="alert">The base map could not be drawn.</span>}
      </div>
    </div>
  );
}

function mapCss(theme: ReturnType<typeof useTheme>) {
  return {
    ".vessel-map-canvas": {
      width: "100%",
      minHeight: 320,
      borderRadius: theme.radius.md,
      border: `1px solid ${theme.color.border}`,
      overflow: "hidden",
      fontFamily: "inherit",
    },
    ".leaflet-tooltip": { whiteSpace: "normal" as const, width: "max-content", maxWidth: 280 },
    ".leaflet-popup-content-wrapper, .leaflet-popup-tip, .leaflet-tooltip": {
      background: theme.color.surfaceRaised,
      color: theme.color.text,
      borderColor: theme.color.border,
    },
    ".leaflet-container a.leaflet-popup-close-button": { color: theme.color.textMuted },
    ".leaflet-control-attribution": {
      background: theme.mode === "dark" ? "rgba(0,0,0,0.55)" : undefined,
      color: theme.color.textMuted,
    },
    ".leaflet-bar a": {
      background: theme.color.surfaceRaised,
      color: theme.color.text,
      borderBottomColor: theme.color.border,
    },
    ".vessel-map-popup-title": { fontWeight: 600, fontSize: "0.95rem", marginBottom: 4 },
    ".vessel-map-popup dl": {
      display: "grid",
      gridTemplateColumns: "auto auto",
      gap: "2px 12px",
      margin: "4px 0 0",
    },
    ".vessel-map-popup dt": { color: theme.color.textMuted },
    ".vessel-map-popup dd": { margin: 0 },
    ".vessel-map-popup-open": {
      marginTop: 8,
      padding: "4px 10px",
      border: `1px solid ${theme.color.primary}`,
      borderRadius: theme.radius.sm,
      background: "transparent",
      color: theme.color.primary,
      cursor: "pointer",
      font: "inherit",
    },
    ".vessel-map-error": { color: theme.color.danger },
    ".vessel-map-footer": {
      display: "flex",
      flexWrap: "wrap" as const,
      alignItems: "center",
      gap: "8px 20px",
      padding: "10px 2px 0",
      color: theme.color.text,
      fontSize: "0.875rem",
    },
    ".vessel-map-show-track": { display: "inline-flex", alignItems: "center", gap: 8, cursor: "pointer" },
    ".vessel-map-legend": {
      display: "flex",
      flexWrap: "wrap" as const,
      gap: "6px 14px",
      listStyle: "none",
      margin: 0,
      padding: 0,
      color: theme.color.textMuted,
    },
    ".vessel-map-legend li": { display: "inline-flex", alignItems: "center", gap: 6 },
  };
}
