import { randomUUID } from "node:crypto";
import { type Context, Hono } from "hono";
import { isSuperOrAdmin } from "../../../domain/auth/roles.js";
import {
  clearActionSchema,
  clearOutlierAction,
  dataQualityAggregate,
  type OutlierActionKind,
  outageConfigSchema,
  outlierActionSchema,
  setOutageThreshold,
  takeOutlierAction,
} from "../../../domain/dataQuality/actions.js";
import {
  ALIGNED_QUANTITIES,
  DEFAULT_ALIGNMENT_THRESHOLD_PCT,
  noonAlignment,
} from "../../../domain/dataQuality/alignment.js";
import {
  clearedActionAnswer,
  companyOutliersAnswer,
  dataAlignmentAnswer,
  dataOutageAnswer,
  featureValuesAnswer,
  fleetOverviewAnswer,
  hourlySeriesAnswer,
  outageConfigurationAnswer,
  outlierActionAnswer,
  outliersAnswer,
  outliersConfigAnswer,
  speedLogAnswer,
} from "../../../domain/dataQuality/answers.js";
import { DAY_MS } from "../../../domain/dataQuality/detectors.js";
import { biasPerDay } from "../../../domain/dataQuality/speedLog.js";
import { FEATURE_NAMES, type FeatureName } from "../../../domain/featureMapping/features.js";
import {
  configureFeatureMapping,
  featureMappingAggregate,
  featureMappingRequestSchema,
} from "../../../domain/featureMapping/mapping.js";
import { ForbiddenError, NotFoundError, ValidationError } from "../../../domain/shared/errors.js";
import { isUuid } from "../../../domain/shared/ids.js";
import type { VesselView } from "../../../projections/admin/vessels.js";
import { requestScope } from "../../access/requestScope.js";
import { execute } from "../../commands/execute.js";
import type { AppContext } from "../../context.js";
import { calibratedSpeedLogBias } from "../../dailyPerformance/speedLogBias.js";
import type { AppEnv } from "../../http/env.js";
import { apiDocs } from "../../http/openapi.js";
import { metadataOf } from "../../http/session.js";
import { parseBody, withPaths } from "../../http/validate.js";
import { featureOf, vesselFeatures } from "../../shared/featureMapping.js";
import { slicer } from "../../shared/yieldingLoop.js";
import type { TimeSeriesStore } from "../../timeseries/TimeSeriesStore.js";
import {
  fleetSummaries,
  hasDataQualityFeature,
  lightRank,
  refreshQualityModelOf,
  SUMMARY_DEFAULT_DAYS,
} from "./fleetSummary.js";
import {
  alignmentRulesOf,
  analyseVessel,
  featureSamples,
  hourlySeries,
  noonFiguresOf,
  outageThresholdOf,
  speedLogBiasOf,
  vesselQualityOf,
} from "./vesselQuality.js";

const doc = apiDocs("Data quality");

type Ctx = Context<AppEnv>;

export { hasDataQualityFeature };

export const DQ_LIMITS = {
  maxDays: 31,
  chartDays: 7,
  defaultDays: SUMMARY_DEFAULT_DAYS,
  outlierDays: 7,
} as const;

export const DQ_MESSAGES = {
  featureMissing: "The Data Quality module is not activated for this vessel. Contact sales for a quotation.",
  vesselIdRequired: "vesselId is required: the vessel's id (GET /Vessels).",
  vesselIdInvalid: "vesselId is not a valid id.",
  time: (name: string) => `${name} must be a date and time (ISO 8601, e.g. 2025-03-01T00:00:00Z).`,
  order: "to must be after from.",
  span: (days: number) => `from and to may be at most ${days} days apart: choose a shorter period.`,
  feature: `featureName must be one of ${FEATURE_NAMES.join(", ")} (GET /Cds/Features).`,
  notMapped: (name: string) =>
    `${name} is not mapped to a log variable of this vessel: map it on the vessel's Feature Mapping page.`,
  threshold: "thresholdPct must be a number from 1 to 100.",
  noStore: "Log data is not available: the time-series store is not open.",
  companyId: "companyId is not a valid id.",
  actions: "Only a SuperUser or an Administrator may acknowledge, delete or clear outliers.",
} as const;

/**
 * Data quality (issue 15; docs/data-quality.md): the fleet summary, availability and outages, outliers
 * with acknowledge/delete/clear, the speed-log bias and the noon report alignment, for the vessels the
 * caller sees that have the DataQuality module.
 */
