import L from "leaflet";
import { type RefObject, useEffect, useRef, useState } from "react";
import { BASE_MAP_COLOURS, landLayer, loadLand, loadMapSettings, tileLayer } from "./baseLayer";
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

  // The base map in the theme's colours.
  useEffect(() => {
    let cancelled = false;
    const colours = BASE_MAP_COLOURS[mode];
    if (element.current) element.current.style.background = colours.water;
    loadMapSettings()
      .then(async (settings) => {
        const layer = tileLayer(settings) ?? landLayer(await loadLand(), colours);
        if (cancelled || !map.current) return;
        base.current?.remove();
        base.current = layer.addTo(map.current);
        if ("bringToBack" in layer && typeof layer.bringToBack === "function") layer.bringToBack();
        setBaseReady("ready");
      })
      .catch((error: unknown) => {
        console.warn("The base map could not be drawn", error);
        if (!cancelled) setBaseReady("failed");
      });
    return () => {
      cancelled = true;
    };
  }, [mode, element]);

  return { map, overlay, baseReady };
}
