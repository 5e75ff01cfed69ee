import { describe, expect, it } from "vitest";
import { EMISSION_READY_VESSEL, emissionReadyLog } from "../fuel/testFixtures.js";
import { ConflictError, ValidationError } from "../shared/errors.js";
import { evolveVoyageLog, initialVoyageLogState, type VoyageLogState } from "../voyageLog/voyageLog.js";
import {
  confirmVoyageData,
  confirmVoyageInformation,
  deleteVesselEvent,
  recordVesselEvent,
  setCargoCarried,
  setManualDistance,
  unconfirmVoyageInformation,
  updateVesselEvent,
} from "./decisions.js";
import { VOYAGE_MESSAGES as M } from "./messages.js";
import type { EventType } from "./model.js";
import { type VoyagesEvent, vesselEventById } from "./state.js";
import { at } from "./testing.js";

const facts = { cargoUnitIds: [1] };
const oslo = { name: "Oslo", loCode: "NOOSL", isMrvPort: true };
const apply = (log: VoyageLogState, events: VoyagesEvent[]) => events.reduce(evolveVoyageLog, log);

function recorded(log: VoyageLogState, id: string, type: EventType, dayTime: string, extra = {}) {
  return apply(
    log,
    recordVesselEvent(
      log,
      {
        vesselEventId: id,
        vesselId: "v",
        type,
        timestamp: at(dayTime),
        source: "Ship",
        ...extra,
      },
      EMISSION_READY_VESSEL,
    ),
  );
}
const confirm = (log: VoyageLogState, id: string, extra = {}) =>
  apply(
    log,
    updateVesselEvent(
      log,
      { vesselEventId: id, version: vesselEventById(log.voyages, id)!.revision, isConfirmed: true, ...extra },
      facts,
    ),
  );

