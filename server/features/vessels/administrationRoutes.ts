import { type Context, Hono } from "hono";
import { z } from "zod";
import type { Actor } from "../../../domain/access/visibility.js";
import { ForbiddenError, ValidationError } from "../../../domain/shared/errors.js";
import { uuidId } from "../../../domain/shared/ids.js";
import { entryOf } from "../../../domain/shared/records.js";
import { byName, findAdministeredVessels } from "../../../domain/vessels/administrationFind.js";
import {
  adminVesselAnswer,
  veracityKeyAnswer,
  veracityKeyExpiryAnswer,
  vesselAnswer,
} from "../../../domain/vessels/answers.js";
import {
  assignVesselRequest,
  createVesselRequest,
  particularsOf,
  updateVeracityKeyRequest,
  updateVesselRequest,
  vesselCargoUnitRequest,
  vesselFeatureRequest,
} from "../../../domain/vessels/schemas.js";
import {
  activateFeature,
  activateVessel,
  addCargoUnit,
  archiveVessel,
  deactivateFeature,
  deactivateVessel,
  deleteVessel,
  removeCargoUnit,
  unassignVessel,
  unsetDataReceiver,
  updateVeracityKey,
  type VesselEvent,
  type VesselState,
} from "../../../domain/vessels/vessel.js";
import type { VesselView } from "../../../projections/admin/vessels.js";
import { requestScope } from "../../access/requestScope.js";
import type { AppContext } from "../../context.js";
import type { AppEnv } from "../../http/env.js";
import { apiDocs } from "../../http/openapi.js";
import { metadataOf, requireRole } from "../../http/session.js";
import { parseBody, pathParams } from "../../http/validate.js";
import { adminVesselDto } from "./adminVesselDto.js";
import { anyVesselOf } from "./anyVessel.js";
import {
  assignVesselCommand,
  registerVesselCommand,
  setDataReceiverCommand,
  updateVesselCommand,
  vesselCommand,
  vesselCommandDroppingMemberships,
} from "./commands.js";

/** Path parameters by their types (checked before the handler). */
const vesselIdPath = pathParams({ id: uuidId("vessel id") });

const doc = apiDocs("Vessels");
const ADMIN = ["Administrator"] as const;

export const VERACITY_KEY_DENIED = "You do not have permission to view this key.";

type Ctx = Context<AppEnv>;

/**
 * Vessel administration (spec 1 §2, §6): every vessel for administrators; the Veracity key for super
 * users of the vessel's company; a vessel's cargo units for its company's users. Static paths before /:id.
 */
