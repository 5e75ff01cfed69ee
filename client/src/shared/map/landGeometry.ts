import { feature } from "topojson-client";
import type { GeometryCollection, Topology } from "topojson-specification";

/** One polygon of the land: its rings (the coast first, then lakes), each as flat longitude, latitude pairs. */
export type LandPolygon = Float64Array[];

export type LandTopology = Topology<{ land: GeometryCollection }>;

const flatRing = (ring: GeoJSON.Position[]): Float64Array => {
  const flat = new Float64Array(ring.length * 2);
  ring.forEach(([lng = 0, lat = 0], i) => {
    flat[2 * i] = lng;
    flat[2 * i + 1] = lat;
  });
  return flat;
};

/**
 * The land of a world-atlas topology as separate polygons: each is drawn (and left out when off screen) on
 * its own, a few at a time, and typed arrays cross from a worker without being copied.
 */
export function landPolygons(topology: LandTopology): LandPolygon[] {
  const polygons: LandPolygon[] = [];
  for (const { geometry } of feature(topology, topology.objects.land).features) {
    if (geometry?.type === "Polygon") polygons.push(geometry.coordinates.map(flatRing));
    if (geometry?.type === "MultiPolygon")
      for (const p of geometry.coordinates) polygons.push(p.map(flatRing));
  }
  return polygons;
}

/** What the land worker answers for a topology's URL. */
export type LandAnswer = { polygons: LandPolygon[] } | { error: string };
