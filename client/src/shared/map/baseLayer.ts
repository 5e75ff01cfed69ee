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

let land: Promise<GeoJSON.GeoJsonObject> | null = null;

/**
 * Land of Natural Earth at 1:50m (world-atlas, bundled as its own chunk, loaded on the first map):
 * the base map needs no connection to anything but our own server.
 */
export function loadLand(): Promise<GeoJSON.GeoJsonObject> {
  land ??= import("world-atlas/land-50m.json").then((module) => {
    const topology = (module.default ?? module) as unknown as Topology<{ land: GeometryCollection }>;
    return feature(topology, topology.objects.land) as GeoJSON.GeoJsonObject;
  });
  return land;
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
