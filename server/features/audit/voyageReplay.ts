import { effectiveTons } from "../../../domain/fuel/model.js";
import { transferTotals } from "../../../domain/fuel/shipToShipTransfers.js";
import { namedStockBalance, voyageStockBalance } from "../../../domain/fuel/stockBalance.js";
import { imoVoyageReport } from "../../../domain/reports/imoDcs.js";
import { mrvRefusal, mrvVoyageReport } from "../../../domain/reports/mrv.js";
import { voyageFiguresOf } from "../../../domain/reports/voyageFigures.js";
import type {
  VoyageFuelRecordsDto,
  VoyageReplayDto,
  VoyageReportTotalsDto,
} from "../../../domain/voyageLog/replayDto.js";
import type { VoyageLogState } from "../../../domain/voyageLog/voyageLog.js";
import { voyageFuelRecords, voyageScopeOf } from "../../../domain/voyageLog/voyageScope.js";
import type { VoyageFacts } from "../../../domain/voyages/decisions.js";
import { vesselEventsOf } from "../../../domain/voyages/state.js";
import { timelineOf, voyageSlice } from "../../../domain/voyages/timeline.js";
import { voyageView } from "../../../projections/voyageLogs/voyageViews.js";
import type { AppContext } from "../../context.js";
import { fuelTypesFor } from "../fuel/fuelTypesFor.js";

/** A voyage as it stood in a replayed log: its events, its fuel records and its report figures. */
export function voyageReplay(
  ctx: AppContext,
  log: VoyageLogState,
  departureId: string,
  facts: VoyageFacts,
): VoyageReplayDto | null {
  const voyage = voyageView(log, departureId, facts);
  const scope = voyageScopeOf(log, departureId);
  if (!voyage || !scope) return null;
  const vessel = ctx.readModels.state("vessels").byId[voyage.vesselId];
  const fuelTypes = fuelTypesFor(ctx, vessel?.companyId ?? null);
  const typeName = (id: string) => fuelTypes.get(id)?.name ?? id;
  const meterName = (id: string) => log.fuel.flowMeters[id]?.name ?? id;
  const tankName = (id: string) => log.fuel.fuelTanks[id]?.name ?? id;
  const records = voyageFuelRecords(log, scope);
  const fuel: VoyageFuelRecordsDto = {
    flowMeterConsumptions: records.flowMeterConsumptions.map((c) => ({
      ...c,
      flowMeterName: meterName(c.flowMeterId),
      fuelTypeName: typeName(c.fuelTypeId),
      effectiveTons: effectiveTons(c),
    })),
    fuelTankConsumptions: records.fuelTankConsumptions.map((c) => ({
      ...c,
      fuelTankName: tankName(c.fuelTankId),
      fuelTypeName: typeName(c.fuelTypeId),
    })),
    flowMeterOperations: records.flowMeterOperations.map((o) => ({
      ...o,
      flowMeterName: meterName(o.flowMeterId),
      fuelTypeName: typeName(o.fuelTypeId),
    })),
    fuelTankOperations: records.fuelTankOperations.map((o) => ({
      ...o,
      fuelTankName: tankName(o.fuelTankId),
      fuelTypeName: typeName(o.fuelTypeId),
    })),
    fuelTankSoundings: records.fuelTankSoundings.map((s) => ({ ...s, fuelTankName: tankName(s.fuelTankId) })),
    shipToShipTransfers: records.shipToShipTransfers.map((t) => ({
      ...t,
      fuelTankName: t.fuelTankId === null ? null : tankName(t.fuelTankId),
      fuelTypeName: typeName(t.fuelTypeId),
    })),
  };
  const slice = voyageSlice(timelineOf(vesselEventsOf(log.voyages)), departureId);
  let reports: VoyageReportTotalsDto | null = null;
  if (slice?.arrival && slice.end) {
    const input = voyageFiguresOf(
      log,
      { ...slice, arrival: slice.arrival, end: slice.end },
      { cargoUnitIds: [...facts.cargoUnitIds], lngEngineType: vessel?.lngEngineType ?? null },
      fuelTypes,
    );
    const refusal = mrvRefusal(input);
    reports = {
      imoDcs: imoVoyageReport(input),
      mrv: refusal ? null : mrvVoyageReport(input),
      mrvRefusal: refusal,
      shipToShipTransfers: transferTotals(records.shipToShipTransfers).map((t) => ({
        ...t,
        fuelTypeName: typeName(t.fuelTypeId),
      })),
    };
  }
  const balance = voyageStockBalance(log, departureId);
  const stockBalance = balance && namedStockBalance(balance, typeName, tankName);
  return { ...voyage, fuel, reports, stockBalance };
}
