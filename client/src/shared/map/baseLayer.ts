import L from "leaflet";
import { feature } from "topojson-client";
import type { GeometryCollection, Topology } from "topojson-specification";
import { http } from "../api/httpClient";
import { escapeHtml } from "../html/escapeHtml";

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

const lands: Partial<Record<LandDetail, Promise<GeoJSON.GeoJsonObject>>> = {};

const landOf = (module: { default?: unknown }) => {
  const topology = (module.default ?? module) as unknown as Topology<{ land: GeometryCollection }>;
  return feature(topology, topology.objects.land) as GeoJSON.GeoJsonObject;
};

/**
 * Land of Natural Earth (world-atlas, each detail bundled as its own chunk, loaded when a map first needs
 * it): the base map needs no connection to anything but our own server.
 */
export function loadLand(detail: LandDetail): Promise<GeoJSON.GeoJsonObject> {
  lands[detail] ??= (
    detail === "50m" ? import("world-atlas/land-50m.json") : import("world-atlas/land-110m.json")
  ).then(landOf);
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

/** The land as a vector layer drawn on a canvas (thousands of coast points pan smoothly). */
export function landLayer(geojson: GeoJSON.GeoJsonObject, colours: BaseMapColours): L.GeoJSON {
  // GeoJSON hands its options to each polygon it makes, renderer included (the typings omit it).
  const options: L.GeoJSONOptions & L.PathOptions = {
    interactive: false,
    renderer: L.canvas({ padding: 0.5 }),
    style: () => ({ color: colours.coast, weight: 1, fillColor: colours.land, fillOpacity: 1 }),
  };
  return L.geoJSON(geojson, options);
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
