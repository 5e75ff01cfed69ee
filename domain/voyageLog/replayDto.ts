import { z } from "zod";
import { voyageStockBalanceAnswer } from "../fuel/answers.js";
import {
  flowMeterFuelConsumptionRecord,
  flowMeterOperationRecord,
  fuelTankFuelConsumptionRecord,
  fuelTankOperationRecord,
  fuelTankSoundingRecord,
  shipToShipTransferRecord,
} from "../fuel/model.js";
import { imoVoyageReportAnswer, mrvVoyageReportAnswer } from "../reports/answers.js";
import { voyageAnswer } from "../voyages/dto.js";

/** Names beside the ids, as they are now (meters, tanks and fuel types are never removed, only deactivated). */
const named = { fuelTypeName: z.string() };

/** The fuel records of a voyage at a moment (GET /Audit/Voyages/{departureId}?at= | ?version=). */
export const voyageFuelRecordsAnswer = z.object({
  flowMeterConsumptions: z.array(
    flowMeterFuelConsumptionRecord.extend({ ...named, flowMeterName: z.string(), effectiveTons: z.number() }),
  ),
  fuelTankConsumptions: z.array(fuelTankFuelConsumptionRecord.extend({ ...named, fuelTankName: z.string() })),
  flowMeterOperations: z.array(flowMeterOperationRecord.extend({ ...named, flowMeterName: z.string() })),
  fuelTankOperations: z.array(fuelTankOperationRecord.extend({ ...named, fuelTankName: z.string() })),
  fuelTankSoundings: z.array(fuelTankSoundingRecord.extend({ fuelTankName: z.string() })),
  shipToShipTransfers: z.array(
    shipToShipTransferRecord.extend({ ...named, fuelTankName: z.string().nullable() }),
  ),
});
export type VoyageFuelRecordsDto = z.infer<typeof voyageFuelRecordsAnswer>;

/**
 * The voyage's report figures at a moment, computed by the same functions as the reports, whether or
 * not its data was confirmed then. Null while the voyage had no arrival and end-of-voyage event.
 */
export const voyageReportTotalsAnswer = z.object({
  imoDcs: imoVoyageReportAnswer,
  /** The MRV voyage record (Art. 9), or null with the reason when the voyage is outside EU MRV. */
  mrv: mrvVoyageReportAnswer.nullable(),
  mrvRefusal: z.string().nullable(),
  /**
   * Fuel delivered to and received from other ships in the voyage's span, per fuel type. Beside the
   * reports, never in them: transferred fuel is not consumed (docs/regulatory.md).
   */
  shipToShipTransfers: z.array(
    z.object({ fuelTypeId: z.string(), deliveredTons: z.number(), receivedTons: z.number(), ...named }),
  ),
});
export type VoyageReportTotalsDto = z.infer<typeof voyageReportTotalsAnswer>;

/** GET /Audit/Voyages/{departureId}: the voyage as it stood at a moment, with its fuel and figures then. */
export const voyageReplayAnswer = voyageAnswer.extend({
  fuel: voyageFuelRecordsAnswer,
  reports: voyageReportTotalsAnswer.nullable(),
  /**
   * The fuel stock balance as it stood (opening sounding + bunkered − de-bunkered + ship-to-ship
   * received − delivered − consumption entered, against the closing sounding), for the verifier's
   * method-B reconciliation (docs/regulatory.md).
   */
  stockBalance: voyageStockBalanceAnswer.nullable(),
});
export type VoyageReplayDto = z.infer<typeof voyageReplayAnswer>;
