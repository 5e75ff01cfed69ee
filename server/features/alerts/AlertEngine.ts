import { createHash, randomUUID } from "node:crypto";
import {
  notifyLateDaysOf,
  type Severity,
  type ThresholdSettings,
} from "../../../domain/alerts/conditions.js";
import {
  describeImportFailed,
  describeMaintenanceTrigger,
  describeNoData,
  describePerformanceStatus,
  describePowerReserve,
  describeThreshold,
  type Evaluation,
  evaluateImportOutcome,
  evaluateMaintenanceTrigger,
  evaluateNoData,
  evaluatePerformanceStatus,
  evaluateThreshold,
  type ImportFailedState,
  initialImportFailedState,
  initialNoDataState,
  initialThresholdState,
  type NoDataState,
  noDataTick,
  powerReserveThreshold,
  type ThresholdState,
} from "../../../domain/alerts/evaluator.js";
import {
  type Correction,
  type DataTimeSource,
  evaluateInDataTime,
  type IncidentSpan,
  SPIKE_CONTEXT_MS,
} from "../../../domain/alerts/eventTime.js";
import {
  type AlertLiveMessage,
  closeIncident,
  correctIncident,
  type IncidentCloseReason,
  type IncidentView,
  incidentAggregate,
  openIncident,
  raiseIncident,
  recordIncidentMailed,
  reportOccurredAndCleared,
  withdrawIncident,
} from "../../../domain/alerts/incidents.js";
import { type Series, seriesOf, withinTimes } from "../../../domain/alerts/series.js";
import { plausibilityRuleOf, plausibleSeries } from "../../../domain/dataQuality/plausibility.js";
import type { PerformanceIndicator } from "../../../domain/hullPerformance/indicators.js";
import {
  DEFAULT_POWER_VARIABLE_NAME,
  isShaftPowerVariable,
  usedPowerVariable,
} from "../../../domain/shapoli/powerVariable.js";
import type { EventMetadataInput } from "../../../domain/shared/events.js";
import { entryOf } from "../../../domain/shared/records.js";
import type { ConditionRecord } from "../../../projections/alerts/alerts.js";
import type { IncidentRecord } from "../../../projections/alerts/incidents.js";
import { execute } from "../../commands/execute.js";
import type { AppContext } from "../../context.js";
import { triggerValueOf } from "../../dailyPerformance/hullReads.js";
import { maintenanceTriggerOf } from "../../dailyPerformance/maintenanceTrigger.js";
import { SqliteDriver } from "../../imports/sqlDriver.js";
import { vesselFeatures } from "../../shared/featureMapping.js";
import { readAllPoints } from "../../timeseries/readAll.js";
import { type AlertStateStore, SqlAlertStateStore, type VesselStates } from "./AlertStateStore.js";
import { occurredAndClearedDigest, openIncidentMail, recipientsOf } from "./alertMail.js";
import {
  conditionTargets,
  incidentsOfTarget,
  incidentViewOf,
  openIncidentAt,
  openIncidentsOfCondition,
} from "./views.js";

type TargetState = ThresholdState | NoDataState | ImportFailedState;

/** What one imported package brought for the variables the conditions of its vessel watch. */
export interface PackagePoints {
  /** Points per watched variable name, sorted by time, as columns. */
  byVariable: Map<string, Series>;
  /** The package's distinct point times, sorted (only when a no-data condition watches any data). */
  times: ArrayLike<number>;
}

/** Which variables the import should hand over for a vessel. */
export interface Watch {
  names: Set<string>;
  anyTimes: boolean;
}

const NO_WATCH: Watch = { names: new Set(), anyTimes: false };

const DAY_MS = 86_400_000;
/** The cluster role whose holder runs the no-data and maintenance-trigger timers. */
export const ALERT_TIMERS_ROLE = "alert-timers";
/** How often the timer looks for maintenance triggers not yet evaluated in the current UTC day. */
const MAINTENANCE_CHECK_EVERY_MS = 3_600_000;
/** The stored slot holding the UTC day (days since 1970) a vessel's maintenance trigger was last evaluated. */
const maintenanceDaySlot = (vesselId: string) => `maintenance-day|${vesselId}`;

