import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { distanceNm, type LatLon } from "../../domain/simulator/geo.js";
import { DAY_MS, type VesselSimulation } from "../../domain/simulator/simulateDay.js";
import { voyageLogAggregate } from "../../domain/voyageLog/voyageLog.js";
import type { VesselEventRecord } from "../../domain/voyages/model.js";
import { vesselEventsOf } from "../../domain/voyages/state.js";
import { loadState } from "../../server/commands/execute.js";
import { demoSimulations } from "../../server/demo/demoSimulations.js";
import { seedDemoFuel } from "../../server/demo/seedDemoFuel.js";
import { seedDemoVoyages } from "../../server/demo/seedDemoVoyages.js";
import { seaPortIndex } from "../../server/features/ports/seaPorts.js";
import { startTestServer, type TestServer } from "../support/testServer.js";

let server: TestServer;
let fleet: Array<{ name: string; simulation: VesselSimulation; events: readonly VesselEventRecord[] }>;
const today = Math.floor(Date.now() / DAY_MS) * DAY_MS;

beforeAll(async () => {
  server = await startTestServer();
  // as server/createApp.ts seeds the demo with history: voyages first, then the data they tell of
  await seedDemoVoyages(server.ctx, await seedDemoFuel(server.ctx));
  fleet = [];
  for (const { demo, vesselId, simulation } of await demoSimulations(server.ctx, today)) {
    const { state } = await loadState(
      server.ctx,
      voyageLogAggregate,
      voyageLogAggregate.streamName(vesselId),
    );
    fleet.push({ name: demo.particulars.name, simulation, events: vesselEventsOf(state.voyages) });
  }
}, 60_000);
afterAll(async () => server?.close());

const portPosition = (loCode: string): LatLon => {
  const port = seaPortIndex().byCode.get(loCode)!;
  return { lat: port.latitude!, lon: port.longitude! };
};

describe("the demo fleet tells one story per vessel (issue 34 §4)", () => {
  it("simulates every data-receiving demo vessel, and Nordic Aurora has voyages to follow", () => {
    expect(fleet.map((v) => v.name).sort()).toEqual([
      "Atlantic Meridian",
      "Atlantic Pioneer",
      "Nordic Aurora",
      "Nordic Fjell",
      "Nordic Skagen",
    ]);
    expect(fleet.find((v) => v.name === "Nordic Aurora")!.events.length).toBeGreaterThan(8);
  });

  it("puts each vessel at the port of each voyage event, stopped, at the event's time", () => {
    for (const { name, simulation, events } of fleet) {
      for (const event of events) {
        const state = simulation.stateAt(Date.parse(event.timestamp));
        const where = `${name} ${event.type} ${event.timestamp}`;
        if (event.port) {
          expect(distanceNm(state.position, portPosition(event.port.loCode)), where).toBeLessThan(5);
          expect(state.speedOverGround, where).toBeLessThan(1);
        }
        if (event.location) {
          const logged = { lat: event.location.latitude, lon: event.location.longitude };
          expect(distanceNm(state.position, logged), where).toBeLessThan(15);
        }
      }
    }
  });

  it("has each vessel at sea between a departure and the next arrival", () => {
    for (const { name, simulation, events } of fleet) {
      const calls = events.filter((e) => e.type === "Departure" || e.type === "Arrival");
      calls.forEach((departure, i) => {
        const arrival = calls[i + 1];
        if (departure.type !== "Departure" || arrival?.type !== "Arrival") return;
        const middle = (Date.parse(departure.timestamp) + Date.parse(arrival.timestamp)) / 2;
        const state = simulation.stateAt(middle);
        expect(state.mode, `${name} ${departure.voyage?.name}`).toBe("AtSea");
        expect(state.speedOverGround).toBeGreaterThan(8);
      });
    }
  });

  it("sails the vessels on different trades, not one shared lane", () => {
    const atSea = fleet.map(({ name, simulation }) => {
      const positions: LatLon[] = [];
      for (let t = today - 90 * DAY_MS; t < today; t += 3 * 3600_000) {
        const state = simulation.stateAt(t);
        if (state.mode === "AtSea") positions.push(state.position);
      }
      return { name, positions };
    });
    for (const a of atSea) {
      expect(a.positions.length, a.name).toBeGreaterThan(100);
      for (const b of atSea) {
        if (a === b) continue;
        const shared = a.positions.filter((p) => b.positions.some((q) => distanceNm(p, q) < 30)).length;
        // Shared port approaches are fine; more than half of a vessel's sea time on another's lane is not.
        expect(shared / a.positions.length, `${a.name} on ${b.name}'s lane`).toBeLessThan(0.5);
      }
    }
  });
});
