import { randomUUID } from "node:crypto";
import { isMrvPort } from "../../domain/ports/memberStates.js";
import { type VoyageLogState, voyageLogAggregate } from "../../domain/voyageLog/voyageLog.js";
import {
  confirmVoyageData,
  recordVesselEvent,
  setCargoCarried,
  setManualDistance,
  updateVesselEvent,
} from "../../domain/voyages/decisions.js";
import type { EventType, VoyageInformation } from "../../domain/voyages/model.js";
import { type VoyagesEvent, vesselEventById, vesselEventsOf } from "../../domain/voyages/state.js";
import { execute, loadState } from "../commands/execute.js";
import { type AppContext, systemMetadata } from "../context.js";
import { confirmInformationEvents } from "../features/voyages/informationCommands.js";

export interface DemoVoyageHooks {
  /**
   * Called once a voyage's information is confirmed (which loaded its flow-meter rows, as the API does)
   * and its distances are in, before its data is confirmed: enter the voyage's fuel data here (the
   * figures of those rows, as a crew does). `events` are the voyage's events in time order.
   */
  fuel?: (input: {
    vesselId: string;
    departureId: string;
    events: { id: string; type: EventType; timestamp: string }[];
  }) => Promise<void>;
}

const HOUR = 3_600_000;
const PORT_STAY_HOURS = 30;
const OPEN_VOYAGE_HOURS = 44;
const port = (name: string, loCode: string) => ({ name, loCode, isMrvPort: isMrvPort(loCode) });
const PORTS = {
  oslo: port("Oslo", "NOOSL"),
  rotterdam: port("Rotterdam", "NLRTM"),
  hamburg: port("Hamburg", "DEHAM"),
  felixstowe: port("Felixstowe", "GBFXT"),
};
type Leg = { to: keyof typeof PORTS; hours: number; nm: number; extra?: "anchoring" | "drifting" };
const VOYAGES: Array<{ from: keyof typeof PORTS; voyage: VoyageInformation; leg: Leg; cargoTonnes: number }> =
  [
    {
      from: "oslo",
      voyage: { name: "NA-2501", type: "Laden", isNonCommercial: false },
      leg: { to: "rotterdam", hours: 52, nm: 612, extra: "anchoring" },
      cargoTonnes: 71_250,
    },
    {
      from: "rotterdam",
      voyage: { name: "NA-2502", type: "Ballast", isNonCommercial: false },
      leg: { to: "hamburg", hours: 24, nm: 288 },
      cargoTonnes: 0,
    },
    {
      from: "hamburg",
      voyage: { name: "NA-2503", type: "Laden", isNonCommercial: false },
      leg: { to: "felixstowe", hours: 34, nm: 398, extra: "drifting" },
      cargoTonnes: 68_900,
    },
    {
      from: "felixstowe",
      voyage: { name: "NA-2504", type: "Laden", isNonCommercial: false },
      leg: { to: "oslo", hours: 55, nm: 640 },
      cargoTonnes: 64_300,
    },
  ];

/**
 * Records Nordic Aurora's demo voyages through the voyage decisions: four fully confirmed voyages
 * (Oslo, Rotterdam, Hamburg, Felixstowe, back to Oslo) over the last two weeks, and an open one that
 * left Oslo for Rotterdam two days before `now` and has been drifting since the day after.
 */
