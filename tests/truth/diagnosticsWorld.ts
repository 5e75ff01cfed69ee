/**
 * One hidden world of the diagnostics truth suite (issue 30), run through the product as a vessel's
 * owner would: the sea-trial curves set through the Fouling reference call, the hull events recorded
 * through the ISO 19030 events call, the simulated days imported as data packages through the import
 * pipeline, and the figures read back through the API a user's screen calls. The truth comes from the
 * simulator's world (domain/simulator/world.ts); nothing here is shared with the estimators.
 */
import { mkdir, rm } from "node:fs/promises";
import path from "node:path";
import { ImportStatus } from "../../domain/imports/importRecords.js";
import { packageContentOf, packageFileName } from "../../domain/simulator/packageContent.js";
import { foulingPowerFactor } from "../../domain/simulator/physics.js";
import { seaTrialSpeedPower } from "../../domain/simulator/seaTrial.js";
import { createVesselSimulation, DAY_MS } from "../../domain/simulator/simulateDay.js";
import { simVesselFrom } from "../../domain/simulator/simVessel.js";
import { simulatorTruth } from "../../domain/simulator/truth.js";
import { type SimWorld, worldSfoc } from "../../domain/simulator/world.js";
import { ATLANTIC_TANKERS_VESSELS, DEMO_LOGINS, NORDIC_BULK_VESSELS } from "../../server/demo/demoFleet.js";
import { importPipelineOf } from "../../server/imports/importPipelineOf.js";
import { writeDataPackage } from "../../server/imports/packageWriter.js";
import { startTestServer, type TestServer } from "../support/testServer.js";
import { maintenanceEffectRows, triggerRows } from "./hullEventRows.js";
import { injectNoonErrors, type NoonError } from "./noonErrors.js";
import { judgeTruth, type TruthRow } from "./table.js";

export interface DiagnosticsWorld {
  world: SimWorld;
  /** The demo vessel whose particulars the simulated ship has. */
  vesselName: string;
  /** First simulated day (midnight UTC) and how many days. */
  first: number;
  days: number;
  stepSeconds: number;
  /** Whether the world's engine ages (SFOC rise) — decides which SFOC figure is measured. */
  expectSfocAlarm: boolean;
}

const iso = (ms: number) => new Date(ms).toISOString();
const mean = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

