import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { distanceNm, type LatLon } from "../../domain/simulator/geo.js";
import { scheduleFromVoyageEvents } from "../../domain/simulator/schedule.js";
import { createVesselSimulation, DAY_MS, type VesselSimulation } from "../../domain/simulator/simulateDay.js";
import { dockingDueDates, type Passage, planVoyages } from "../../domain/simulator/voyagePlan.js";
import { voyageLogAggregate } from "../../domain/voyageLog/voyageLog.js";
import type { VesselEventRecord } from "../../domain/voyages/model.js";
import { vesselEventsOf } from "../../domain/voyages/state.js";
import { loadState } from "../../server/commands/execute.js";
import { type DemoVessel, demoSimVessel } from "../../server/demo/demoFleet.js";
import { demoSimulations } from "../../server/demo/demoSimulations.js";
import { seedDemoFuel } from "../../server/demo/seedDemoFuel.js";
import { seedDemoVoyages } from "../../server/demo/seedDemoVoyages.js";
import { seaPortIndex } from "../../server/features/ports/seaPorts.js";
import { startTestServer, type TestServer } from "../support/testServer.js";

let server: TestServer;
let fleet: Array<{
  name: string;
  demo: DemoVessel;
  simulation: VesselSimulation;
  events: readonly VesselEventRecord[];
}>;
const HOUR = 3600_000;
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
    const events = [...vesselEventsOf(state.voyages)].sort((a, b) => a.timestamp.localeCompare(b.timestamp));
    fleet.push({ name: demo.particulars.name, demo, simulation, events });
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

  it("after its last logged event does what its open voyage says, calling at no port its log does not name", () => {
    const now = Date.now();
    for (const { name, simulation, events } of fleet.filter((v) => v.events.length > 0)) {
      const lastCall = events.filter((e) => e.type === "Departure" || e.type === "Arrival").at(-1)!;
      const last = events.at(-1)!;
      for (let t = Date.parse(last.timestamp) + HOUR; t < now; t += HOUR) {
        const state = simulation.stateAt(t);
        const where = `${name} ${new Date(t).toISOString()} after ${last.type} ${last.timestamp}`;
        if (lastCall.type === "Arrival") expect(state.port, where).toBe(lastCall.port!.loCode);
        else {
          // Left its last port and has not arrived anywhere: the log holds no arrival.
          expect(state.port, where).toBeNull();
          expect(state.from, where).toBe(lastCall.port!.loCode);
        }
      }
    }
  });

  it("lies still with the engine stopped while its log says it is at anchor or drifting, in its data too", () => {
    const now = Date.now();
    let stops = 0;
    for (const { name, simulation, events } of fleet) {
      events.forEach((start, i) => {
        if (start.type !== "StartAnchoring" && start.type !== "StartDrifting") return;
        const endType = start.type === "StartAnchoring" ? "EndAnchoring" : "EndDrifting";
        const end = events.slice(i + 1).find((e) => e.type === endType || e.type === "Arrival");
        const from = Date.parse(start.timestamp) + 60_000;
        const to = Math.min(end ? Date.parse(end.timestamp) : now, now) - 60_000;
        const where = `${name} ${start.type} ${start.timestamp}`;
        const still = simulation.stateAt(from).position;
        for (let t = from; t <= to; t += 20 * 60_000) {
          const state = simulation.stateAt(t);
          expect(state.speedOverGround, where).toBe(0);
          expect(state.shaftPower, where).toBe(0);
          expect(distanceNm(state.position, still), where).toBeLessThan(0.01);
        }
        // The day packages the demo imports say the same: positions still, speed over ground zero.
        for (let day = Math.floor(from / DAY_MS) * DAY_MS; day <= to; day += DAY_MS) {
          const data = simulation.day(day, { stepSeconds: 600, faults: false });
          const inside = (t: number) => t >= from && t <= to;
          const positions = data.positions.filter((p) => inside(p.t));
          for (const p of positions)
            expect(distanceNm({ lat: p.latitude, lon: p.longitude }, still), where).toBeLessThan(0.01);
          const speeds = data.samples.filter((x) => x.variable === "Speed Over Ground" && inside(x.t));
          expect(speeds.length, where).toBeGreaterThan(0);
          for (const x of speeds) expect(x.value, where).toBe(0);
        }
        stops++;
      });
    }
    expect(stops).toBeGreaterThanOrEqual(3);
  });

  it("keeps a voyage log's times when a dry docking falls due during them: the docking waits", () => {
    const { demo, events } = fleet.find((v) => v.name === "Nordic Aurora")!;
    const vessel = demoSimVessel(demo);
    const schedule = scheduleFromVoyageEvents(events);
    // The same log, moved so that the vessel's next docking falls due in its second port stay.
    const due = dockingDueDates(vessel, Date.UTC(2040, 0, 1)).find((d) => d > today)!;
    const shift = due - schedule[1]!.arrival! - HOUR;
    const moved = (t: number | null) => (t === null ? null : t + shift);
    const shifted = schedule.map((call) => ({
      ...call,
      arrival: moved(call.arrival),
      departure: moved(call.departure),
      stops: (call.stops ?? []).map((s) => ({ ...s, start: s.start + shift, end: moved(s.end) })),
    }));
    const plan = planVoyages(vessel, due + 30 * DAY_MS, shifted);
    for (const call of shifted) {
      if (call.departure === null) continue;
      const stay = plan.segments.find((s) => s.kind === "port" && s.end === call.departure);
      expect(stay, `a stay in ${call.port} ending at the logged departure`).toMatchObject({
        port: call.port,
      });
    }
    const logged = plan.segments.filter(
      (s): s is Passage => s.kind === "passage" && s.start >= shifted[0]!.departure!,
    );
    expect(logged.length).toBeGreaterThan(3);
    for (const p of logged) {
      expect(p.end, `${p.from}-${p.to}`).toBeGreaterThan(p.start);
      expect(p.orderedSpeed, `${p.from}-${p.to}`).toBeLessThan(18);
    }
  });

  it("simulates a day the same however far ahead it is asked for, whatever its log ends with", () => {
    const { demo, events } = fleet.find((v) => v.name === "Nordic Aurora")!;
    const vessel = demoSimVessel(demo);
    const asLogged = scheduleFromVoyageEvents(events);
    // The log as it stood in Oslo, before the open voyage's departure: the ship still in port.
    const inPort = asLogged.map((call, i, all) =>
      i === all.length - 1 ? { ...call, departure: null, stops: [] } : call,
    );
    for (const [log, schedule] of [
      ["at sea", asLogged],
      ["in port", inPort],
    ] as const) {
      const near = createVesselSimulation(vessel, today, null, schedule);
      const far = createVesselSimulation(vessel, today + 60 * DAY_MS, null, schedule);
      const lastArrival = schedule.at(-1)!.arrival!;
      for (let day = Math.floor(lastArrival / DAY_MS) * DAY_MS; day <= today; day += DAY_MS) {
        const a = near.day(day, { stepSeconds: 3600 });
        const b = far.day(day, { stepSeconds: 3600 });
        expect(b, `${log}, ${new Date(day).toISOString().slice(0, 10)}`).toEqual(a);
      }
    }
  });
});
