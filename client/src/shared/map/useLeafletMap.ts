import L from "leaflet";
import { type RefObject, useEffect, useRef, useState } from "react";
import {
  BASE_MAP_COLOURS,
  type LandDetail,
  landDetailAt,
  landLayer,
  loadLand,
  loadMapSettings,
  tileLayer,
} from "./baseLayer";
import { MAP } from "./mapConstants";

export type BaseMapState = "loading" | "ready" | "failed";

/**
 * A Leaflet map in `element` with the map constants of spec 3 §9, an overlay group for the caller's layers,
 * and the base map: the configured tiles, else the offline land layer in the theme's colours (redrawn when
 * the theme changes). `onRemoved` runs when the map is taken down (unmount, or React's second mount).
 */
export function useLeafletMap(
  element: RefObject<HTMLDivElement | null>,
  mode: "light" | "dark",
  onRemoved?: () => void,
) {
  const map = useRef<L.Map | null>(null);
  const overlay = useRef<L.LayerGroup | null>(null);
  const base = useRef<L.Layer | null>(null);
  const removed = useRef(onRemoved);
  removed.current = onRemoved;
  const [baseReady, setBaseReady] = useState<BaseMapState>("loading");

  // The map itself, once.
  useEffect(() => {
    if (!element.current) return;
    const created = L.map(element.current, {
      center: MAP.centre,
      zoom: MAP.startZoom,
      minZoom: MAP.minZoom,
      maxZoom: MAP.maxZoom,
      maxBounds: L.latLngBounds(MAP.bounds),
      maxBoundsViscosity: 1,
      worldCopyJump: false,
      attributionControl: true,
    });
    created.attributionControl.setPrefix(false);
    overlay.current = L.layerGroup().addTo(created);
    map.current = created;
    const resize = new ResizeObserver(() => created.invalidateSize());
    resize.observe(element.current);
    return () => {
      resize.disconnect();
      created.remove();
      map.current = null;
      overlay.current = null;
      base.current = null;
      removed.current?.();
    };
  }, [element]);

  // The base map in the theme's colours; the offline land at the detail the zoom needs.
  useEffect(() => {
    let cancelled = false;
    let shown: LandDetail | null = null;
    const colours = BASE_MAP_COLOURS[mode];
    if (element.current) element.current.style.background = colours.water;
    const place = (layer: L.Layer) => {
      if (cancelled || !map.current) return;
      base.current?.remove();
      base.current = layer.addTo(map.current);
      if ("bringToBack" in layer && typeof layer.bringToBack === "function") layer.bringToBack();
      setBaseReady("ready");
    };
    const fail = (error: unknown) => {
      console.warn("The base map could not be drawn", error);
      if (!cancelled) setBaseReady("failed");
    };
    const drawLand = () => {
      const detail = landDetailAt(map.current?.getZoom() ?? MAP.startZoom);
      if (detail === shown) return;
      shown = detail;
      loadLand(detail)
        .then((land) => {
          if (shown === detail) place(landLayer(land, colours));
        })
        .catch(fail);
    };
    const drawn = map.current;
    loadMapSettings()
      .then((settings) => {
        const tiles = tileLayer(settings);
        if (tiles) return place(tiles);
        drawLand();
        if (!cancelled) drawn?.on("zoomend", drawLand);
      })
      .catch(fail);
    return () => {
      cancelled = true;
      drawn?.off("zoomend", drawLand);
    };
  }, [mode, element]);

  return { map, overlay, baseReady };
}
