import { describe, expect, it } from "vitest";
import { NORDIC_BULK_VESSELS } from "../../server/demo/demoFleet.js";
import type { EventType, VesselEventRecord } from "../voyages/model.js";
import { distanceNm } from "./geo.js";
import { scheduleFromVoyageEvents } from "./schedule.js";
import { createVesselSimulation } from "./simulateDay.js";
import { simVesselFrom } from "./simVessel.js";

const HOUR = 3600_000;
const T0 = Date.UTC(2026, 2, 1);
const aurora = simVesselFrom(NORDIC_BULK_VESSELS[0]!.imoNumber, NORDIC_BULK_VESSELS[0]!.particulars);

const event = (
  type: EventType,
  hours: number,
  extra: Partial<VesselEventRecord> = {},
): VesselEventRecord => ({
  id: `${type}-${hours}`,
  vesselId: "v",
  timestamp: new Date(T0 + hours * HOUR).toISOString(),
  type,
  name: type,
  isConfirmed: true,
  source: "Ship",
  voyage: null,
  port: null,
  location: null,
  cargos: [],
  distanceSailed: null,
  revision: 1,
  ...extra,
});
const port = (loCode: string) => ({ port: { name: loCode, loCode, isMrvPort: true } });
const voyage = { name: "V1", type: "Laden" as const, isNonCommercial: false };
// On the lane from Hamburg to Felixstowe, off Texel.
const drift = { latitude: 53.8, longitude: 6.0 };
const log = [
  event("Departure", 0, {
    ...port("NOOSL"),
    voyage: { ...voyage, informationConfirmedAt: null, dataConfirmedAt: null },
  }),
  event("StartAnchoring", 44),
  event("EndAnchoring", 49),
  event("Arrival", 52, port("NLRTM")),
  event("Departure", 82, { ...port("NLRTM"), voyage: null }),
  event("StartBunkering", 83),
  event("Arrival", 106, port("DEHAM")),
  event("Departure", 136, port("DEHAM")),
  event("StartDrifting", 150, { location: drift }),
];

describe("a voyage log as a simulation schedule", () => {
  const schedule = scheduleFromVoyageEvents(log);

  it("puts each passage's anchoring and drifting on the call it leaves; bunkering is no stop", () => {
    expect(schedule.map((c) => [c.port, c.stops.length])).toEqual([
      ["NOOSL", 1],
      ["NLRTM", 0],
      ["DEHAM", 1],
    ]);
    expect(schedule[0]!.stops[0]).toEqual({
      anchored: true,
      start: T0 + 44 * HOUR,
      end: T0 + 49 * HOUR,
      at: null,
    });
    expect(schedule[2]!.stops[0]).toEqual({
      anchored: false,
      start: T0 + 150 * HOUR,
      end: null,
      at: { lat: 53.8, lon: 6.0 },
    });
  });

  it("lies still at a logged stop, where the log says, and stays there while the log leaves it open", () => {
    const sim = createVesselSimulation(aurora, T0 + 30 * 24 * HOUR, null, schedule);
    const anchored = sim.stateAt(T0 + 46 * HOUR);
    expect(anchored.mode).toBe("AtAnchor");
    expect(anchored.speedOverGround).toBe(0);
    expect(distanceNm(anchored.position, sim.stateAt(T0 + 48.9 * HOUR).position)).toBe(0);
    for (const days of [1, 10, 29]) {
      const state = sim.stateAt(T0 + 150 * HOUR + days * 24 * HOUR);
      expect(state.mode).toBe("Drifting");
      expect(distanceNm(state.position, { lat: drift.latitude, lon: drift.longitude })).toBeLessThan(0.2);
    }
    // Under way between the stops, at a plausible pace.
    const sailing = sim.stateAt(T0 + 20 * HOUR);
    expect(sailing.mode).toBe("AtSea");
    expect(sailing.speedOverGround).toBeGreaterThan(8);
    expect(sailing.speedOverGround).toBeLessThan(18);
  });
});
