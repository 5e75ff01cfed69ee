import { feature } from "topojson-client";
import { describe, expect, it } from "vitest";
import land110m from "world-atlas/land-110m.json";
import { type LandTopology, landPolygons } from "./landGeometry";

const topology = land110m as unknown as LandTopology;

describe("landPolygons", () => {
  it("answers every polygon of the land, each ring as the GeoJSON positions in flat longitude, latitude pairs", () => {
    const geojson = feature(topology, topology.objects.land).features.flatMap(({ geometry }) =>
      geometry?.type === "MultiPolygon"
        ? geometry.coordinates
        : geometry?.type === "Polygon"
          ? [geometry.coordinates]
          : [],
    );
    const polygons = landPolygons(topology);
    expect(polygons.length).toBe(geojson.length);
    expect(polygons.length).toBeGreaterThan(100);
    polygons.forEach((rings, p) => {
      expect(rings.map((ring) => Array.from(ring))).toEqual(geojson[p]?.map((ring) => ring.flat()));
    });
  });
});