/** The incident id for a condition, target and opening time: the same data names the same incident. */
export function incidentIdOf(conditionId: string, targetKey: string, openedAt: number): string {
  const h = createHash("sha256").update(`${conditionId}|${targetKey}|${openedAt}`).digest("hex");
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-8${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

interface Touched {
  conditionId: string;
  kind: AlertLiveMessage["kind"];
  /** Opened or raised by this evaluation (only then may it ring and mail). */
  rose: boolean;
  /** Opened by this evaluation: closed by it too, nobody saw it open. */
  opened: boolean;
}

/**
 * Evaluates notification conditions where data arrives (the import worker hands over each finished
 * package's points), on a timer for "no data", and on import outcomes. The evaluator's state per
 * condition and target lives in the store (`AlertStateStore`, seeded from open incidents and the vessel's
 * newest data when a target has none), read and written around each evaluation of a vessel while the
 * vessel is held, so consecutive packages continue one another whichever process evaluates them. Turns
 * transitions into incident events, pushes each change to the vessel's room and mails channels once per
 * opening and escalation. Work is serialised: one evaluation at a time per process.
 */
export class AlertEngine {
  private chain: Promise<unknown> = Promise.resolve();
  private timer: NodeJS.Timeout | null = null;
  private maintenanceTimer: NodeJS.Timeout | null = null;
  private lastDataOf: (vesselId: string) => number | null = () => null;
  private importingVessels: () => Promise<ReadonlySet<string>> = async () => new Set();

  private ownStore: Promise<AlertStateStore> | null = null;
  /** The vessel's variables and feature mapping, read once per package evaluation (not per condition). */
  private packageMemo: Map<string, Promise<unknown>> | null = null;

  private memo<T>(key: string, read: () => Promise<T>): Promise<T> {
    if (!this.packageMemo) return read();
    let known = this.packageMemo.get(key) as Promise<T> | undefined;
    if (!known) {
      known = read();
      this.packageMemo.set(key, known);
    }
    return known;
  }

  private variablesOf(vesselId: string) {
    return this.memo(
      `variables|${vesselId}`,
      async () => (await this.ctx.timeSeries?.variables(vesselId)) ?? [],
    );
  }

  private featuresOf(vessel: Parameters<typeof vesselFeatures>[1]) {
    return this.memo(`features|${vessel.id}`, () => vesselFeatures(this.ctx, vessel));
  }

  constructor(private readonly ctx: AppContext) {}

  /** The server's state store; a bare context (tests) gets one in memory. */
  private stateStore(): Promise<AlertStateStore> {
    if (this.ctx.alertStates) return Promise.resolve(this.ctx.alertStates);
    this.ownStore ??= SqlAlertStateStore.open(SqliteDriver.open(":memory:"));
    return this.ownStore;
  }

  /**
   * Runs an evaluation of the vessel with its stored states, the vessel held across processes. With
   * several processes the read model first folds everything committed before the vessel was taken (the
   * incidents another process opened or closed), so the open incident it reports is current.
   */
  private async withVessel<T>(vesselId: string, work: (states: VesselStates) => Promise<T>): Promise<T> {
    const store = await this.stateStore();
    return store.withVessel(vesselId, async (states) => {
      if (this.ctx.config.DATABASE_URL !== undefined)
        await this.ctx.readModels.waitFor(await this.ctx.store.headPosition());
      return work(states);
    });
  }

  /**
   * Starts the no-data timer. `lastDataOf` tells the newest data time per vessel known at start;
   * `importingVessels` the vessels whose packages are queued or importing now, which the timer leaves
   * alone: their data is on its way (the demo history, a backlog sent at once), not missing.
   */
  start(
    lastDataOf: (vesselId: string) => number | null,
    importingVessels: () => Promise<ReadonlySet<string>> = async () => new Set(),
    tickEveryMs = 60_000,
  ): void {
    this.lastDataOf = lastDataOf;
    this.importingVessels = importingVessels;
    // With several processes on one store the timers run in one of them (the holder of the role);
    // the others take it over when that process dies (docs/operations.md, "Several processes").
    const mine = () => this.ctx.cluster?.holds(ALERT_TIMERS_ROLE) ?? Promise.resolve(true);
    this.timer = setInterval(
      () =>
        void mine()
          .then((held) => (held ? this.tick(this.ctx.now().getTime()) : undefined))
          .catch(() => undefined),
      tickEveryMs,
    );
    this.timer.unref();
    this.maintenanceTimer = setInterval(
      () =>
        void mine()
          .then((held) => (held ? this.maintenanceTick(this.ctx.now().getTime()) : undefined))
          .catch(() => undefined),
      MAINTENANCE_CHECK_EVERY_MS,
    );
    this.maintenanceTimer.unref();
  }

  stop(): Promise<unknown> {
    if (this.timer) clearInterval(this.timer);
    if (this.maintenanceTimer) clearInterval(this.maintenanceTimer);
    return this.chain;
  }

  /** Waits for the evaluations queued so far (tests). */
  idle(): Promise<unknown> {
    return this.chain;
  }

  private serial<T>(work: () => Promise<T>): Promise<T> {
    const run = this.chain.then(work, work);
    this.chain = run.catch((error) =>
      this.ctx.logger.error("alert evaluation failed", { error: String(error) }),
    );
    return run;
  }

  /** Enabled conditions evaluated for the vessel. */
  conditionsOf(vesselId: string): ConditionRecord[] {
    const { conditions } = this.ctx.readModels.state("alerts");
    return Object.values(conditions).filter(
      (c) => c.enabled && conditionTargets(this.ctx, c).includes(vesselId),
    );
  }

  /** The variables whose points the import should collect for the vessel. */
  async watchOf(vesselId: string): Promise<Watch> {
    const conditions = this.conditionsOf(vesselId);
    if (conditions.length === 0) return NO_WATCH;
    const names = new Set<string>();
    let anyTimes = false;
    for (const c of conditions) {
      if (c.threshold) names.add(c.threshold.variableName);
      if (c.noData?.variableName) names.add(c.noData.variableName);
      else if (c.noData) anyTimes = true;
      if (c.powerReserve && this.limitedPowerOf(vesselId) !== null)
        names.add(await this.powerVariableNameOf(vesselId));
    }
    return { names, anyTimes };
  }

  private limitedPowerOf(vesselId: string): number | null {
    const vessel = entryOf(this.ctx.readModels.state("vessels").byId, vesselId);
    return vessel?.shaftPowerLimitation?.limitedPower ?? null;
  }

  /**
   * The shaft power variable the ShaPoLi page reads for the vessel; before the vessel has sent any,
   * the name data packages give it (its first package then defines and fills it).
   */
  private async powerVariableNameOf(vesselId: string): Promise<string> {
    const variables = await this.variablesOf(vesselId);
    return usedPowerVariable(variables.filter(isShaftPowerVariable))?.name ?? DEFAULT_POWER_VARIABLE_NAME;
  }

  private async state<S extends TargetState>(
    states: VesselStates,
    condition: ConditionRecord,
    targetKey: string,
    vesselId: string,
  ): Promise<S> {
    const stored = states.get(condition.id, targetKey);
    // A state computed under other settings is stale (the condition changed while it was evaluated).
    const known =
      stored?.fingerprint === fingerprintOf(condition) ? (stored.state as TargetState) : undefined;
    const openIncident = await openIncidentAt(this.ctx, condition.id, targetKey);
    const open = openIncident
      ? { openedAt: Date.parse(openIncident.openVesselEvent.timestamp), severity: openIncident.severity }
      : null;
    if (known) {
      // An action (a condition change) may have closed the slot's incident since: the read model is the
      // shared truth about what is open.
      return (sameOpen(known.open, open) ? known : { ...known, open }) as S;
    }
    const lastData = this.lastDataOf(vesselId);
    if (condition.kind === "Threshold" || condition.kind === "PowerReserveUsed")
      return { ...initialThresholdState, lastT: lastData, open } as S;
    // A vessel that never sent data is not "silent": the clock starts with its first data.
    if (condition.kind === "NoData") return { ...initialNoDataState, lastSeen: lastData, open } as S;
    return { ...initialImportFailedState, open } as S;
  }

  /** A package of the vessel was imported: evaluate its points. */
  packageImported(vesselId: string, data: PackagePoints): Promise<void> {
    return this.serial(async () => {
      const conditions = this.conditionsOf(vesselId);
      if (conditions.length === 0) return;
      // Evaluations are serial, so the memo belongs to this package alone.
      this.packageMemo = new Map();
      try {
        await this.withVessel(vesselId, (states) => this.evaluatePackage(states, conditions, vesselId, data));
      } finally {
        this.packageMemo = null;
      }
    });
  }

  private async evaluatePackage(
    states: VesselStates,
    conditions: ConditionRecord[],
    vesselId: string,
    data: PackagePoints,
  ): Promise<void> {
    for (const condition of conditions) {
      if (condition.threshold) {
        const settings = condition.threshold;
        const name = settings.variableName;
        const unit = await this.unitOf(vesselId, name);
        await this.evaluateThresholdTarget(
          states,
          condition,
          vesselId,
          name,
          settings,
          data,
          (severity, value) => describeThreshold(settings, severity, unit, value),
          unit,
        );
      } else if (condition.powerReserve) {
        const limitedPower = this.limitedPowerOf(vesselId);
        if (limitedPower === null) continue;
        const name = await this.powerVariableNameOf(vesselId);
        const settings = powerReserveThreshold(name, limitedPower, condition.powerReserve.severity);
        await this.evaluateThresholdTarget(
          states,
          condition,
          vesselId,
          name,
          settings,
          data,
          (_severity, value) => describePowerReserve(limitedPower, value),
          "kW",
        );
      } else if (condition.noData) {
        const name = condition.noData.variableName;
        const times = name ? (data.byVariable.get(name)?.t ?? []) : data.times;
        if (times.length === 0) continue;
        const key = name ? `${vesselId}/${name}` : vesselId;
        const settings = condition.noData;
        const result = evaluateNoData(settings, await this.state(states, condition, key, vesselId), times);
        await this.settle(states, condition, vesselId, key, result, () => describeNoData(settings));
      }
    }
  }

  /**
   * A threshold target in data time (`evaluateInDataTime`): the package's window is replayed from the
   * stored, plausible data, and the stored incidents there are corrected to what the data in time order
   * raises. Without a known state within the look-back (a storm of weeks, raw data past its retention),
   * the carried state continues with the package's own points, as before.
   */
  private async evaluateThresholdTarget(
    states: VesselStates,
    condition: ConditionRecord,
    vesselId: string,
    name: string,
    settings: ThresholdSettings,
    data: PackagePoints,
    details: (severity: Severity, value: number | null) => string,
    unit: string,
  ): Promise<void> {
    const received = data.byVariable.get(name);
    if (!received || received.t.length === 0) return;
    const key = `${vesselId}/${name}`;
    const state = await this.state<ThresholdState>(states, condition, key, vesselId);
    const window = { from: received.t[0]!, to: received.t[received.t.length - 1]! };
    const source = await this.dataTimeSource(condition, vesselId, name, key);
    const evaluation = source ? await evaluateInDataTime(settings, state, window, source) : null;
    if (!evaluation) {
      const points = await this.plausible(vesselId, name, data);
      if (!points || points.t.length === 0) return;
      await this.settle(
        states,
        condition,
        vesselId,
        key,
        evaluateThreshold(settings, state, points),
        details,
      );
      return;
    }
    const because = `Data of ${new Date(window.from).toISOString()} to ${new Date(window.to).toISOString()} re-evaluated ${new Date(evaluation.from).toISOString()} to ${new Date(evaluation.to).toISOString()} in time order`;
    await this.correct(condition, key, evaluation.corrections, because);
    await this.settle(states, condition, vesselId, key, evaluation, details, unit);
  }

  /** Stored data and incidents of one condition and target, as the data-time evaluation reads them. */
  private async dataTimeSource(
    condition: ConditionRecord,
    vesselId: string,
    name: string,
    key: string,
  ): Promise<DataTimeSource | null> {
    const store = this.ctx.timeSeries;
    if (!store) return null;
    const variable = (await this.variablesOf(vesselId)).find((v) => v.name === name);
    if (!variable) return null;
    const vessel = entryOf(this.ctx.readModels.state("vessels").byId, vesselId);
    const feature = vessel
      ? (await this.featuresOf(vessel)).find((f) => f.variable?.name === name)
      : undefined;
    const rule = feature ? plausibilityRuleOf(feature.config) : null;
    const since = entryOf(this.ctx.readModels.state("alerts").settingsPosition, condition.id) ?? 0;
    return {
      read: async (from, to) => {
        // Read with the spike context on both sides, so an edge reading is judged as inside the data.
        const points = await readAllPoints(store, {
          variableId: variable.id,
          from: from - SPIKE_CONTEXT_MS,
          to: to + SPIKE_CONTEXT_MS,
          granularity: "Raw",
        });
        const all = seriesOf(points.map((p) => ({ t: p.t, v: p.avg })));
        const plausible = rule ? plausibleSeries(all, rule).series : all;
        return withinTimes(plausible, from, to);
      },
      incidentsSince: async (from) => {
        const spans = await incidentsOfTarget(this.ctx, condition, vesselId, key, from);
        // Incidents raised under other settings are that condition's history, not this one's to correct.
        return spans.filter((i) => i.openedPosition > since).map(spanOf);
      },
    };
  }

  /** Writes the corrections of a data-time evaluation as events (who: the system; why: `because`). */
  private async correct(
    condition: ConditionRecord,
    key: string,
    corrections: readonly Correction[],
    because: string,
  ): Promise<void> {
    if (corrections.length === 0) return;
    const metadata: EventMetadataInput = {
      userId: "system",
      companyId: condition.companyId,
      correlationId: randomUUID(),
      causationId: null,
    };
    for (const c of corrections) {
      const incidentId = incidentIdOf(condition.id, key, c.openedAt);
      const current = await incidentViewOf(this.ctx, incidentId);
      if (!current) continue;
      if (c.type === "withdraw") {
        await execute(
          this.ctx,
          incidentAggregate,
          incidentId,
          (s) => withdrawIncident(s, { incidentId, because }),
          {
            metadata,
          },
        );
        this.ctx.live.toVessel(current.vesselId, "alerts", {
          kind: "withdrawn",
          incident: current,
          ring: false,
        } satisfies AlertLiveMessage);
        continue;
      }
      const closedAt = c.closedAt === null ? null : new Date(c.closedAt).toISOString();
      const outcome = await execute(
        this.ctx,
        incidentAggregate,
        incidentId,
        (s) =>
          correctIncident(
            s,
            {
              incidentId,
              closedAt,
              reason: closedAt === null ? null : "Cleared",
              severity: c.severity,
              peak: c.peak,
              because,
            },
            {
              closedAt: current.closeVesselEvent?.timestamp ?? null,
              severity: current.severity,
              peak: current.peak,
            },
          ),
        { metadata },
      );
      if (outcome.events.length > 0)
        await this.push(incidentId, {
          conditionId: condition.id,
          kind: "corrected",
          rose: false,
          opened: false,
        });
    }
  }

  /**
   * An import recomputed the vessel's stored days and with them its overall performance status (`at`:
   * the data's newest time): performance-status conditions open or close by it.
   */
  performanceStatusComputed(vesselId: string, status: string, at: number): Promise<void> {
    return this.serial(async () => {
      const conditions = this.conditionsOf(vesselId).filter((c) => c.performanceStatus);
      if (conditions.length === 0) return;
      await this.withVessel(vesselId, async (states) => {
        for (const condition of conditions) {
          const result = evaluatePerformanceStatus(
            condition.performanceStatus!,
            await this.state(states, condition, vesselId, vesselId),
            { status, at },
          );
          await this.settle(states, condition, vesselId, vesselId, result, () =>
            describePerformanceStatus(status),
          );
        }
      });
    });
  }

  /** An import of the vessel ended (at the import's time: a failed package has no data time). */
  importFinished(vesselId: string, ok: boolean, at: number): Promise<void> {
    return this.serial(async () => {
      const conditions = this.conditionsOf(vesselId).filter((c) => c.importFailed);
      if (conditions.length === 0) return;
      await this.withVessel(vesselId, async (states) => {
        for (const condition of conditions) {
          const result = evaluateImportOutcome(
            condition.importFailed!,
            await this.state(states, condition, vesselId, vesselId),
            { ok, at },
          );
          await this.settle(states, condition, vesselId, vesselId, result, () => describeImportFailed());
        }
      });
    });
  }

  /**
   * The no-data timer: silences of N hours up to `now` open incidents, except on vessels whose import
   * queue has not drained (a package queued or importing is data arriving; the clock runs on from the
   * newest data once the queue is empty).
   */
  tick(now: number): Promise<void> {
    return this.serial(async () => {
      const importing = await this.importingVessels();
      const { conditions } = this.ctx.readModels.state("alerts");
      const byVessel = new Map<string, ConditionRecord[]>();
      for (const condition of Object.values(conditions)) {
        if (!condition.enabled || !condition.noData) continue;
        for (const vesselId of conditionTargets(this.ctx, condition)) {
          if (importing.has(vesselId)) continue;
          byVessel.set(vesselId, [...(byVessel.get(vesselId) ?? []), condition]);
        }
      }
      // Each vessel held while judged: the newest data a package brought (evaluated by any process) is
      // in its stored state, and no package's evaluation can slip between the read and the write.
      for (const [vesselId, watching] of byVessel)
        await this.withVessel(vesselId, async (states) => {
          for (const condition of watching) {
            const settings = condition.noData!;
            const key = settings.variableName ? `${vesselId}/${settings.variableName}` : vesselId;
            const state = await this.state<NoDataState>(states, condition, key, vesselId);
            const result = noDataTick(settings, state, now);
            await this.settle(states, condition, vesselId, key, result, () => describeNoData(settings));
          }
        });
    });
  }

  /**
   * The maintenance trigger timer: once per UTC day and target vessel, the ISO 19030 maintenance trigger
   * indicator is computed up to `now` (one computation per vessel, however many conditions watch it) and
   * opens or closes the condition's incident. Not per package: the indicator reads the raw data since the
   * latest dry docking, seconds per vessel-year (docs/alerts.md). Answers how many vessels were computed.
   */
  maintenanceTick(now: number): Promise<number> {
    return this.serial(async () => {
      const { conditions } = this.ctx.readModels.state("alerts");
      const day = Math.floor(now / DAY_MS);
      const computed = new Map<string, PerformanceIndicator | null>();
      for (const condition of Object.values(conditions)) {
        if (!condition.enabled || !condition.maintenanceTrigger) continue;
        const settings = condition.maintenanceTrigger;
        for (const vesselId of conditionTargets(this.ctx, condition)) {
          // The day is kept with the evaluator states, so a process taking over the timer role does not
          // evaluate a vessel the last holder evaluated today.
          const evaluatedToday = await this.withVessel(
            vesselId,
            async (states) => states.get(condition.id, maintenanceDaySlot(vesselId))?.state === day,
          );
          if (evaluatedToday) continue;
          if (!computed.has(vesselId))
            computed.set(
              vesselId,
              await maintenanceTriggerOf(this.ctx, vesselId, now).catch((error) => {
                this.ctx.logger.warn("maintenance trigger not computed", { vesselId, error: String(error) });
                return null;
              }),
            );
          const indicator = computed.get(vesselId) ?? null;
          const triggerValue = triggerValueOf(this.ctx, vesselId);
          await this.withVessel(vesselId, async (states) => {
            states.set(condition.id, maintenanceDaySlot(vesselId), { fingerprint: "day", state: day });
            if (!indicator || triggerValue === null) return;
            const result = evaluateMaintenanceTrigger(
              settings,
              await this.state(states, condition, vesselId, vesselId),
              { triggered: indicator.triggered ?? null, value: indicator.value, at: now },
            );
            await this.settle(states, condition, vesselId, vesselId, result, (_severity, value) =>
              describeMaintenanceTrigger(triggerValue, value),
            );
          });
        }
      }
      return computed.size;
    });
  }

  /** A condition was changed or deleted: its open incidents close now and its evaluation starts afresh. */
  conditionChanged(
    conditionId: string,
    reason: IncidentCloseReason,
    metadata: EventMetadataInput,
  ): Promise<void> {
    return this.serial(async () => {
      await (await this.stateStore()).forgetCondition(conditionId);
      const at = this.ctx.now().toISOString();
      for (const incident of await openIncidentsOfCondition(this.ctx, conditionId)) {
        const outcome = await execute(
          this.ctx,
          incidentAggregate,
          incident.id,
          (s) => closeIncident(s, { incidentId: incident.id, at, reason }),
          { metadata },
        );
        if (outcome.events.length > 0)
          await this.push(incident.id, { conditionId, kind: "closed", rose: false, opened: false });
      }
    });
  }

  /** Stores the state and turns transitions into incident events; then pushes and mails. */
  private async settle<S extends TargetState>(
    states: VesselStates,
    condition: ConditionRecord,
    vesselId: string,
    targetKey: string,
    result: Evaluation<S>,
    details: (severity: Severity, value: number | null) => string,
    unit = "",
  ): Promise<void> {
    states.set(condition.id, targetKey, { fingerprint: fingerprintOf(condition), state: result.state });
    if (result.transitions.length === 0) return;
    const metadata: EventMetadataInput = {
      userId: "system",
      companyId: condition.companyId,
      correlationId: randomUUID(),
      causationId: null,
    };
    const touched = new Map<string, Touched>();
    for (const t of result.transitions) {
      const incidentId = incidentIdOf(condition.id, targetKey, t.openedAt);
      if (t.type === "open") {
        const outcome = await execute(
          this.ctx,
          incidentAggregate,
          incidentId,
          (s) =>
            openIncident(s, {
              incidentId,
              companyId: condition.companyId,
              conditionId: condition.id,
              conditionName: condition.name,
              kind: condition.kind,
              vesselId,
              conditionTargetKey: targetKey,
              severity: t.severity,
              openedAt: new Date(t.openedAt).toISOString(),
              conditionDetails: details(t.severity, t.value),
              value: t.value,
              unit,
            }),
          { metadata },
        );
        if (outcome.events.length > 0)
          touched.set(incidentId, { conditionId: condition.id, kind: "opened", rose: true, opened: true });
      } else if (t.type === "raise") {
        const outcome = await execute(
          this.ctx,
          incidentAggregate,
          incidentId,
          (s) =>
            raiseIncident(s, {
              incidentId,
              severity: t.severity,
              at: new Date(t.at).toISOString(),
              conditionDetails: details(t.severity, t.value),
              value: t.value,
            }),
          { metadata },
        );
        if (outcome.events.length > 0) {
          const opened = touched.get(incidentId)?.opened ?? false;
          touched.set(incidentId, { conditionId: condition.id, kind: "raised", rose: true, opened });
        }
      } else {
        // A late stretch closes at its end only what it opened itself; an incident that existed stays.
        if (t.reason === "EndOfLateData" && touched.get(incidentId)?.kind !== "opened") continue;
        const outcome = await execute(
          this.ctx,
          incidentAggregate,
          incidentId,
          (s) =>
            closeIncident(s, {
              incidentId,
              at: new Date(t.at).toISOString(),
              reason: t.reason,
              peak: t.peak,
            }),
          { metadata },
        );
        if (outcome.events.length > 0) {
          const before = touched.get(incidentId);
          touched.set(incidentId, {
            conditionId: condition.id,
            kind: "closed",
            rose: before?.rose ?? false,
            opened: before?.opened ?? false,
          });
        }
      }
    }
    const now = this.ctx.now().getTime();
    const digest: IncidentView[] = [];
    for (const [incidentId, change] of touched) {
      if (change.kind === "closed" && change.opened)
        await this.reportUnseen(condition, incidentId, now, metadata);
      const view = await this.push(incidentId, change);
      if (!view) continue;
      if (view.isOpen && change.rose) await this.mail(condition, view, metadata);
      else if (change.opened && view.occurredAndCleared?.announced) digest.push(view);
    }
    if (digest.length > 0) await this.mailDigest(condition, vesselId, digest, metadata);
  }

  /** An incident opened and closed by one evaluation: announced, or only listed when it ended too long ago. */
  private async reportUnseen(
    condition: ConditionRecord,
    incidentId: string,
    now: number,
    metadata: EventMetadataInput,
  ): Promise<void> {
    const closed = (await incidentViewOf(this.ctx, incidentId))?.closeVesselEvent;
    if (!closed) return;
    const closedAt = Date.parse(closed.timestamp);
    const notifyLateDays = notifyLateDaysOf(condition);
    await execute(
      this.ctx,
      incidentAggregate,
      incidentId,
      (s) => reportOccurredAndCleared(s, { incidentId, closedAt, now, notifyLateDays }),
      { metadata },
    );
  }

  /**
   * A package's points of a variable without the readings the data-quality rules call implausible (out
   * of range, spikes: `plausibleSeries`), when the variable is mapped to a feature; a glitch must not ring.
   */
  private async plausible(vesselId: string, name: string, data: PackagePoints): Promise<Series | undefined> {
    const points = data.byVariable.get(name);
    const vessel = entryOf(this.ctx.readModels.state("vessels").byId, vesselId);
    if (!points || points.t.length === 0 || !vessel) return points;
    const feature = (await this.featuresOf(vessel)).find((f) => f.variable?.name === name);
    if (!feature) return points;
    return plausibleSeries(points, plausibilityRuleOf(feature.config)).series;
  }

  /** The unit the vessel gives a variable ("" when none). */
  private async unitOf(vesselId: string, name: string): Promise<string> {
    return (await this.variablesOf(vesselId)).find((v) => v.name === name)?.unit ?? "";
  }

  /** Pushes the incident as it stands; it rings when this change announces it (`AlertLiveMessage.ring`). */
  private async push(incidentId: string, change: Touched) {
    const view = await incidentViewOf(this.ctx, incidentId);
    if (!view) return null;
    const announced = view.isOpen
      ? change.rose
      : change.opened && view.occurredAndCleared?.announced === true;
    const message: AlertLiveMessage = { kind: change.kind, incident: view, ring: announced };
    this.ctx.live.toVessel(view.vesselId, "alerts", message);
    return view;
  }

  /** Records the mail of each incident at its level; answers the incidents not mailed before. */
  private async recordMailed(
    views: readonly IncidentView[],
    recipients: string[],
    metadata: EventMetadataInput,
  ): Promise<IncidentView[]> {
    const fresh: IncidentView[] = [];
    for (const view of views) {
      const outcome = await execute(
        this.ctx,
        incidentAggregate,
        view.id,
        (s) => recordIncidentMailed(s, { incidentId: view.id, severity: view.severity, recipients }),
        { metadata },
      );
      if (outcome.events.length > 0) fresh.push(view);
    }
    return fresh;
  }

  private async send(recipients: string[], message: { subject: string; text: string }): Promise<void> {
    for (const to of recipients)
      await this.ctx.mailer
        .send({ to, ...message })
        .catch((error) => this.ctx.logger.warn("alert mail failed", { to, error: String(error) }));
  }

  /** One mail per incident and level to the condition's channels, recorded so it is never sent twice. */
  private async mail(condition: ConditionRecord, view: IncidentView, metadata: EventMetadataInput) {
    const recipients = recipientsOf(this.ctx, condition);
    if (recipients.length === 0) return;
    if ((await this.recordMailed([view], recipients, metadata)).length === 0) return;
    await this.send(recipients, openIncidentMail(this.ctx, view));
  }

  /** The incidents that occurred and cleared in one evaluation of a condition: one mail listing them. */
  private async mailDigest(
    condition: ConditionRecord,
    vesselId: string,
    views: IncidentView[],
    metadata: EventMetadataInput,
  ): Promise<void> {
    const recipients = recipientsOf(this.ctx, condition);
    if (recipients.length === 0) return;
    const fresh = await this.recordMailed(views, recipients, metadata);
    if (fresh.length === 0) return;
    const unit = condition.threshold ? await this.unitOf(vesselId, condition.threshold.variableName) : "";
    await this.send(recipients, occurredAndClearedDigest(this.ctx, condition, fresh, unit));
  }
}

const spanOf = (i: IncidentRecord): IncidentSpan => ({
  openedAt: Date.parse(i.openVesselEvent.timestamp),
  severity: i.severity,
  closedAt: i.closeVesselEvent ? Date.parse(i.closeVesselEvent.timestamp) : null,
  peak: i.peak,
});

function sameOpen(
  a: { openedAt: number; severity: Severity } | null,
  b: { openedAt: number; severity: Severity } | null,
): boolean {
  return a === b || (a !== null && b !== null && a.openedAt === b.openedAt && a.severity === b.severity);
}

const fingerprints = new WeakMap<ConditionRecord, string>();

/** Names a condition's settings (records are replaced, never changed, when a condition is updated). */
function fingerprintOf(condition: ConditionRecord): string {
  let known = fingerprints.get(condition);
  if (known === undefined) {
    known = createHash("sha256").update(JSON.stringify(condition)).digest("hex").slice(0, 16);
    fingerprints.set(condition, known);
  }
  return known;
}

const engines = new WeakMap<AppContext, AlertEngine>();

/** The alert engine of a server (one per process). */
export function alertEngineOf(ctx: AppContext): AlertEngine {
  let engine = engines.get(ctx);
  if (!engine) {
    engine = new AlertEngine(ctx);
    engines.set(ctx, engine);
  }
  return engine;
}