export function vesselAdministrationRoutes(ctx: AppContext) {
  const app = new Hono<AppEnv>();
  const admin = requireRole("Administrator");
  const companyWriters = requireRole("User", "SuperUser", "Administrator");

  /** A vessel the actor may see; administrators reach every vessel. Anything else is 404. */
  const reachable = (actor: Actor, id: string): VesselView => requestScope(ctx, actor).reachableVessel(id);
  const anyVessel = (id: string): VesselView => anyVesselOf(ctx, id);
  const adminAnswer = async (c: Ctx, id: string) => c.json(await adminVesselDto(ctx, anyVessel(id)));

  app.get(
    "/VesselAdministrations",
    doc({ summary: "Every vessel, for administration", roles: ADMIN, response: z.array(adminVesselAnswer) }),
    admin,
    async (c) => {
      const all = byName(Object.values(ctx.readModels.state("vessels").byId)).map((v) =>
        adminVesselDto(ctx, v),
      );
      return c.json(await Promise.all(all));
    },
  );

  app.get(
    "/VesselAdministrations/Find",
    doc({
      summary: "Find vessels by data receiver flag or IMO number",
      roles: ADMIN,
      queryParams: {
        isDataReceiver: "true or false; empty for both.",
        imoNumber: "The IMO number (leading zeros optional).",
      },
      response: z.array(adminVesselAnswer),
    }),
    admin,
    async (c) => {
      const found = findAdministeredVessels(Object.values(ctx.readModels.state("vessels").byId), {
        isDataReceiver: c.req.query("isDataReceiver"),
        imoNumber: c.req.query("imoNumber"),
      });
      return c.json(await Promise.all(found.map((v) => adminVesselDto(ctx, v))));
    },
  );

  app.post(
    "/VesselAdministrations",
    doc({
      summary: "Register a vessel",
      body: createVesselRequest,
      status: 201,
      roles: ADMIN,
      response: adminVesselAnswer,
    }),
    admin,
    async (c) => {
      const request = await parseBody(c, createVesselRequest);
      const id = await registerVesselCommand(ctx, metadataOf(c.get("session")), {
        imoNumber: request.imoNumber,
        particulars: particularsOf(request),
        companyId: request.companyId ?? null,
      });
      return c.json(await adminVesselDto(ctx, anyVessel(id)), 201);
    },
  );

  /** Administrators for any vessel; super users for the vessels of their company (spec 1 §2 EDIT). */
  app.put(
    "/VesselAdministrations/UpdateVeracityKey",
    doc({
      summary: "Set a vessel's Veracity key and its expiry",
      body: updateVeracityKeyRequest,
      roles: ["SuperUser", "Administrator"],
      response: veracityKeyExpiryAnswer,
    }),
    async (c) => {
      const { actor } = c.get("session");
      const request = await parseBody(c, updateVeracityKeyRequest);
      const { id: vesselId } = reachable(actor, request.vesselId);
      if (actor.role !== "Administrator" && actor.role !== "SuperUser")
        throw new ForbiddenError("You do not have permission to change this key.");
      await vesselCommand(ctx, metadataOf(c.get("session")), vesselId, (s) =>
        updateVeracityKey(s, {
          vesselId,
          veracityKey: request.veracityKey,
          expirationDate: request.expirationDate,
        }),
      );
      const vessel = anyVessel(vesselId);
      return c.json({
        hasVeracityKey: vessel.hasVeracityKey,
        expirationDate: vessel.veracityKeyExpirationDate,
      });
    },
  );

  app.get(
    "/VesselAdministrations/:id",
    doc({ summary: "One vessel, for administration", roles: ADMIN, response: adminVesselAnswer }),
    admin,
    vesselIdPath,
    (c) => adminAnswer(c, c.req.param("id")),
  );

  app.put(
    "/VesselAdministrations/:id",
    doc({
      summary: "Update a vessel's particulars (administration)",
      body: updateVesselRequest,
      roles: ADMIN,
      response: adminVesselAnswer,
    }),
    admin,
    vesselIdPath,
    async (c) => {
      const id = anyVessel(c.req.param("id")).id;
      const request = await parseBody(c, updateVesselRequest);
      await updateVesselCommand(ctx, metadataOf(c.get("session")), id, request);
      return adminAnswer(c, id);
    },
  );

  app.delete(
    "/VesselAdministrations/:id",
    doc({ summary: "Delete a vessel", status: 204, roles: ADMIN }),
    admin,
    vesselIdPath,
    async (c) => {
      const id = anyVessel(c.req.param("id")).id;
      await vesselCommandDroppingMemberships(ctx, metadataOf(c.get("session")), id, (s) =>
        deleteVessel(s, { vesselId: id }),
      );
      return c.body(null, 204);
    },
  );

  /** The body's vesselId, when sent, must name the vessel of the path. */
  const samePathVessel = (id: string, bodyVesselId: string | null | undefined) => {
    if (bodyVesselId && bodyVesselId !== id)
      throw new ValidationError("The vesselId of the body does not match the vessel of the path.");
  };

  app.post(
    "/VesselAdministrations/:id/Assign",
    doc({
      summary: "Assign a vessel to a company",
      body: assignVesselRequest,
      roles: ADMIN,
      response: adminVesselAnswer,
    }),
    admin,
    vesselIdPath,
    async (c) => {
      const id = anyVessel(c.req.param("id")).id;
      const { vesselId, companyId } = await parseBody(c, assignVesselRequest);
      samePathVessel(id, vesselId);
      await assignVesselCommand(ctx, metadataOf(c.get("session")), id, companyId);
      return adminAnswer(c, id);
    },
  );

  const stateChanges: Record<string, (s: VesselState, vesselId: string) => VesselEvent[]> = {
    UnsetDataReceiver: (s, vesselId) =>
      unsetDataReceiver(s, { vesselId, isDataReceiver: anyVessel(vesselId).isDataReceiver }),
    ArchiveVessel: (s, vesselId) => archiveVessel(s, { vesselId }),
    ActivateVessel: (s, vesselId) => activateVessel(s, { vesselId }),
    DeactivateVessel: (s, vesselId) => deactivateVessel(s, { vesselId }),
  };
  const stateSummaries: Record<string, string> = {
    UnsetDataReceiver: "Stop a vessel being a data receiver",
    ArchiveVessel: "Archive a vessel",
    ActivateVessel: "Activate a vessel",
    DeactivateVessel: "Deactivate a vessel",
  };
  for (const [action, decide] of Object.entries(stateChanges)) {
    app.post(
      `/VesselAdministrations/:id/${action}`,
      doc({ summary: stateSummaries[action]!, roles: ADMIN, response: adminVesselAnswer }),
      admin,
      vesselIdPath,
      async (c) => {
        const id = anyVessel(c.req.param("id")).id;
        await vesselCommand(ctx, metadataOf(c.get("session")), id, (s) => decide(s, id));
        return adminAnswer(c, id);
      },
    );
  }
  app.post(
    "/VesselAdministrations/:id/SetDataReceiver",
    doc({ summary: "Make a vessel a data receiver", roles: ADMIN, response: adminVesselAnswer }),
    admin,
    async (c) => {
      const id = anyVessel(c.req.param("id")).id;
      await setDataReceiverCommand(ctx, metadataOf(c.get("session")), id);
      return adminAnswer(c, id);
    },
  );
  app.post(
    "/VesselAdministrations/:id/Unassign",
    doc({ summary: "Take a vessel from its company", roles: ADMIN, response: adminVesselAnswer }),
    admin,
    async (c) => {
      const id = anyVessel(c.req.param("id")).id;
      await vesselCommandDroppingMemberships(ctx, metadataOf(c.get("session")), id, (s) =>
        unassignVessel(s, { vesselId: id }),
      );
      return adminAnswer(c, id);
    },
  );

  const featureChanges = { ActivateFeature: activateFeature, DeactivateFeature: deactivateFeature };
  for (const [action, decide] of Object.entries(featureChanges)) {
    const summary =
      action === "ActivateFeature" ? "Activate a feature of a vessel" : "Deactivate a feature of a vessel";
    app.post(
      `/VesselAdministrations/:id/${action}`,
      doc({ summary, body: vesselFeatureRequest, roles: ADMIN, response: adminVesselAnswer }),
      admin,
      vesselIdPath,
      async (c) => {
        const id = anyVessel(c.req.param("id")).id;
        const { vesselId, featureId } = await parseBody(c, vesselFeatureRequest);
        samePathVessel(id, vesselId);
        await vesselCommand(ctx, metadataOf(c.get("session")), id, (s) =>
          decide(s, { vesselId: id, featureId }),
        );
        return adminAnswer(c, id);
      },
    );
  }
  const cargoChanges = { AddCargoUnit: addCargoUnit, RemoveCargoUnit: removeCargoUnit };
  for (const [action, decide] of Object.entries(cargoChanges)) {
    // The vessel settings screen's "Cargo carried" table (spec 2 §2) lets company users keep these too.
    const summary =
      action === "AddCargoUnit" ? "Add a cargo unit a vessel carries" : "Remove a cargo unit from a vessel";
    app.post(
      `/VesselAdministrations/:id/${action}`,
      doc({
        summary,
        body: vesselCargoUnitRequest,
        roles: ["User", "SuperUser", "Administrator"],
        response: adminVesselAnswer,
      }),
      companyWriters,
      vesselIdPath,
      async (c) => {
        const id = reachable(c.get("session").actor, c.req.param("id")).id;
        const { vesselId, cargoUnitId } = await parseBody(c, vesselCargoUnitRequest);
        samePathVessel(id, vesselId);
        await vesselCommand(ctx, metadataOf(c.get("session")), id, (s) =>
          decide(s, { vesselId: id, cargoUnitId }),
        );
        return adminAnswer(c, id);
      },
    );
  }

  /** Spec 1 §6: viewing the key needs SuperUser (or Administrator); others in reach get 403. */
  app.get(
    "/VesselAdministrations/:id/GetVeracityKey",
    doc({
      summary: "A vessel's Veracity key",
      roles: ["SuperUser", "Administrator"],
      response: veracityKeyAnswer,
    }),
    vesselIdPath,
    (c) => {
      const { actor } = c.get("session");
      const vessel = reachable(actor, c.req.param("id"));
      if (actor.role !== "Administrator" && actor.role !== "SuperUser")
        throw new ForbiddenError(VERACITY_KEY_DENIED);
      return c.json({
        veracityKey: entryOf(ctx.readModels.state("vessels").veracityKeyById, vessel.id) ?? null,
        expirationDate: vessel.veracityKeyExpirationDate,
      });
    },
  );

  app.get(
    "/VesselAdministrations/:id/GetVeracityKeyExpirationDate",
    doc({
      summary: "Whether a vessel has a Veracity key, and its expiry",
      response: veracityKeyExpiryAnswer,
    }),
    vesselIdPath,
    (c) => {
      const vessel = reachable(c.get("session").actor, c.req.param("id"));
      return c.json({
        hasVeracityKey: vessel.hasVeracityKey,
        expirationDate: vessel.veracityKeyExpirationDate,
      });
    },
  );

  return app;
}
