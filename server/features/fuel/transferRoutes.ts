import { randomUUID } from "node:crypto";
import { Hono } from "hono";
import { z } from "zod";
import {
  createShipToShipTransferRequest,
  type ShipToShipTransferDto,
  shipToShipTransferAnswer,
} from "../../../domain/fuel/dto.js";
import { tableGet } from "../../../domain/fuel/idTable.js";
import type { ShipToShipTransfer } from "../../../domain/fuel/model.js";
import {
  recordShipToShipTransfer,
  removeShipToShipTransfer,
  TRANSFER_MESSAGES,
  transfersOfVoyage,
} from "../../../domain/fuel/shipToShipTransfers.js";
import type { FuelState } from "../../../domain/fuel/state.js";
import { timelineOfLog, voyageHolding } from "../../../domain/fuel/voyageContext.js";
import { NotFoundError, ValidationError } from "../../../domain/shared/errors.js";
import { uuidId } from "../../../domain/shared/ids.js";
import { entryOf } from "../../../domain/shared/records.js";
import type { VoyageLogState } from "../../../domain/voyageLog/voyageLog.js";
import { voyageSlice } from "../../../domain/voyages/timeline.js";
import type { AppContext } from "../../context.js";
import type { AppEnv } from "../../http/env.js";
import { apiDocs } from "../../http/openapi.js";
import { parseBody, pathParams } from "../../http/validate.js";
import { fuelScope, fuelWriters } from "./scope.js";

const transferIdPath = pathParams({ id: uuidId("transfer id") });

function transferDto(
  log: VoyageLogState,
  transfer: ShipToShipTransfer,
  fuelTypeName: (id: string) => string,
): ShipToShipTransferDto {
  const tank = transfer.fuelTankId === null ? undefined : entryOf(log.fuel.fuelTanks, transfer.fuelTankId);
  return {
    ...transfer,
    fuelTypeName: fuelTypeName(transfer.fuelTypeId),
    fuelTankName: tank?.name ?? null,
    departureId: voyageHolding(timelineOfLog(log), transfer.timestamp)?.departure.id ?? null,
  };
}

const doc = apiDocs("Fuel");
const WRITERS = ["User", "SuperUser", "Administrator"];

/**
 * Ship-to-ship transfers (the event editor's 'Ship to ship transfer'): listed per voyage, recorded and
 * removed by company users, within the vessels the caller sees (404 outside, as elsewhere).
 */
export function transferRoutes(ctx: AppContext) {
  const app = new Hono<AppEnv>();

  app.get(
    "/ShipToShipTransfers/Find",
    doc({
      summary: "The ship-to-ship transfers of a voyage",
      queryParams: { departureId: "The id of the voyage's departure event (required)" },
      response: z.array(shipToShipTransferAnswer),
    }),
    async (c) => {
      const scope = fuelScope(ctx, c);
      const departureId = c.req.query("departureId");
      if (!departureId)
        throw new ValidationError("Give the voyage as departureId (the id of its departure).");
      const vessel = await scope.eventVessel(departureId);
      const log = await scope.logOf(vessel.id);
      const timeline = timelineOfLog(log);
      const voyage = voyageSlice(timeline, departureId ?? "");
      if (!voyage || voyage.departure.id !== departureId) throw new NotFoundError("Voyage not found.");
      const nameOf = scope.fuelTypeNames(vessel.companyId);
      return c.json(
        transfersOfVoyage(log.fuel.shipToShipTransfers, timeline, voyage).map((t) =>
          transferDto(log, t, nameOf),
        ),
      );
    },
  );

  app.post(
    "/ShipToShipTransfers",
    doc({
      summary: "Record a ship-to-ship transfer",
      body: createShipToShipTransferRequest,
      status: 201,
      roles: WRITERS,
      response: shipToShipTransferAnswer,
    }),
    fuelWriters,
    async (c) => {
      const scope = fuelScope(ctx, c);
      const request = await parseBody(c, createShipToShipTransferRequest);
      const vessel = scope.vessel(request.vesselId);
      const transferId = randomUUID();
      await scope.run(vessel.id, (state) =>
        recordShipToShipTransfer(state, {
          ...request,
          transferId,
          vesselId: vessel.id,
          vesselImoNumber: vessel.imoNumber || null,
          fuelTypeIds: scope.fuelTypeIds(vessel.companyId),
          now: new Date().toISOString(),
        }),
      );
      const log = await scope.logOf(vessel.id);
      const transfer = tableGet(log.fuel.shipToShipTransfers, transferId)!;
      return c.json(transferDto(log, transfer, scope.fuelTypeNames(vessel.companyId)), 201);
    },
  );

  app.delete(
    "/ShipToShipTransfers/:id",
    doc({ summary: "Delete a ship-to-ship transfer", status: 204, roles: WRITERS }),
    fuelWriters,
    transferIdPath,
    async (c) => {
      const scope = fuelScope(ctx, c);
      const transferId = c.req.param("id");
      const vessel = await scope.holding(
        transferId,
        (f: FuelState) => tableGet(f.shipToShipTransfers, transferId) !== undefined,
        TRANSFER_MESSAGES.notFound,
      );
      await scope.run(vessel.id, (state) => removeShipToShipTransfer(state, { transferId }));
      return c.body(null, 204);
    },
  );

  return app;
}
