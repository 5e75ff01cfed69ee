export { BASE_MAP_COLOURS, loadMapSettings, type MapSettings } from "./baseLayer";
export { MAP } from "./mapConstants";
export { LEGEND, MARKER_COLOURS, MARKER_LABELS, type MarkerKind, markerKindOf } from "./markerStatus";
export { type MapPoint, PointMap, type PointMapProps } from "./PointMap";
export {
  breaksBetween,
  formatCoordinate,
  type LatLng,
  sampleTrack,
  spacedIndexes,
  type TimedPosition,
  trackLines,
} from "./trackLines";
export { type MapVessel, NEAREST_LOCATION_ERROR, VesselMap, type VesselMapProps } from "./VesselMap";