export async function seedDemoVoyages(ctx: AppContext, hooks: DemoVoyageHooks = {}): Promise<void> {
  const vessel = Object.values(ctx.readModels.state("vessels").byId).find((v) => v.name === "Nordic Aurora");
  if (!vessel) return;
  const vesselId = vessel.id;
  const metadata = systemMetadata(`demo-voyages-${randomUUID()}`);
  const run = (decide: (log: VoyageLogState) => VoyagesEvent[]) =>
    execute(ctx, voyageLogAggregate, vesselId, decide, { metadata });
  const facts = { cargoUnitIds: vessel.cargoUnitIds };
  const cargoUnitId = vessel.cargoUnitIds[0] ?? 1;
  const iso = (ms: number) => new Date(Math.floor(ms / 60_000) * 60_000).toISOString();

  const record = async (type: EventType, at: number, extra: object = {}) => {
    const vesselEventId = randomUUID();
    await run((log) =>
      recordVesselEvent(
        log,
        { vesselEventId, vesselId, type, timestamp: iso(at), source: "Ship", ...extra },
        ctx.readModels.state("vessels").byId[vesselId]!,
      ),
    );
    return vesselEventId;
  };
  const confirm = (id: string) =>
    run((log) =>
      updateVesselEvent(
        log,
        { vesselEventId: id, version: vesselEventById(log.voyages, id)!.revision, isConfirmed: true },
        facts,
      ),
    );
  const departure = async (
    at: number,
    from: keyof typeof PORTS,
    voyage: VoyageInformation,
    tonnes: number,
  ) => {
    const id = await record("Departure", at, { port: PORTS[from], voyage });
    await run((log) => setCargoCarried(log, { vesselEventId: id, cargoUnitId, cargoCarried: tonnes }));
    await confirm(id);
    return id;
  };

  // The open voyage leaves Oslo OPEN_VOYAGE_HOURS before now, so the ship is at sea now, as its log says.
  const loggedHours = VOYAGES.reduce((sum, { leg }) => sum + leg.hours + PORT_STAY_HOURS, 0);
  let at = ctx.now().getTime() - (loggedHours + OPEN_VOYAGE_HOURS) * HOUR;
  let departureId = await departure(at, VOYAGES[0]!.from, VOYAGES[0]!.voyage, VOYAGES[0]!.cargoTonnes);
  for (const [index, { leg }] of VOYAGES.entries()) {
    const legs: Array<{ id: string; nm: number }> = [];
    const next = VOYAGES[index + 1];
    if (leg.extra) {
      const [start, end] =
        leg.extra === "anchoring"
          ? (["StartAnchoring", "EndAnchoring"] as const)
          : (["StartDrifting", "EndDrifting"] as const);
      legs.push({ id: await record(start, at + (leg.hours - 8) * HOUR), nm: leg.nm - 12 });
      legs.push({ id: await record(end, at + (leg.hours - 3) * HOUR), nm: 0 });
    }
    const arrivalAt = at + leg.hours * HOUR;
    legs.push({
      id: await record("Arrival", arrivalAt, { port: PORTS[leg.to] }),
      nm: leg.extra ? 12 : leg.nm,
    });
    for (const { id } of legs) await confirm(id);
    at = arrivalAt + PORT_STAY_HOURS * HOUR;
    const nextVoyage = next?.voyage ?? { name: "NA-2505", type: "Ballast" as const, isNonCommercial: false };
    const endId = await departure(at, leg.to, nextVoyage, next?.cargoTonnes ?? 0);
    const current = departureId;
    // the API's command: confirms and loads the flow-meter rows (0 t placeholders) the crew fills in
    await execute(
      ctx,
      voyageLogAggregate,
      vesselId,
      (log) => confirmInformationEvents(ctx, log, { departureId: current, at: iso(at + HOUR) }),
      { metadata },
    );
    for (const { id, nm } of legs)
      await run((log) => setManualDistance(log, { vesselEventId: id, manualDistanceByGPS: nm }));
    if (hooks.fuel) {
      const { state } = await loadState(ctx, voyageLogAggregate, voyageLogAggregate.streamName(vesselId));
      const ids = new Set([current, ...legs.map((l) => l.id), endId]);
      const events = vesselEventsOf(state.voyages)
        .filter((e) => ids.has(e.id))
        .map(({ id, type, timestamp }) => ({ id, type, timestamp }));
      await hooks.fuel({ vesselId, departureId: current, events });
    }
    await run((log) => confirmVoyageData(log, { departureId: current, at: iso(at + 2 * HOUR) }));
    departureId = endId;
  }
  // The open voyage: departed, drifting in the North Sea since, nothing confirmed after the departure.
  await record("StartDrifting", at + 20 * HOUR, { location: { latitude: 56.7, longitude: 6.64 } });
}