export function dataQualityRoutes(ctx: AppContext) {
  const app = new Hono<AppEnv>();

  const store = (): TimeSeriesStore => {
    if (!ctx.timeSeries) throw new Error(DQ_MESSAGES.noStore);
    return ctx.timeSeries;
  };

  const dqVessel = (c: Ctx, id: string | undefined): VesselView => {
    if (!id) throw new ValidationError(DQ_MESSAGES.vesselIdRequired);
    if (!isUuid(id)) throw new ValidationError(DQ_MESSAGES.vesselIdInvalid);
    const vessel = requestScope(ctx, c.get("session").actor).vessel(id);
    if (!hasDataQualityFeature(vessel)) throw new ForbiddenError(DQ_MESSAGES.featureMissing);
    return vessel;
  };
  const vesselQ = (c: Ctx) => dqVessel(c, c.req.query("vesselId") ?? c.req.query("vesselid"));
  /** The vessel first, then the role: a vessel the caller cannot see answers 404 whatever their role. */
  const moderatedVessel = (c: Ctx, id: string | undefined): VesselView => {
    const vessel = dqVessel(c, id);
    if (!isSuperOrAdmin(c.get("session").user.role)) throw new ForbiddenError();
    return vessel;
  };

  const timeQ = (c: Ctx, name: string): number | undefined => {
    const raw = c.req.query(name);
    if (raw === undefined || raw === "") return undefined;
    const t = raw.length <= 40 ? Date.parse(raw) : Number.NaN;
    if (Number.isNaN(t)) throw new ValidationError(DQ_MESSAGES.time(name));
    return t;
  };

  /** [from, to) from the query; by default the `defaultDays` days up to the end of today (UTC). */
  const spanQ = (c: Ctx, defaultDays: number, maxDays: number = DQ_LIMITS.maxDays) => {
    const endOfToday = Math.ceil(ctx.now().getTime() / DAY_MS) * DAY_MS;
    const to = timeQ(c, "to") ?? endOfToday;
    const from = timeQ(c, "from") ?? to - defaultDays * DAY_MS;
    if (!(to > from)) throw new ValidationError(DQ_MESSAGES.order);
    if (to - from > maxDays * DAY_MS) throw new ValidationError(DQ_MESSAGES.span(maxDays));
    return { from, to };
  };

  const featureQ = (c: Ctx, fallback?: FeatureName): FeatureName => {
    const raw = c.req.query("featureName") ?? fallback;
    if (!raw || !(FEATURE_NAMES as readonly string[]).includes(raw))
      throw new ValidationError(DQ_MESSAGES.feature);
    return raw as FeatureName;
  };

  const iso = (t: number) => new Date(t).toISOString();

  app.get(
    "/DataQuality/FleetOverview",
    doc({
      summary: "Data quality summary of every vessel the caller sees with the Data Quality module",
      queryParams: {
        from: "Start (ISO 8601; default 30 days before to)",
        to: "End (ISO 8601; default the end of today UTC); at most 31 days after from",
      },
      response: fleetOverviewAnswer,
    }),
    async (c) => {
      const { from, to } = spanQ(c, DQ_LIMITS.defaultDays);
      const vessels = requestScope(ctx, c.get("session").actor).vessels().filter(hasDataQualityFeature);
      const rows = await fleetSummaries(ctx, store(), vessels, from, to);
      rows.sort((a, b) => {
        const byWorst = lightRank(a.worst) - lightRank(b.worst);
        if (byWorst !== 0) return byWorst;
        const reds = (r: typeof a) => Object.values(r.checks).filter((x) => x.light === "red").length;
        return reds(b) - reds(a) || a.vesselName.localeCompare(b.vesselName);
      });
      return c.json({ from: iso(from), to: iso(to), vessels: rows });
    },
  );

  app.get(
    "/DataQuality/DataOutage",
    doc({
      summary: "A vessel's data availability per day and its outages",
      queryParams: {
        vesselId: "The vessel id (required)",
        from: "Start (ISO 8601; default 30 days before to)",
        to: "End (ISO 8601; default the end of today UTC); at most 31 days after from",
        featureName: "Only this feature (GET /Cds/Features)",
      },
      response: dataOutageAnswer,
    }),
    async (c) => {
      const vessel = vesselQ(c);
      const { from, to } = spanQ(c, DQ_LIMITS.defaultDays);
      const only = c.req.query("featureName") === undefined ? undefined : featureQ(c);
      const analysed = await analyseVessel(ctx, store(), vessel, from, to, only);
      return c.json({
        vesselId: vessel.id,
        from: iso(from),
        to: iso(to),
        thresholdMinutes: outageThresholdOf(ctx, vessel.id),
        features: analysed.map(({ feature, findings, intervalMs }) => ({
          featureName: feature.config.featureName,
          logVariableId: feature.variable!.id,
          logVariableName: feature.variable!.name,
          intervalSeconds: Math.round(intervalMs / 1000),
          intervalConfigured: feature.config.configured,
          availabilityPct: Math.round(findings.availabilityShare * 1000) / 10,
          days: findings.availability.map((d) => ({
            date: iso(d.day).slice(0, 10),
            expected: d.expected,
            received: d.received,
            availabilityPct: Math.round(d.share * 1000) / 10,
          })),
          outages: findings.outages.map((o) => ({
            start: iso(o.start),
            end: iso(o.end),
            durationMinutes: Math.round((o.end - o.start) / 60_000),
          })),
        })),
      });
    },
  );

  app.get(
    "/DataQuality/DataOutage/Configuration",
    doc({
      summary: "A vessel's data outage threshold",
      queryParams: { vesselId: "The vessel id (required)" },
      response: outageConfigurationAnswer,
    }),
    (c) => {
      const vessel = vesselQ(c);
      return c.json({ vesselId: vessel.id, thresholdMinutes: outageThresholdOf(ctx, vessel.id) });
    },
  );

  app.put(
    "/DataQuality/DataOutage/Configuration",
    doc({
      summary: "Set a vessel's data outage threshold",
      body: outageConfigSchema,
      queryParams: { vesselId: "The vessel id (required)" },
      response: outageConfigurationAnswer,
    }),
    async (c) => {
      const vessel = vesselQ(c);
      const body = await parseBody(c, withPaths(outageConfigSchema));
      await execute(
        ctx,
        dataQualityAggregate,
        vessel.id,
        (s) => setOutageThreshold(s, { vesselId: vessel.id, thresholdMinutes: body.thresholdMinutes }),
        { metadata: metadataOf(c.get("session")) },
      );
      return c.json({ vesselId: vessel.id, thresholdMinutes: outageThresholdOf(ctx, vessel.id) });
    },
  );

  /** The feature configurations (range, interval, frozen limit) the outlier checks use. */
  app.get(
    "/DataQuality/Outliers/Config",
    doc({
      summary: "The feature configurations (range, interval, frozen limit) a vessel's outlier checks use",
      queryParams: { vesselId: "The vessel id (required)" },
      response: outliersConfigAnswer,
    }),
    async (c) => {
      const vessel = vesselQ(c);
      const features = await vesselFeatures(ctx, vessel);
      return c.json({
        vesselId: vessel.id,
        features: features.map((f) => ({ ...f.config, logVariableName: f.variable?.name ?? null })),
      });
    },
  );

  app.post(
    "/DataQuality/Outliers/Config",
    doc({
      summary: "Configure a vessel's outlier checks (its feature mapping)",
      body: featureMappingRequestSchema,
      queryParams: { vesselId: "The vessel id (required)" },
      roles: ["SuperUser", "Administrator"],
      response: outliersConfigAnswer,
    }),
    async (c) => {
      const vessel = moderatedVessel(c, c.req.query("vesselId") ?? c.req.query("vesselid"));
      const body = await parseBody(c, withPaths(featureMappingRequestSchema));
      const variableIds = new Set((await store().variables(vessel.id)).map((v) => v.id));
      await execute(
        ctx,
        featureMappingAggregate,
        vessel.id,
        (s) => configureFeatureMapping(s, { vesselId: vessel.id, features: body.features, variableIds }),
        { metadata: metadataOf(c.get("session")) },
      );
      // The Summary's stored days hold the valid ranges' outliers: they follow.
      await refreshQualityModelOf(ctx, vessel.id);
      const features = await vesselFeatures(ctx, vessel);
      return c.json({
        vesselId: vessel.id,
        features: features.map((f) => ({ ...f.config, logVariableName: f.variable?.name ?? null })),
      });
    },
  );

  /** Outliers of the vessels given: out of range, spikes and frozen periods, with the actions in force. */
  const outliersOf = async (vessels: readonly VesselView[], from: number, to: number) => {
    const rows = [];
    const clock = slicer();
    for (const vessel of vessels) {
      await clock.pause();
      const actions = Object.values(vesselQualityOf(ctx, vessel.id)?.actions ?? {});
      const statusOf = (variableId: number, start: number, end: number) => {
        const a = actions.find(
          (x) => x.logVariableId === variableId && Date.parse(x.from) <= start && Date.parse(x.to) >= end,
        );
        return a
          ? { status: "Acknowledged" as const, actionId: a.id }
          : { status: "Open" as const, actionId: null };
      };
      for (const { feature, findings } of await analyseVessel(ctx, store(), vessel, from, to)) {
        const base = {
          vesselId: vessel.id,
          vesselName: vessel.name,
          featureName: feature.config.featureName,
          logVariableId: feature.variable!.id,
          logVariableName: feature.variable!.name,
          unit: feature.config.unit,
        };
        for (const s of findings.outOfRange)
          rows.push({
            ...base,
            kind: "OutOfRange",
            from: iso(s.t),
            to: iso(s.t),
            value: s.v,
            ...statusOf(base.logVariableId, s.t, s.t),
          });
        for (const s of findings.spikes)
          rows.push({
            ...base,
            kind: "Spike",
            from: iso(s.t),
            to: iso(s.t),
            value: s.v,
            ...statusOf(base.logVariableId, s.t, s.t),
          });
        for (const p of findings.frozen)
          rows.push({
            ...base,
            kind: "Frozen",
            from: iso(p.start),
            to: iso(p.end),
            value: p.value,
            ...statusOf(base.logVariableId, p.start, p.end),
          });
      }
    }
    rows.sort((a, b) => b.from.localeCompare(a.from));
    return rows;
  };

  app.get(
    "/DataQuality/Outliers",
    doc({
      summary: "A vessel's outliers over a period",
      queryParams: {
        vesselId: "The vessel id (required)",
        from: "Start (ISO 8601; default 7 days before to)",
        to: "End (ISO 8601; default the end of today UTC); at most 31 days after from",
      },
      response: outliersAnswer,
    }),
    async (c) => {
      const vessel = vesselQ(c);
      const { from, to } = spanQ(c, DQ_LIMITS.outlierDays);
      const actions = Object.values(vesselQualityOf(ctx, vessel.id)?.actions ?? {});
      return c.json({
        vesselId: vessel.id,
        from: iso(from),
        to: iso(to),
        outliers: await outliersOf([vessel], from, to),
        actions,
      });
    },
  );

  app.get(
    "/DataQuality/CompanyOutliers",
    doc({
      summary: "The outliers of a company's vessels over a period",
      queryParams: {
        companyId: "The company id (default the caller's)",
        from: "Start (ISO 8601; default 7 days before to)",
        to: "End (ISO 8601; default the end of today UTC); at most 31 days after from",
      },
      response: companyOutliersAnswer,
    }),
    async (c) => {
      const scope = requestScope(ctx, c.get("session").actor);
      const companyId = c.req.query("companyId") ?? scope.companyId();
      if (!isUuid(companyId)) throw new ValidationError(DQ_MESSAGES.companyId);
      const vessels = scope.vessels().filter((v) => v.companyId === companyId && hasDataQualityFeature(v));
      if (companyId !== c.get("session").actor.companyId && vessels.length === 0)
        throw new NotFoundError("Company not found.");
      const { from, to } = spanQ(c, DQ_LIMITS.outlierDays);
      return c.json({
        companyId,
        from: iso(from),
        to: iso(to),
        outliers: await outliersOf(vessels, from, to),
      });
    },
  );

  /** A feature's readings for a chart (Deletes in force left out), at most a week of raw readings. */
  app.get(
    "/datafeature",
    doc({
      summary: "A vessel's values of one feature over a period, for the outlier chart",
      queryParams: {
        vesselId: "The vessel id (required)",
        featureName: "The feature (required; GET /Cds/Features)",
        from: "Start (ISO 8601; default 7 days before to)",
        to: "End (ISO 8601; default the end of today UTC); at most 7 days after from",
      },
      response: featureValuesAnswer,
    }),
    async (c) => {
      const vessel = vesselQ(c);
      const name = featureQ(c);
      const { from, to } = spanQ(c, DQ_LIMITS.chartDays, DQ_LIMITS.chartDays);
      const feature = featureOf(await vesselFeatures(ctx, vessel), name);
      if (!feature?.variable) throw new ValidationError(DQ_MESSAGES.notMapped(name));
      const samples = await featureSamples(ctx, store(), vessel.id, feature, from, to);
      return c.json({
        vesselId: vessel.id,
        featureName: name,
        logVariableId: feature.variable.id,
        unit: feature.config.unit,
        from: iso(from),
        to: iso(to),
        points: samples.map((s) => ({ t: iso(s.t), v: s.v })),
      });
    },
  );

  const takeAction = (action: OutlierActionKind) => async (c: Ctx) => {
    const body = await parseBody(c, withPaths(outlierActionSchema));
    const vessel = moderatedVessel(c, body.vesselId);
    const feature = featureOf(await vesselFeatures(ctx, vessel), body.featureName);
    if (!feature?.variable) throw new ValidationError(DQ_MESSAGES.notMapped(body.featureName));
    const actionId = randomUUID();
    await execute(
      ctx,
      dataQualityAggregate,
      vessel.id,
      (s) =>
        takeOutlierAction(s, {
          vesselId: vessel.id,
          actionId,
          action,
          featureName: body.featureName,
          logVariableId: feature.variable!.id,
          from: body.from,
          to: body.to,
          reason: body.reason,
        }),
      { metadata: metadataOf(c.get("session")) },
    );
    return c.json(vesselQualityOf(ctx, vessel.id)!.actions[actionId]);
  };
  app.put(
    "/DataQuality/Outliers/TakeAction/Acknowledge",
    doc({
      summary: "Acknowledge outliers of a vessel's feature",
      body: outlierActionSchema,
      roles: ["SuperUser", "Administrator"],
      response: outlierActionAnswer,
    }),
    takeAction("Acknowledge"),
  );
  app.put(
    "/DataQuality/Outliers/TakeAction/Delete",
    doc({
      summary: "Delete outliers of a vessel's feature from its log data",
      body: outlierActionSchema,
      roles: ["SuperUser", "Administrator"],
      response: outlierActionAnswer,
    }),
    takeAction("Delete"),
  );
  app.put(
    "/DataQuality/Outliers/TakeAction/Clear",
    doc({
      summary: "Clear the actions taken on a vessel's outliers",
      body: clearActionSchema,
      roles: ["SuperUser", "Administrator"],
      response: clearedActionAnswer,
    }),
    async (c) => {
      const body = await parseBody(c, withPaths(clearActionSchema));
      const vessel = moderatedVessel(c, body.vesselId);
      await execute(
        ctx,
        dataQualityAggregate,
        vessel.id,
        (s) => clearOutlierAction(s, { vesselId: vessel.id, actionId: body.actionId, reason: body.reason }),
        { metadata: metadataOf(c.get("session")) },
      );
      return c.json({ vesselId: vessel.id, actionId: body.actionId, cleared: true });
    },
  );

  app.get(
    "/DataQuality/SpeedLog",
    doc({
      summary: "A vessel's speed log bias: measured against derived speed through water",
      queryParams: {
        vesselId: "The vessel id (required)",
        from: "Start (ISO 8601; default 30 days before to)",
        to: "End (ISO 8601; default the end of today UTC); at most 31 days after from",
        featureName: "Speed Through Water (the only one accepted)",
      },
      response: speedLogAnswer,
    }),
    async (c) => {
      const vessel = vesselQ(c);
      featureQ(c, "Speed Through Water");
      const { from, to } = spanQ(c, DQ_LIMITS.defaultDays);
      const analysed = await analyseVessel(ctx, store(), vessel, from, to);
      const stw = analysed.find((a) => a.feature.config.featureName === "Speed Through Water");
      const sog = analysed.find((a) => a.feature.config.featureName === "Speed Over Ground");
      const pairs = speedLogBiasOf(stw, sog);
      const calibration = pairs ? await calibratedSpeedLogBias(ctx, vessel, pairs, from, to) : null;
      return c.json({
        vesselId: vessel.id,
        featureName: "Speed Through Water",
        from: iso(from),
        to: iso(to),
        biasPct: calibration?.biasPct ?? null,
        method: calibration?.method ?? "none",
        note: calibration?.note ?? null,
        source: calibration?.source ?? null,
        calibratedFrom: calibration ? iso(calibration.calibratedFrom) : null,
        pairs: pairs?.length ?? 0,
        days: (pairs ? biasPerDay(pairs) : []).map((d) => ({
          date: iso(d.day).slice(0, 10),
          biasPct: d.biasPct,
          rollingBiasPct: d.rollingBiasPct,
          meanMeasured: d.meanMeasured,
          meanDerived: d.meanDerived,
          pairs: d.pairs,
        })),
      });
    },
  );

  const hourlyAnswer = async (c: Ctx, name: FeatureName, atSeaOnly: boolean) => {
    const vessel = vesselQ(c);
    const { from, to } = spanQ(c, DQ_LIMITS.defaultDays);
    const features = await vesselFeatures(ctx, vessel);
    const points = await hourlySeries(store(), featureOf(features, name), from, to);
    const sog = atSeaOnly
      ? await hourlySeries(store(), featureOf(features, "Speed Over Ground"), from, to)
      : [];
    const atSea = new Set(sog.filter((p) => p.min >= 5).map((p) => p.t));
    return c.json({
      vesselId: vessel.id,
      from: iso(from),
      to: iso(to),
      points: points.filter((p) => !atSeaOnly || atSea.has(p.t)).map((p) => ({ t: iso(p.t), v: p.avg })),
    });
  };
  /** Speed through water derived from speed over ground (hourly means at sea; currents average out). */
  app.get(
    "/DataQuality/SpeedLog/DerivedSpeedThroughWater",
    doc({
      summary: "A vessel's speed through water derived from speed over ground, hourly means at sea",
      queryParams: {
        vesselId: "The vessel id (required)",
        from: "Start (ISO 8601; default 30 days before to)",
        to: "End (ISO 8601; default the end of today UTC); at most 31 days after from",
      },
      response: hourlySeriesAnswer,
    }),
    (c) => hourlyAnswer(c, "Speed Over Ground", true),
  );
  /** The log's speed through water, hourly means. */
  app.get(
    "/DataQuality/SpeedLog/SpeedThroughWater",
    doc({
      summary: "A vessel's logged speed through water, hourly means",
      queryParams: {
        vesselId: "The vessel id (required)",
        from: "Start (ISO 8601; default 30 days before to)",
        to: "End (ISO 8601; default the end of today UTC); at most 31 days after from",
      },
      response: hourlySeriesAnswer,
    }),
    (c) => hourlyAnswer(c, "Speed Through Water", false),
  );

  app.get(
    "/DataQuality/DataAlignment",
    doc({
      summary: "A vessel's noon report figures against its integrated log data, per day",
      queryParams: {
        vesselId: "The vessel id (required)",
        from: "Start (ISO 8601; default 30 days before to)",
        to: "End (ISO 8601; default the end of today UTC); at most 31 days after from",
        thresholdPct: "Deviation flagged above this percentage (1 to 100)",
      },
      response: dataAlignmentAnswer,
    }),
    async (c) => {
      const vessel = vesselQ(c);
      const { from, to } = spanQ(c, DQ_LIMITS.defaultDays);
      const raw = c.req.query("thresholdPct");
      const threshold = raw === undefined ? DEFAULT_ALIGNMENT_THRESHOLD_PCT : Number(raw);
      if (!(threshold >= 1 && threshold <= 100)) throw new ValidationError(DQ_MESSAGES.threshold);
      const features = await vesselFeatures(ctx, vessel);
      const reports = await store().noonReports(vessel.id, from, to);
      const sog = await featureSamples(
        ctx,
        store(),
        vessel.id,
        featureOf(features, "Speed Over Ground"),
        from - DAY_MS,
        to,
      );
      const fuelFeature = featureOf(features, "ME Fuel Mass Flow");
      const fuel = fuelFeature?.variable
        ? await featureSamples(ctx, store(), vessel.id, fuelFeature, from - DAY_MS, to)
        : null;
      const alignment = noonAlignment(
        reports.map((r) => ({ t: r.t, figures: noonFiguresOf(r.values) })),
        sog,
        fuel,
        threshold,
        alignmentRulesOf(features),
      );
      const rows = alignment.rows.map((row) => ({ ...row, t: iso(row.t) }));
      return c.json({
        vesselId: vessel.id,
        from: iso(from),
        to: iso(to),
        thresholdPct: threshold,
        quantities: ALIGNED_QUANTITIES,
        rows,
      });
    },
  );

  return app;
}
