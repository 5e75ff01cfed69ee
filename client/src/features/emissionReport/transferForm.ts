import type { CreateShipToShipTransferRequest } from "../../../../domain/fuel/dto";
import type { TransferDirection } from "../../../../domain/fuel/model";

/** The 'Ship to ship transfer' form as typed: text boxes, read into the request only on save. */
export interface TransferForm {
  /** YYYY-MM-DD, UTC. */
  day: string;
  /** hh:mm, UTC. */
  time: string;
  direction: TransferDirection;
  otherShipName: string;
  otherShipImoNumber: string;
  fuelTypeId: string;
  /** "" for no tank. */
  fuelTankId: string;
  amountInTon: string;
}

export const DIRECTION_LABELS: Record<TransferDirection, string> = {
  Delivered: "Delivered to the other ship",
  Received: "Received from the other ship",
};

/** A new form at the event's time (UTC). */
export function newTransferForm(eventTime: string, fuelTypeId = ""): TransferForm {
  return {
    day: eventTime.slice(0, 10),
    time: eventTime.slice(11, 16),
    direction: "Delivered",
    otherShipName: "",
    otherShipImoNumber: "",
    fuelTypeId,
    fuelTankId: "",
    amountInTon: "",
  };
}

export type TransferField = "when" | "otherShipName" | "fuelTypeId" | "amountInTon";

/**
 * What must be fixed before the form can be sent, per field. The server checks the same and more (the
 * IMO check digit, the voyage, confirmed data) and answers a message the form shows next to it.
 */
export function transferFormProblems(form: TransferForm): Partial<Record<TransferField, string>> {
  const problems: Partial<Record<TransferField, string>> = {};
  if (!/^\d{4}-\d{2}-\d{2}$/.test(form.day) || !/^([01]\d|2[0-3]):[0-5]\d$/.test(form.time))
    problems.when = "Please enter a date and a time as hh:mm (UTC).";
  if (!form.otherShipName.trim()) problems.otherShipName = "Please enter the name of the other ship.";
  if (!form.fuelTypeId) problems.fuelTypeId = "Please choose a fuel type.";
  const amount = Number(form.amountInTon.replace(",", ".").replace(/\s/g, ""));
  if (form.amountInTon.trim() === "" || !Number.isFinite(amount))
    problems.amountInTon = "Please enter the transferred amount in tons as a number.";
  else if (amount <= 0) problems.amountInTon = "The transferred amount must be more than 0 t.";
  return problems;
}

/** The request body of a valid form. The amount goes as typed: the server reads "1 250,5" itself. */
export function transferRequest(vesselId: string, form: TransferForm): CreateShipToShipTransferRequest {
  return {
    vesselId,
    timestamp: `${form.day}T${form.time}:00.000Z`,
    direction: form.direction,
    otherShipName: form.otherShipName.trim(),
    otherShipImoNumber: form.otherShipImoNumber.trim() || null,
    fuelTypeId: form.fuelTypeId,
    fuelTankId: form.fuelTankId || null,
    amountInTon: form.amountInTon.trim() as unknown as number,
  };
}
