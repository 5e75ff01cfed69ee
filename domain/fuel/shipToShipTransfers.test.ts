import { describe, expect, it } from "vitest";
import { ConflictError, NotFoundError, ValidationError } from "../shared/errors.js";
import { voyageAuditTrail, voyageLogAt } from "../voyageLog/voyageAudit.js";
import { voyageFuelRecords, voyageScopeOf } from "../voyageLog/voyageScope.js";
import {
  type RecordTransferCommand,
  recordShipToShipTransfer,
  removeShipToShipTransfer,
  TRANSFER_MESSAGES,
  transfersOfVoyage,
  transferTotals,
} from "./shipToShipTransfers.js";
import {
  applied,
  FUEL_TYPE_IDS,
  informationConfirmed,
  METER,
  recorded,
  storedInVoyageLog,
  TANK,
  VESSEL_ID,
  VOYAGE,
  voyageLog,
} from "./testFixtures.js";
import { timelineOfLog } from "./voyageContext.js";

// The voyage d1 departs 1 Mar 2024 00:00, arrives 3 Mar 00:00 and ends (next departure d2) 4 Mar 00:00.
const transfer = (change: Partial<RecordTransferCommand> = {}): RecordTransferCommand => ({
  transferId: "x1",
  vesselId: VESSEL_ID,
  vesselImoNumber: "9312482",
  timestamp: "2024-03-02T06:00:00.000Z",
  direction: "Delivered",
  fuelTypeId: "default-hfo",
  fuelTankId: "t1",
  amountInTon: 120.5,
  otherShipName: "  Bunker Queen ",
  otherShipImoNumber: "9074729",
  fuelTypeIds: FUEL_TYPE_IDS,
  now: "2026-01-01T00:00:00.000Z",
  ...change,
});

const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error("not refused");
};

describe("recording a ship-to-ship transfer", () => {
  it("records one inside a voyage with the other ship's name trimmed", () => {
    const [event] = recordShipToShipTransfer(voyageLog(), transfer());
    expect(event).toEqual({
      type: "ShipToShipTransferRecorded",
      data: {
        id: "x1",
        vesselId: VESSEL_ID,
        timestamp: "2024-03-02T06:00:00.000Z",
        direction: "Delivered",
        fuelTypeId: "default-hfo",
        fuelTankId: "t1",
        amountInTon: 120.5,
        otherShipName: "Bunker Queen",
        otherShipImoNumber: "9074729",
      },
    });
  });

  it("takes a transfer without tank or IMO number (a vessel on flow meters only)", () => {
    const [event] = recordShipToShipTransfer(
      voyageLog(),
      transfer({ fuelTankId: null, otherShipImoNumber: null, direction: "Received" }),
    );
    expect(event!.data).toMatchObject({ fuelTankId: null, otherShipImoNumber: null, direction: "Received" });
  });

  it.each([
    ["no other ship", { otherShipName: "  " }, TRANSFER_MESSAGES.otherShipRequired],
    ["a zero amount", { amountInTon: 0 }, TRANSFER_MESSAGES.amountPositive],
    ["a negative amount", { amountInTon: -5 }, TRANSFER_MESSAGES.amountPositive],
    ["a wrong check digit", { otherShipImoNumber: "9074728" }, TRANSFER_MESSAGES.invalidImo("9074728")],
    ["the vessel's own IMO", { otherShipImoNumber: "9312482" }, TRANSFER_MESSAGES.ownImo("9312482")],
    ["an unknown fuel type", { fuelTypeId: "company-x" }, "That fuel type does not exist."],
    ["a tank of another fuel", { fuelTypeId: "default-mdo-mgo" }, TRANSFER_MESSAGES.tankFuelType("T1")],
    [
      "a time in no voyage",
      { timestamp: "2024-02-01T00:00:00.000Z" },
      TRANSFER_MESSAGES.noVoyage("2024-02-01 00:00"),
    ],
  ])("refuses %s with a message (400)", (_, change, message) => {
    const error = refusal(() => recordShipToShipTransfer(voyageLog(), transfer(change)));
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as Error).message).toBe(message);
  });

  it("refuses an implausible amount and a time in the future, naming the value", () => {
    const huge = refusal(() => recordShipToShipTransfer(voyageLog(), transfer({ amountInTon: 1e9 })));
    expect((huge as Error).message).toContain("ship-to-ship transfer");
    const future = refusal(() =>
      recordShipToShipTransfer(voyageLog(), transfer({ now: "2024-03-01T00:00:00.000Z" })),
    );
    expect(future).toBeInstanceOf(ValidationError);
  });

  it("refuses an unknown or removed tank as not found", () => {
    expect(
      refusal(() => recordShipToShipTransfer(voyageLog(), transfer({ fuelTankId: "t9" }))),
    ).toBeInstanceOf(NotFoundError);
  });

  it("refuses a transfer in a voyage whose data is confirmed, and its removal (409)", () => {
    const confirmed = voyageLog({ data: true });
    const error = refusal(() => recordShipToShipTransfer(confirmed, transfer()));
    expect(error).toBeInstanceOf(ConflictError);
    expect((error as Error).message).toContain("whose voyage data is confirmed");
    const withTransfer = applied(voyageLog(), recordShipToShipTransfer(voyageLog(), transfer()));
    expect(removeShipToShipTransfer(withTransfer, { transferId: "x1" })).toEqual([
      { type: "ShipToShipTransferRemoved", data: { transferId: "x1" } },
    ]);
    expect(refusal(() => removeShipToShipTransfer(withTransfer, { transferId: "nope" }))).toBeInstanceOf(
      NotFoundError,
    );
  });
});

