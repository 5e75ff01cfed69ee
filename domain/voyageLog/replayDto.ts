import type {
  FlowMeterFuelConsumption,
  FlowMeterOperation,
  FuelTankFuelConsumption,
  FuelTankOperation,
  FuelTankSounding,
  ShipToShipTransfer,
} from "../fuel/model.js";
import type { TransferTotal } from "../fuel/shipToShipTransfers.js";
import type { VoyageStockBalanceDto } from "../fuel/stockBalance.js";
import type { ImoVoyageReport } from "../reports/imoDcs.js";
import type { MrvVoyageReport } from "../reports/mrv.js";
import type { VoyageDto } from "../voyages/dto.js";

/** Names beside the ids, as they are now (meters, tanks and fuel types are never removed, only deactivated). */
interface Named {
  fuelTypeName: string;
}

/** The fuel records of a voyage at a moment (GET /Audit/Voyages/{departureId}?at= | ?version=). */
export interface VoyageFuelRecordsDto {
  flowMeterConsumptions: (FlowMeterFuelConsumption &
    Named & { flowMeterName: string; effectiveTons: number })[];
  fuelTankConsumptions: (FuelTankFuelConsumption & Named & { fuelTankName: string })[];
  flowMeterOperations: (FlowMeterOperation & Named & { flowMeterName: string })[];
  fuelTankOperations: (FuelTankOperation & Named & { fuelTankName: string })[];
  fuelTankSoundings: (FuelTankSounding & { fuelTankName: string })[];
  shipToShipTransfers: (ShipToShipTransfer & Named & { fuelTankName: string | null })[];
}

/**
 * The voyage's report figures at a moment, computed by the same functions as the reports, whether or
 * not its data was confirmed then. Null while the voyage had no arrival and end-of-voyage event.
 */
export interface VoyageReportTotalsDto {
  imoDcs: ImoVoyageReport;
  /** The MRV voyage record (Art. 9), or null with the reason when the voyage is outside EU MRV. */
  mrv: MrvVoyageReport | null;
  mrvRefusal: string | null;
  /**
   * Fuel delivered to and received from other ships in the voyage's span, per fuel type. Beside the
   * reports, never in them: transferred fuel is not consumed (docs/regulatory.md).
   */
  shipToShipTransfers: (TransferTotal & Named)[];
}

export interface VoyageReplayDto extends VoyageDto {
  fuel: VoyageFuelRecordsDto;
  reports: VoyageReportTotalsDto | null;
  /**
   * The fuel stock balance as it stood (opening sounding + bunkered − de-bunkered + ship-to-ship
   * received − delivered − consumption entered, against the closing sounding), for the verifier's
   * method-B reconciliation (docs/regulatory.md).
   */
  stockBalance: VoyageStockBalanceDto | null;
}