describe("the voyage workflow decided on the voyage log", () => {
  it("records, confirms, completes and confirms a voyage; each step refused until allowed", () => {
    let log = recorded(emissionReadyLog(), "d1", "Departure", "01-01 00:00", {
      voyage: { name: "V1", type: "Laden", isNonCommercial: false },
      port: oslo,
    });
    expect(() => confirm(log, "d1")).toThrow(M.cargoMissing);
    log = apply(log, setCargoCarried(log, { vesselEventId: "d1", cargoUnitId: 1, cargoCarried: 60_000 }));
    log = confirm(log, "d1");
    expect(() => recorded(log, "x", "EndBunkering", "01-02 00:00")).toThrow(ConflictError);
    log = recorded(log, "a", "Arrival", "01-03 00:00");
    expect(() => recorded(log, "z", "Arrival", "01-03 06:00")).toThrow(M.arrivalExists);
    log = confirm(log, "a", { port: { ...oslo, name: "Rotterdam", loCode: "NLRTM" } });
    log = recorded(log, "d2", "Departure", "01-04 00:00", {
      port: oslo,
      voyage: { name: "V2", type: "Ballast", isNonCommercial: false },
    });
    expect(() => confirmVoyageInformation(log, { departureId: "d1", at: "t" })).toThrow(M.notAllConfirmed);
    log = confirm(log, "d2");
    log = apply(log, confirmVoyageInformation(log, { departureId: "d1", at: "2025-01-05T00:00:00.000Z" }));
    expect(() => deleteVesselEvent(log, { vesselEventId: "a" })).toThrow(M.confirmedCannotBeDeleted);
    expect(() => confirmVoyageData(log, { departureId: "d1", at: "t" })).toThrow(
      /Enter the distance of: Arrival/,
    );
    log = apply(log, setManualDistance(log, { vesselEventId: "a", manualDistanceByGPS: 420 }));
    expect(vesselEventById(log.voyages, "a")!.distanceSailed).toMatchObject({
      manualDistanceByGPS: 420,
      manualPercentage: 100,
    });
    log = apply(log, confirmVoyageData(log, { departureId: "d1", at: "2025-01-06T00:00:00.000Z" }));
    expect(vesselEventById(log.voyages, "d1")!.voyage).toMatchObject({
      dataConfirmedAt: "2025-01-06T00:00:00.000Z",
    });
    expect(() => unconfirmVoyageInformation(log, { departureId: "d1" })).toThrow(M.dataConfirmedFirst);
    expect(() => setManualDistance(log, { vesselEventId: "a", manualDistanceByGPS: 1 })).toThrow(
      M.distanceLocked,
    );
  });

  it("the end-of-voyage event's distance belongs to the voyage it ends; refusals name the voyage that blocks", () => {
    let log = recorded(emissionReadyLog(), "d1", "Departure", "01-01 00:00", {
      voyage: { name: "NA-2505", type: "Ballast", isNonCommercial: false },
      port: oslo,
    });
    log = confirm(log, "d1");
    log = recorded(log, "a", "Arrival", "01-03 00:00", { port: oslo });
    log = confirm(log, "a");
    log = recorded(log, "d2", "Departure", "01-04 00:00", {
      voyage: { name: "NA-2506", type: "Ballast", isNonCommercial: false },
      port: oslo,
    });
    log = confirm(log, "d2");
    log = apply(log, confirmVoyageInformation(log, { departureId: "d1", at: "2025-01-05T00:00:00.000Z" }));
    log = apply(log, setManualDistance(log, { vesselEventId: "d2", manualDistanceByGPS: 3 }));
    expect(vesselEventById(log.voyages, "d2")!.distanceSailed?.manualDistanceByGPS).toBe(3);
    // d2 starts NA-2506, whose information is not confirmed: no distance of its own voyage yet.
    log = recorded(log, "a2", "Arrival", "01-06 00:00", { port: oslo });
    expect(() => setManualDistance(log, { vesselEventId: "a2", manualDistanceByGPS: 3 })).toThrow(
      M.distanceNeedsInformation,
    );
    expect(() => setManualDistance(log, { vesselEventId: "d1", manualDistanceByGPS: 3 })).toThrow(
      M.voyageNotFound,
    );
    expect(() => recorded(log, "x", "StartDrifting", "01-02 00:00")).toThrow(
      M.informationConfirmed("NA-2505 (departure 01. Jan, 2025 00:00)"),
    );
    expect(() =>
      updateVesselEvent(
        log,
        { vesselEventId: "d2", version: vesselEventById(log.voyages, "d2")!.revision, isConfirmed: false },
        facts,
      ),
    ).toThrow(M.previousVoyageConfirmed("NA-2505 (departure 01. Jan, 2025 00:00)"));
  });

  it("refuses a stale version and edits of a confirmed event; a bad time is invalid input", () => {
    let log = recorded(emissionReadyLog(), "d1", "Departure", "01-01 00:00", { port: oslo });
    log = recorded(log, "s", "StartAnchoring", "01-02 00:00");
    log = recorded(log, "e", "EndAnchoring", "01-03 00:00");
    expect(() =>
      updateVesselEvent(log, { vesselEventId: "s", version: 7, isConfirmed: true }, facts),
    ).toThrow(M.stale);
    expect(() =>
      updateVesselEvent(log, { vesselEventId: "s", version: 0, timestamp: at("01-04 00:00") }, facts),
    ).toThrow(ValidationError);
    log = confirm(log, "s");
    expect(() =>
      updateVesselEvent(
        log,
        { vesselEventId: "s", version: 1, location: { latitude: 1, longitude: 2 } },
        facts,
      ),
    ).toThrow(M.confirmedCannotBeEdited);
    // Unconfirm and edit in one PUT.
    log = apply(
      log,
      updateVesselEvent(
        log,
        { vesselEventId: "s", version: 1, isConfirmed: false, timestamp: at("01-02 06:00") },
        facts,
      ),
    );
    expect(vesselEventById(log.voyages, "s")).toMatchObject({
      isConfirmed: false,
      timestamp: at("01-02 06:00"),
      revision: 3,
    });
  });

  it("never mutates the state it evolves", () => {
    const before = recorded(emissionReadyLog(), "d1", "Departure", "01-01 00:00");
    const snapshot = JSON.stringify(before);
    recorded(before, "a", "Arrival", "01-02 00:00");
    apply(before, setCargoCarried(before, { vesselEventId: "d1", cargoUnitId: 1, cargoCarried: 5 }));
    expect(JSON.stringify(before)).toBe(snapshot);
  });

  it("saving an empty cargo value deletes the record; a non-finite one is not stored by the decision", () => {
    let log = recorded(emissionReadyLog(), "d1", "Departure", "01-01 00:00");
    log = apply(log, setCargoCarried(log, { vesselEventId: "d1", cargoUnitId: 1, cargoCarried: 5 }));
    expect(setCargoCarried(log, { vesselEventId: "d1", cargoUnitId: 1, cargoCarried: 5 })).toEqual([]);
    log = apply(log, setCargoCarried(log, { vesselEventId: "d1", cargoUnitId: 1, cargoCarried: null }));
    expect(vesselEventById(log.voyages, "d1")!.cargos).toEqual([]);
  });
});