async function importDays(
  server: TestServer,
  spec: DiagnosticsWorld,
  simulation: ReturnType<typeof createVesselSimulation>,
) {
  const ctx = server.ctx;
  const pipeline = await importPipelineOf(ctx);
  const workDir = path.join(server.dataDir, "truth-packages");
  await mkdir(workDir, { recursive: true });
  const started = Date.now();
  const paths = new Set<string>();
  const noonErrors: NoonError[] = [];
  const atSea = { atSea: 0 };
  for (let i = 0; i < spec.days; i++) {
    const day = simulation.day(spec.first + i * DAY_MS, { stepSeconds: spec.stepSeconds });
    if (i >= spec.days - NOON_CHECK_DAYS) noonErrors.push(...injectNoonErrors(day, atSea));
    const fileName = packageFileName(day);
    const file = path.join(workDir, fileName);
    await writeDataPackage(file, packageContentOf(day));
    paths.add(await pipeline.accept({ imoNumber: day.imoNumber, fileName, file }));
  }
  const today = iso(ctx.now().getTime() - DAY_MS).slice(0, 10);
  for (;;) {
    const done = [
      ...(await pipeline.queue.records({ status: ImportStatus.imported, fromPartitionKey: today })),
      ...(await pipeline.queue.records({ status: ImportStatus.error, fromPartitionKey: today })),
    ].filter((r) => paths.has(r.importPath));
    const failed = done.filter((r) => r.status === ImportStatus.error);
    if (failed.length > 0) throw new Error(`${failed.length} package(s) failed: ${failed[0]!.importPath}`);
    if (done.length >= paths.size) break;
    if (Date.now() - started > 20 * 60_000) throw new Error("the import did not finish in 20 minutes");
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await rm(workDir, { recursive: true, force: true });
  return noonErrors;
}

/** The last days of a world whose noon reports carry injected errors (the Data Alignment page's 30 days). */
const NOON_CHECK_DAYS = 30;

interface TrendItem {
  diagnosticType: "speed" | "rpm" | "sfoc";
  performanceStatus: string;
  changePerYear: number | null;
  deviationFromBenchmark: number | null;
}

/** Runs one world and answers its rows. */
export async function runDiagnosticsWorld(spec: DiagnosticsWorld): Promise<TruthRow[]> {
  const demo = [...NORDIC_BULK_VESSELS, ...ATLANTIC_TANKERS_VESSELS].find(
    (v) => v.particulars.name === spec.vesselName,
  )!;
  const sim = simVesselFrom(demo.imoNumber, demo.particulars);
  const end = spec.first + spec.days * DAY_MS;
  const simulation = createVesselSimulation(sim, end, spec.world);
  const { world } = spec;
  const rows: TruthRow[] = [];
  const row = (subject: string, measure: string, value: number, unit: string, note?: string): TruthRow => ({
    subject,
    world: world.name,
    measure,
    value,
    unit,
    ...(note ? { note } : {}),
  });

  const server = await startTestServer();
  try {
    const token = await server.login(DEMO_LOGINS.admin.email, DEMO_LOGINS.admin.password);
    const vessel = Object.values(server.ctx.readModels.state("vessels").byId).find(
      (v) => v.name === spec.vesselName,
    )!;
    const vesselId = vessel.id;
    const call = async <T>(method: string, url: string, body?: unknown): Promise<T> => {
      const answer = await server.api<T>(method, url, { token, ...(body === undefined ? {} : { body }) });
      if (answer.status >= 300)
        throw new Error(`${method} ${url}: ${answer.status} ${JSON.stringify(answer.body)}`);
      return answer.body;
    };

    // The administrator acts for the vessel's company, as its screens would.
    await call("POST", `/Users/SetCompany/${vessel.companyId}`);
    // The owner's data: the sea trial, no wind coefficient (an owner without wind-tunnel data knows none:
    // the product estimates it from the data, docs/fouling.md), the world's hull events.
    await call("PUT", `/Fouling/Reference/${vesselId}`, {
      breadth: demo.hullPerformance!.breadth,
      windCoefficient: null,
      reference: seaTrialSpeedPower(sim, world),
    });
    const seeded = await call<Array<{ id: string }>>("GET", `/Iso19030Events/Vessel/${vesselId}`);
    for (const e of seeded) await call("DELETE", `/Iso19030Events/${e.id}`);
    for (const e of world.hullEvents)
      await call("POST", "/Iso19030Events", {
        vesselId,
        eventType: e.kind,
        startTime: iso(e.at - 5 * DAY_MS),
        endTime: iso(e.at),
        description: "hidden world",
      });

    const importStarted = Date.now();
    const noonErrors = await importDays(server, spec, simulation);
    const importSeconds = (Date.now() - importStarted) / 1000;

    const truth = simulatorTruth(simulation, spec.first, spec.days, { stepSeconds: spec.stepSeconds });
    const span = `fromDate=${iso(spec.first)}&toDate=${iso(end)}`;

    // ---- daily speed loss
    const speedLoss = await call<{
      history: Array<{ timestamp: string; speedLoss: number }>;
      addedFuelConsumption: {
        tonnesPerDayAtSea: number | null;
        tonnesPerDayAtSeaRange: [number, number] | null;
      };
      eventImpacts: Array<{
        eventType: string;
        date: string;
        improvement: number | null;
        confidence: number | null;
      }>;
    }>("GET", `/Fouling/SpeedLoss?vesselId=${vesselId}&${span}`);
    const truthByDay = new Map(truth.map((d) => [d.dayStart, d]));
    const errors: number[] = [];
    for (const h of speedLoss.history) {
      const t = truthByDay.get(Math.floor(Date.parse(h.timestamp) / DAY_MS) * DAY_MS);
      if (t && t.hoursAtSea >= 12) errors.push(h.speedLoss - t.speedLossPercent);
    }
    const note = `${errors.length} days at sea with a value; import ${importSeconds.toFixed(0)} s`;
    rows.push(
      judgeTruth(row("speed loss", "daily MAE", mean(errors.map(Math.abs)), "pp", note), { max: 0.5 }),
    );
    rows.push(judgeTruth(row("speed loss", "daily bias", mean(errors), "pp"), { maxAbs: 0.3 }));

    // ---- long trends over the whole window
    const find = async (to: number) =>
      (
        await call<{ items: TrendItem[] }>(
          "GET",
          `/LongTrends/Find?vesselId=${vesselId}&fromDate=${iso(spec.first)}&toDate=${iso(to)}`,
        )
      ).items;
    const items = await find(end);
    const speedTrend = items.find((i) => i.diagnosticType === "speed")!;
    const lastEvent = world.hullEvents.at(-1);
    const trueRate = 100 * world.foulingPerYear;
    const periodDays = (end - (lastEvent?.at ?? spec.first)) / DAY_MS;
    rows.push(
      judgeTruth(
        row(
          "fouling rate",
          "change per year − truth",
          (speedTrend.changePerYear ?? Number.NaN) - trueRate,
          "pp/yr",
          `true ${trueRate.toFixed(2)} pp/yr over the last ${periodDays.toFixed(0)} days`,
        ),
        { maxAbs: 0.5 },
      ),
    );

    // ---- long-trend speed status: what the true loss at the end says by the same thresholds
    const endLoss = truth.at(-1)!.speedLossPercent;
    const trueStatus = endLoss >= 10 ? "NotOk" : endLoss >= 5 ? "Observe" : "Ok";
    rows.push(
      judgeTruth(
        row(
          "long-trend speed status",
          "status matches true loss",
          speedTrend.performanceStatus === trueStatus ? 1 : 0,
          "",
          `product ${speedTrend.performanceStatus}, true loss ${endLoss.toFixed(1)} % (${trueStatus})`,
        ),
        { min: 1 },
      ),
    );

    // ---- added fuel: the fuel the fouling costs per day at sea, at the speeds sailed, against the clean hull
    // the screen names: the hull as the latest dry docking before the window's end left it (the loss the
    // docking did not take off is the screen's clean hull, "after the dry docking of <date>"), or a hull
    // without fouling when no docking is recorded (the sea trial's). Against no fouling at all as well,
    // untargeted: what a docking's residual adds on top.
    const docking = world.hullEvents
      .filter((e) => e.kind === "DryDocking" && e.at < end)
      .reduce<(typeof world.hullEvents)[number] | null>(
        (latest, e) => (!latest || e.at > latest.at ? e : latest),
        null,
      );
    const asDocked = foulingPowerFactor(docking?.residualLoss ?? 0);
    let addedKg = 0;
    let addedOverNoFoulingKg = 0;
    let seaHours = 0;
    for (let t = spec.first + 1800_000; t < end; t += 3600_000) {
      const s = simulation.stateAt(t);
      if (s.mode !== "AtSea") continue;
      seaHours++;
      const unfouled = s.shaftPower / foulingPowerFactor(s.speedLoss);
      const clean = unfouled * asDocked;
      addedKg += s.mainEngineFuel - (clean * worldSfoc(world, clean / sim.mcr, t)) / 1000;
      addedOverNoFoulingKg += s.mainEngineFuel - (unfouled * worldSfoc(world, unfouled / sim.mcr, t)) / 1000;
    }
    const trueAdded = addedKg / 1000 / (seaHours / 24);
    const trueOverNoFouling = addedOverNoFoulingKg / 1000 / (seaHours / 24);
    const productAdded = speedLoss.addedFuelConsumption.tonnesPerDayAtSea ?? Number.NaN;
    const range = speedLoss.addedFuelConsumption.tonnesPerDayAtSeaRange;
    const cleanHull = docking
      ? `the hull as docked (${(docking.residualLoss * 100).toFixed(1)} % loss left)`
      : "a hull without fouling";
    rows.push(
      judgeTruth(
        row(
          "added fuel",
          "error at sea",
          (100 * (productAdded - trueAdded)) / trueAdded,
          "%",
          `product ${productAdded.toFixed(2)} t/day${range ? ` (95 %: ${range[0].toFixed(2)}–${range[1].toFixed(2)})` : ""}, true ${trueAdded.toFixed(2)} t/day against ${cleanHull}`,
        ),
        { maxAbs: 15 },
      ),
    );
    if (docking)
      rows.push(
        row(
          "added fuel",
          "error at sea against no fouling (untargeted)",
          (100 * (productAdded - trueOverNoFouling)) / trueOverNoFouling,
          "%",
          `true ${trueOverNoFouling.toFixed(2)} t/day against a hull without fouling: the docking's residual is the screen's clean hull`,
        ),
      );

    // ---- SFOC: false Observe without ageing, detection delay with it
    const checkFrom = spec.first + 45 * DAY_MS;
    const sfocStatusAt = async (to: number) =>
      (await find(to)).find((i) => i.diagnosticType === "sfoc")!.performanceStatus;
    const alarmed = (status: string) => status === "Observe" || status === "NotOk";
    if (world.ageing) {
      let delay = Number.NaN;
      for (let to = world.ageing.from + DAY_MS; to <= end; to += DAY_MS)
        if (alarmed(await sfocStatusAt(to))) {
          delay = (to - world.ageing.from) / DAY_MS;
          break;
        }
      rows.push(
        judgeTruth(
          row(
            "SFOC",
            "ageing detection delay",
            delay,
            "days",
            `+${(100 * world.ageing.rise).toFixed(0)} % step`,
          ),
          { max: 30 },
        ),
      );
    } else {
      let checks = 0;
      let falseAlarms = 0;
      for (let to = checkFrom; to <= end; to += 5 * DAY_MS) {
        checks++;
        if (alarmed(await sfocStatusAt(to))) falseAlarms++;
      }
      rows.push(
        judgeTruth(
          row("SFOC", "false Observe (no ageing)", falseAlarms, "", `${checks} window ends, every 5 days`),
          { max: 0 },
        ),
      );
    }
    if (spec.expectSfocAlarm !== Boolean(world.ageing))
      throw new Error("the world's ageing and its expectation differ");

    // ---- rpm and SFOC trends survive the sensor faults (spikes of several times the MCR)
    const data = (
      await call<{ items: Array<{ diagnosticType: string; values: unknown[] }> }>(
        "GET",
        `/LongTrends/Data?longTrendIds=${vesselId}:rpm;${vesselId}:sfoc&${span}`,
      )
    ).items;
    const daysAtSea = truth.filter((d) => d.hoursAtSea >= 12).length;
    for (const type of ["rpm", "sfoc"])
      rows.push(
        judgeTruth(
          row(
            `${type} trend`,
            "days with a value / days at sea",
            (data.find((d) => d.diagnosticType === type)?.values.length ?? 0) / daysAtSea,
            "",
            `${daysAtSea} days at sea, faults on`,
          ),
          { min: 0.8 },
        ),
      );

    // ---- speed-log calibration and frozen positions over the last 30 days
    const last = `from=${iso(end - 30 * DAY_MS)}&to=${iso(end)}`;
    const log = await call<{ biasPct: number | null }>(
      "GET",
      `/DataQuality/SpeedLog?vesselId=${vesselId}&featureName=Speed%20Through%20Water&${last}`,
    );
    rows.push(
      judgeTruth(
        row(
          "speed-log calibration",
          "bias − truth",
          (log.biasPct ?? Number.NaN) - 100 * world.speedLogError,
          "pp",
          `true ${(100 * world.speedLogError).toFixed(1)} %`,
        ),
        { maxAbs: 0.6 },
      ),
    );
    const outliers = await call<{
      outliers: Array<{ featureName: string; kind: string; from: string; to: string }>;
    }>("GET", `/DataQuality/Outliers?vesselId=${vesselId}&${last}`);
    const positionFlags = outliers.outliers.filter(
      (o) => o.kind === "Frozen" && (o.featureName === "Latitude" || o.featureName === "Longitude"),
    );
    const injected = truth.flatMap((d) =>
      d.faults.filter(
        (f) =>
          (f.kind === "frozen" || f.kind === "loggerOutage") &&
          (f.variable === null || /Latitude|Longitude/.test(f.variable)),
      ),
    );
    const falseFlags = positionFlags.filter(
      (o) => !injected.some((f) => Date.parse(o.from) < f.end && Date.parse(o.to) >= f.start),
    ).length;
    rows.push(
      judgeTruth(
        row(
          "data quality",
          "false frozen positions (30 days)",
          falseFlags,
          "",
          `${positionFlags.length} flagged`,
        ),
        { max: 0 },
      ),
    );

    // ---- noon reports: the injected errors the Data Alignment page flags
    const alignment = await call<{ rows: Array<{ t: string; flagged: string[] }> }>(
      "GET",
      `/DataQuality/DataAlignment?vesselId=${vesselId}&${last}`,
    );
    const injectedAt = new Map(noonErrors.map((e) => [e.t, e]));
    const flaggedRows = alignment.rows.filter((r) => r.flagged.length > 0);
    const truePositives = flaggedRows.filter((r) => injectedAt.has(Date.parse(r.t))).length;
    const found = noonErrors.filter((e) =>
      alignment.rows.some((r) => Date.parse(r.t) === e.t && r.flagged.includes(e.quantity)),
    ).length;
    const noonNote = `${noonErrors.length} injected in ${alignment.rows.length} reports, ${flaggedRows.length} flagged`;
    rows.push(
      judgeTruth(row("noon reports", "precision", truePositives / flaggedRows.length, "", noonNote), {
        min: 0.9,
      }),
      judgeTruth(row("noon reports", "recall", found / noonErrors.length, ""), { min: 0.9 }),
    );

    // ---- hull events: the maintenance trigger's delay and a cleaning's effect
    rows.push(...(await triggerRows(server, call, vesselId, world, truth, end, row)));
    rows.push(
      ...(await maintenanceEffectRows(
        call,
        vesselId,
        world,
        (t) => 100 * simulation.stateAt(t - 1).speedLoss,
        speedLoss.eventImpacts,
        row,
      )),
    );
  } finally {
    await server.close();
  }
  return rows;
}
