import { entryOf } from "../shared/records.js";
import type { LatLon } from "./geo.js";

/** A port the simulated fleet calls at: UN/LOCODE and coordinates as the `sea-ports` data holds them. */
export interface SimPort extends LatLon {
  loCode: string;
  name: string;
}

export const SIM_PORTS = {
  NLRTM: { loCode: "NLRTM", name: "Rotterdam", lat: 51.92, lon: 4.5 },
  ZARCB: { loCode: "ZARCB", name: "Richards Bay", lat: -28.7807, lon: 32.0383 },
  USMSY: { loCode: "USMSY", name: "New Orleans", lat: 29.9511, lon: -90.0715 },
  BRSSZ: { loCode: "BRSSZ", name: "Santos", lat: -23.95, lon: -46.33 },
  NOMON: { loCode: "NOMON", name: "Mongstad", lat: 60.82, lon: 5.02 },
  USHOU: { loCode: "USHOU", name: "Houston", lat: 29.75, lon: -95.35 },
  USNYC: { loCode: "USNYC", name: "New York", lat: 40.7, lon: -74 },
  NOOSL: { loCode: "NOOSL", name: "Oslo", lat: 59.9, lon: 10.73 },
  DEHAM: { loCode: "DEHAM", name: "Hamburg", lat: 53.5511, lon: 9.9937 },
  GBFXT: { loCode: "GBFXT", name: "Felixstowe", lat: 51.9617, lon: 1.3513 },
} as const satisfies Record<string, SimPort>;

export type PortCode = keyof typeof SIM_PORTS;

const p = (lat: number, lon: number): LatLon => ({ lat, lon });

/** Sea lanes shared by several routes, each from the open sea towards a port. */
const ROTTERDAM_FROM_USHANT = [p(48.6, -5.9), p(49.9, -2.6), p(50.5, 0.5), p(51.05, 1.65), p(51.95, 3.4)];
/** Out of the Oslofjord and through the Skagerrak, westbound. */
const OSLOFJORD_OUTBOUND = [p(59.6, 10.62), p(59.0, 10.55), p(58.2, 9.6), p(57.5, 7.6)];
/** From off the Dutch coast along the Frisian islands into the Elbe. */
const ELBE_FROM_TEXEL = [p(53.5, 4.6), p(53.8, 6.0), p(54.0, 7.6), p(53.9, 8.6), p(53.6, 9.4)];
const FELIXSTOWE_APPROACH = p(51.93, 1.65);
const ROTTERDAM_APPROACH = p(51.98, 3.95);
const FLORIDA_STRAITS_EASTBOUND = [p(24.3, -83.0), p(24.35, -81.5), p(25.0, -79.9), p(27.0, -79.7)];

/**
 * Waypoints between ports (ports themselves excluded), written from the first port of the key to the
 * second; the reverse passage walks them backwards. Great circles join consecutive points.
 */
const LANES: Record<string, LatLon[]> = {
  "ZARCB-NLRTM": [
    p(-29.0, 32.6),
    p(-35.3, 20.0),
    p(-34.6, 17.4),
    p(-18.0, 9.0),
    p(4.0, -10.0),
    p(10.0, -19.0),
    p(15.0, -18.6),
    p(21.0, -18.5),
    p(27.5, -19.0),
    p(36.5, -10.5),
    p(43.3, -9.9),
    ...ROTTERDAM_FROM_USHANT,
  ],
  "USMSY-NLRTM": [
    p(29.0, -89.4),
    p(28.5, -89.0),
    ...FLORIDA_STRAITS_EASTBOUND,
    p(31.0, -78.5),
    p(48.0, -8.0),
    ...ROTTERDAM_FROM_USHANT,
  ],
  "BRSSZ-NLRTM": [
    p(-24.2, -46.0),
    p(-23.3, -41.5),
    p(-8.0, -33.5),
    p(0.0, -29.0),
    p(10.0, -27.0),
    p(28.0, -24.0),
    p(43.5, -10.3),
    ...ROTTERDAM_FROM_USHANT,
  ],
  "NOOSL-NLRTM": [...OSLOFJORD_OUTBOUND, p(55.5, 5.3), p(53.3, 4.1), p(52.2, 3.7), ROTTERDAM_APPROACH],
  "NLRTM-DEHAM": [ROTTERDAM_APPROACH, p(52.6, 4.2), ...ELBE_FROM_TEXEL],
  "DEHAM-GBFXT": [...[...ELBE_FROM_TEXEL].reverse(), p(52.6, 3.0), FELIXSTOWE_APPROACH],
  "GBFXT-NOOSL": [FELIXSTOWE_APPROACH, p(52.8, 2.4), p(55.0, 3.5), ...[...OSLOFJORD_OUTBOUND].reverse()],
  "NOMON-NLRTM": [p(60.75, 4.6), p(59.5, 4.3), p(58.0, 4.2), p(54.0, 3.6), p(52.2, 3.6)],
  "USHOU-NLRTM": [
    p(29.3, -94.6),
    p(28.5, -93.0),
    ...FLORIDA_STRAITS_EASTBOUND,
    p(31.0, -78.5),
    p(48.0, -8.0),
    ...ROTTERDAM_FROM_USHANT,
  ],
  "NLRTM-USNYC": [...[...ROTTERDAM_FROM_USHANT].reverse(), p(47.0, -12.0), p(40.3, -69.0), p(40.42, -73.75)],
  "USNYC-USHOU": [
    p(40.42, -73.75),
    p(35.0, -74.7),
    p(31.0, -79.0),
    ...[...FLORIDA_STRAITS_EASTBOUND].reverse(),
    p(28.5, -93.0),
    p(29.3, -94.6),
  ],
};

/** The waypoints from one port to another, ports included; null when no lane is known. */
export function passage(from: PortCode, to: PortCode): LatLon[] | null {
  const start = SIM_PORTS[from];
  const end = SIM_PORTS[to];
  const forward = entryOf(LANES, `${from}-${to}`);
  if (forward) return [start, ...forward, end];
  const backward = entryOf(LANES, `${to}-${from}`);
  if (backward) return [start, ...[...backward].reverse(), end];
  return null;
}