describe("an end event after the end of the voyage whose activity it closes", () => {
  it("names the open activity and where its end must lie, not 'there is no open bunkering'", () => {
    let log = recorded(emissionReadyLog(), "d1", "Departure", "01-01 00:00", {
      voyage: { name: "NA-2505", type: "Ballast", isNonCommercial: false },
      port: oslo,
    });
    log = confirm(log, "d1");
    log = recorded(log, "a", "Arrival", "01-03 00:00", { port: oslo });
    log = recorded(log, "d2", "Departure", "01-04 00:00", {
      voyage: { name: "NA-2506", type: "Ballast", isNonCommercial: false },
      port: oslo,
    });
    // A bunkering started at berth after the end-of-voyage event was recorded: it is open in NA-2505.
    log = recorded(log, "b", "StartBunkering", "01-03 12:00");
    expect(() => recorded(log, "e", "EndBunkering", "01-04 06:00")).toThrow(
      expect.objectContaining({
        status: 400,
        message:
          "The bunkering that started at 2025-01-03 12:00 in voyage NA-2505 (departure 01. Jan, 2025 00:00) is still open: its end must lie before that voyage's end at 2025-01-04 00:00.",
      }),
    );
    expect(() => recorded(log, "e", "EndBunkering", "01-03 18:00")).not.toThrow();
  });
});

describe("recording voyage events needs complete emission settings (spec 2 §5)", () => {
  it("refuses with 409 listing what is missing, and records once it is complete", () => {
    const departure = {
      vesselEventId: "d1",
      vesselId: "v",
      type: "Departure" as const,
      timestamp: at("01-01 00:00"),
      source: "Ship" as const,
    };
    const incomplete = { ...EMISSION_READY_VESSEL, homePort: " ", deadweight: null, cargoUnitIds: [] };
    let refusal: unknown;
    try {
      recordVesselEvent(initialVoyageLogState, departure, incomplete);
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toMatchObject({
      status: 409,
      errors: [
        "Home port",
        "Deadweight (MT)",
        "At least one flow meter or fuel tank",
        "At least one cargo unit the vessel carries",
      ],
    });
    expect((refusal as Error).message).toMatch(/^Emission report settings are incomplete\./);
    expect(() =>
      recordVesselEvent(emissionReadyLog(), departure, { ...EMISSION_READY_VESSEL, cargoUnitIds: [] }),
    ).toThrow(/cargo unit/);
    expect(recordVesselEvent(emissionReadyLog(), departure, EMISSION_READY_VESSEL)).toHaveLength(1);
  });
});