describe("a transfer in the voyage's figures and audit trail", () => {
  const log = () => {
    let state = voyageLog();
    state = applied(state, recordShipToShipTransfer(state, transfer()));
    state = applied(
      state,
      recordShipToShipTransfer(state, transfer({ transferId: "x2", direction: "Received", amountInTon: 20 })),
    );
    // In the next voyage (after d2 on 4 Mar): not this voyage's.
    return applied(
      state,
      recordShipToShipTransfer(state, transfer({ transferId: "x3", timestamp: "2024-03-05T00:00:00.000Z" })),
    );
  };

  it("belongs to the voyage holding its time, and totals apart per direction", () => {
    const state = log();
    const timeline = timelineOfLog(state);
    const d1 = timeline.events[0]!;
    const ofVoyage = transfersOfVoyage(state.fuel.shipToShipTransfers, timeline, { departure: d1 });
    expect(ofVoyage.map((t) => t.id)).toEqual(["x1", "x2"]);
    expect(transferTotals(ofVoyage)).toEqual([
      { fuelTypeId: "default-hfo", deliveredTons: 120.5, receivedTons: 20 },
    ]);
    expect(
      voyageFuelRecords(state, voyageScopeOf(state, "d1")!).shipToShipTransfers.map((t) => t.id),
    ).toEqual(["x1", "x2"]);
  });

  it("is in the voyage's audit trail and in its replay at the moment", () => {
    const base = voyageLog();
    const first = recordShipToShipTransfer(base, transfer());
    const removed = removeShipToShipTransfer(applied(base, first), { transferId: "x1" });
    const built = [...VOYAGE.map(recorded), METER, TANK, informationConfirmed("d1")];
    const history = storedInVoyageLog([...built, ...first, ...removed]);
    const trail = voyageAuditTrail(history, VESSEL_ID, "d1").map((e) => e.type);
    expect(trail).toContain("ShipToShipTransferRecorded");
    expect(trail).toContain("ShipToShipTransferRemoved");
    const recordedVersion = history.find((e) => e.type === "ShipToShipTransferRecorded")!.version;
    const then = voyageLogAt(history, VESSEL_ID, { version: recordedVersion });
    expect(voyageFuelRecords(then, voyageScopeOf(then, "d1")!).shipToShipTransfers).toHaveLength(1);
    const now = voyageLogAt(history, VESSEL_ID, { version: history.length });
    expect(voyageFuelRecords(now, voyageScopeOf(now, "d1")!).shipToShipTransfers).toHaveLength(0);
  });
});
