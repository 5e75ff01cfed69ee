import type { Actor } from "../../domain/access/visibility.js";
import { ACCESS_GROUP_NOT_FOUND } from "../../domain/accessGroups/accessGroup.js";
import { NotFoundError, ValidationError } from "../../domain/shared/errors.js";
import { VESSEL_GROUP_MESSAGES } from "../../domain/vesselGroups/vesselGroup.js";
import { VESSEL_NOT_FOUND } from "../../domain/vessels/vessel.js";
import type { VoyageLogState } from "../../domain/voyageLog/voyageLog.js";
import { vesselEventById } from "../../domain/voyages/state.js";
import type { AccessGroupView } from "../../projections/admin/accessGroups.js";
import type { CompanyView } from "../../projections/admin/companies.js";
import type { UserView } from "../../projections/admin/users.js";
import type { VesselGroupView } from "../../projections/admin/vesselGroups.js";
import type { VesselView } from "../../projections/admin/vessels.js";
import type { AppContext } from "../context.js";
import { visibleVessels } from "../features/vessels/visibleVessels.js";
import type { LogVariableRecord } from "../timeseries/TimeSeriesStore.js";

export const SCOPE_MESSAGES = {
  vesselNotFound: VESSEL_NOT_FOUND,
  userNotFound: "User not found.",
  companyNotFound: "Company not found.",
  chooseCompany: "Choose a company first.",
  variableNotFound: (id: number) => `Log variable ${id} not found.`,
  variableNotOfVessel: (id: number) => `Log variable ${id} does not belong to this vessel.`,
  noStore: "Log data is not available: the time-series store is not open.",
} as const;

/** A record of a read model by id; inherited names (`__proto__`, `constructor`) are never ids. */
const own = <T>(table: Record<string, T>, id: string | null | undefined): T | undefined =>
  id && Object.hasOwn(table, id) ? table[id] : undefined;

/**
 * A vessel's voyage log as the stored read model holds it (empty before its first event), read by key
 * from its rows or the cache. Not a scope check.
 */
export const voyageLogOf = (ctx: AppContext, vesselId: string): Promise<VoyageLogState> =>
  ctx.readModels.stored("voyageLogs").get(vesselId);

/** A company by id, else 404; for administrators' calls, which may name any company. */
export function knownCompany(ctx: AppContext, companyId: string | null | undefined): CompanyView {
  const company = own(ctx.readModels.state("companies").byId, companyId);
  if (!company) throw new NotFoundError(SCOPE_MESSAGES.companyNotFound);
  return company;
}

/**
 * Every reference a request carries — in its path, query or body — is turned into a record here,
 * within the caller's reach, before any decision sees it: vessels the caller sees (their events,
 * fuel records and log variables), records of the company it acts for (users, vessels, access and
 * vessel groups) and, for administrators, any company. Anything outside answers 404 (existence is
 * not revealed); a reference that exists in reach but cannot be attached to the record at hand
 * answers 400 with the reason.
 */
