import L from "leaflet";
import land50mUrl from "world-atlas/land-50m.json?url";
import land110mUrl from "world-atlas/land-110m.json?url";
import { http } from "../api/httpClient";
import { escapeHtml } from "../html/escapeHtml";
import type { LandAnswer, LandPolygon } from "./landGeometry";

/** What the server says about map tiles (GET /MapSettings); no tile URL means the offline base map. */
export interface MapSettings {
  tileUrl: string | null;
  tileAttribution: string | null;
}

let settings: Promise<MapSettings> | null = null;

/** GET /MapSettings once per page load; a failure falls back to the offline base map. */
export function loadMapSettings(): Promise<MapSettings> {
  settings ??= http
    .get<MapSettings>("/MapSettings")
    .then((answer) => ({
      tileUrl: answer?.tileUrl ?? null,
      tileAttribution: answer?.tileAttribution ?? null,
    }))
    .catch((error: unknown) => {
      console.warn("Map settings could not be loaded; drawing the offline base map", error);
      settings = null;
      return { tileUrl: null, tileAttribution: null };
    });
  return settings;
}

/** How detailed the offline land is: Natural Earth at 1:110m (55 KB) or 1:50m (533 KB). */
export type LandDetail = "110m" | "50m";

/**
 * 1:50m from this zoom on, where 1:110m's coasts are visibly coarse; below it (the whole fleet's view) the
 * 110m land, a tenth of the bytes.
 */
export const DETAILED_LAND_FROM_ZOOM = 6;

export const landDetailAt = (zoom: number): LandDetail => (zoom >= DETAILED_LAND_FROM_ZOOM ? "50m" : "110m");

const LAND_URLS: Record<LandDetail, string> = { "110m": land110mUrl, "50m": land50mUrl };

const lands: Partial<Record<LandDetail, Promise<LandPolygon[]>>> = {};

/** Fetches and converts a land topology in a worker of its own (see landWorker). */
function landFromWorker(url: string): Promise<LandPolygon[]> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL("./landWorker.ts", import.meta.url), { type: "module" });
    worker.onmessage = (event: MessageEvent<LandAnswer>) => {
      worker.terminate();
      if ("error" in event.data) reject(new Error(event.data.error));
      else resolve(event.data.polygons);
    };
    worker.onerror = (event) => {
      worker.terminate();
      reject(new Error(event.message || "the land worker failed"));
    };
    worker.postMessage(url);
  });
}

/**
 * Land of Natural Earth (world-atlas, each detail a static asset of the build, fetched when a map first
 * needs it and converted once per page load, off the main thread): the base map needs no connection to
 * anything but our own server.
 */
export function loadLand(detail: LandDetail): Promise<LandPolygon[]> {
  lands[detail] ??= landFromWorker(LAND_URLS[detail]).catch((error: unknown) => {
    delete lands[detail];
    throw error;
  });
  return lands[detail];
}

export interface BaseMapColours {
  water: string;
  land: string;
  coast: string;
}

export const BASE_MAP_COLOURS: Record<"light" | "dark", BaseMapColours> = {
  light: { water: "#cfe2f1", land: "#f6f3ec", coast: "#8ea3b6" },
  dark: { water: "#0a1520", land: "#2e3b49", coast: "#6c8298" },
};

/** How long one slice of drawing the land may hold the main thread before it lets the page go on. */
const LAND_SLICE_MS = 12;

const latLngsOf = (ring: Float64Array): L.LatLng[] => {
  const latLngs: L.LatLng[] = new Array(ring.length / 2);
  for (let i = 0; i < latLngs.length; i++) latLngs[i] = L.latLng(ring[2 * i + 1] ?? 0, ring[2 * i] ?? 0);
  return latLngs;
};

/**
 * The land as vector polygons drawn on a canvas (thousands of coast points pan smoothly). Once on a map it
 * adds its polygons in slices of a few milliseconds, so drawing the 1:50m coasts is no single long task.
 */
export function landLayer(polygons: LandPolygon[], colours: BaseMapColours): L.FeatureGroup {
  const style: L.PolylineOptions = {
    interactive: false,
    renderer: L.canvas({ padding: 0.5 }),
    color: colours.coast,
    weight: 1,
    fillColor: colours.land,
    fillOpacity: 1,
  };
  const group = L.featureGroup();
  let next = 0;
  let onMap = false;
  const addSlice = () => {
    const start = performance.now();
    while (onMap && next < polygons.length && performance.now() - start < LAND_SLICE_MS) {
      group.addLayer(L.polygon((polygons[next++] ?? []).map(latLngsOf), style));
    }
    if (onMap && next < polygons.length) setTimeout(addSlice, 0);
  };
  group.on("add", () => {
    onMap = true;
    addSlice();
  });
  group.on("remove", () => {
    onMap = false;
  });
  return group;
}

/** The configured tile server's layer. */
export function tileLayer(settings: MapSettings): L.TileLayer | null {
  if (!settings.tileUrl) return null;
  return L.tileLayer(settings.tileUrl, {
    // Leaflet writes the attribution as markup: escape it like any text.
    attribution: escapeHtml(settings.tileAttribution ?? ""),
    noWrap: false,
  });
}
