import { describe, expect, it } from "vitest";
import { newTransferForm, transferFormProblems, transferRequest } from "./transferForm";

describe("the 'Ship to ship transfer' form", () => {
  const filled = {
    ...newTransferForm("2025-06-02T09:30:00.000Z", "default-hfo"),
    otherShipName: " Bunker Queen ",
    otherShipImoNumber: "9074729",
    amountInTon: "150,5",
  };

  it("starts at the selected event's time, in UTC", () => {
    expect(newTransferForm("2025-06-02T09:30:00.000Z")).toMatchObject({ day: "2025-06-02", time: "09:30" });
  });

  it("names every field to fix before sending", () => {
    expect(transferFormProblems(filled)).toEqual({});
    expect(
      transferFormProblems({
        ...filled,
        time: "25:00",
        otherShipName: " ",
        fuelTypeId: "",
        amountInTon: "abc",
      }),
    ).toEqual({
      when: "Please enter a date and a time as hh:mm (UTC).",
      otherShipName: "Please enter the name of the other ship.",
      fuelTypeId: "Please choose a fuel type.",
      amountInTon: "Please enter the transferred amount in tons as a number.",
    });
    expect(transferFormProblems({ ...filled, amountInTon: "0" }).amountInTon).toBe(
      "The transferred amount must be more than 0 t.",
    );
  });

  it("sends the time in UTC, no tank as null and an empty IMO number as null", () => {
    expect(transferRequest("v1", { ...filled, otherShipImoNumber: " " })).toEqual({
      vesselId: "v1",
      timestamp: "2025-06-02T09:30:00.000Z",
      direction: "Delivered",
      otherShipName: "Bunker Queen",
      otherShipImoNumber: null,
      fuelTypeId: "default-hfo",
      fuelTankId: null,
      amountInTon: "150,5",
    });
  });
});