export function requestScope(ctx: AppContext, actor: Actor) {
  let visible: VesselView[] | undefined;
  const vessels = (): VesselView[] => {
    visible ??= visibleVessels(ctx, actor);
    return visible;
  };
  const logOf = (vesselId: string): Promise<VoyageLogState> => voyageLogOf(ctx, vesselId);

  const scope = {
    actor,
    /** The vessels the caller sees, by name. */
    vessels,
    logOf,

    /** A vessel the caller sees. */
    vessel(vesselId: string | null | undefined, message: string = SCOPE_MESSAGES.vesselNotFound): VesselView {
      const found = vesselId ? vessels().find((v) => v.id === vesselId) : undefined;
      if (!found) throw new NotFoundError(message);
      return found;
    },

    /** Administrators reach every vessel (the administration screens); everybody else what they see. */
    reachableVessel(vesselId: string | null | undefined): VesselView {
      if (actor.role !== "Administrator") return scope.vessel(vesselId);
      const vessel = own(ctx.readModels.state("vessels").byId, vesselId);
      if (!vessel) throw new NotFoundError(SCOPE_MESSAGES.vesselNotFound);
      return vessel;
    },

    /**
     * The visible vessel whose voyage log holds the record `id` and satisfies `has` (an event, a tank,
     * a meter, a row), else 404. The stored read model's index names the vessels holding the id.
     */
    async vesselHolding(
      id: string | null | undefined,
      has: (log: VoyageLogState) => boolean,
      message: string,
    ): Promise<VesselView> {
      if (!id) throw new NotFoundError(message);
      const holders = new Set(await ctx.readModels.stored("voyageLogs").keysHolding(id));
      for (const vessel of vessels())
        if (holders.has(vessel.id) && has(await logOf(vessel.id))) return vessel;
      throw new NotFoundError(message);
    },

    /** The visible vessel holding a vessel event (a departure names its voyage). */
    vesselOfEvent(eventId: string | null | undefined, message: string): Promise<VesselView> {
      return scope.vesselHolding(
        eventId,
        (log) => vesselEventById(log.voyages, eventId!) !== undefined,
        message,
      );
    },

    /** The acting company's id; an administrator who acts for none has nothing in scope. */
    companyId(): string {
      if (!actor.companyId) throw new NotFoundError(SCOPE_MESSAGES.chooseCompany);
      return actor.companyId;
    },

    /** A vessel of the acting company, whether or not the caller is in one of its access groups. */
    companyVessel(vesselId: string): VesselView {
      const vessel = own(ctx.readModels.state("vessels").byId, vesselId);
      if (!vessel || !actor.companyId || vessel.companyId !== actor.companyId)
        throw new NotFoundError(SCOPE_MESSAGES.vesselNotFound);
      return vessel;
    },

    /** A user of the acting company. */
    companyUser(userId: string): UserView {
      const user = own(ctx.readModels.state("users").byId, userId);
      if (!user || !actor.companyId || user.companyId !== actor.companyId)
        throw new NotFoundError(SCOPE_MESSAGES.userNotFound);
      return user;
    },

    /** An access group of the acting company. */
    accessGroup(groupId: string): AccessGroupView {
      const group = own(ctx.readModels.state("accessGroups").byId, groupId);
      if (!group || !actor.companyId || group.companyId !== actor.companyId)
        throw new NotFoundError(ACCESS_GROUP_NOT_FOUND);
      return group;
    },

    /** A vessel group of the acting company. */
    vesselGroup(groupId: string): VesselGroupView {
      const group = own(ctx.readModels.state("vesselGroups").byId, groupId);
      if (!group || !actor.companyId || group.companyId !== actor.companyId)
        throw new NotFoundError(VESSEL_GROUP_MESSAGES.notFound);
      return group;
    },

    /** Any company (callers are administrators: the routes that name a company are theirs). */
    company: (companyId: string | null | undefined): CompanyView => knownCompany(ctx, companyId),

    /** Log variables, in the order asked, each of a vessel the caller sees; else 404. */
    async logVariables(ids: readonly number[]): Promise<LogVariableRecord[]> {
      if (!ctx.timeSeries) throw new Error(SCOPE_MESSAGES.noStore);
      const visibleIds = new Set(vessels().map((v) => v.id));
      const found = new Map((await ctx.timeSeries.variablesByIds(ids)).map((v) => [v.id, v]));
      return ids.map((id) => {
        const variable = found.get(id);
        if (!variable || !visibleIds.has(variable.vesselId))
          throw new NotFoundError(SCOPE_MESSAGES.variableNotFound(id));
        return variable;
      });
    },

    /**
     * A log variable a record of `vessel` points to (a flow meter's mass flow rate): it must be one
     * of that vessel's own variables. Unknown, foreign and other vessels' ids read the same, 400.
     */
    async logVariableOf(
      vessel: VesselView,
      id: number | null | undefined,
    ): Promise<LogVariableRecord | null> {
      if (id === null || id === undefined) return null;
      const [variable] = ctx.timeSeries ? await ctx.timeSeries.variablesByIds([id]) : [];
      if (!variable || variable.vesselId !== vessel.id)
        throw new ValidationError(SCOPE_MESSAGES.variableNotOfVessel(id));
      return variable;
    },
  };
  return scope;
}

export type RequestScope = ReturnType<typeof requestScope>;
