import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { io, type Socket } from "socket.io-client";
import type { AlertLiveMessage, IncidentPage, IncidentView } from "../../domain/alerts/incidents.js";
import { DEMO_LOGINS } from "../../server/demo/demoFleet.js";
import { alertEngineOf } from "../../server/features/alerts/AlertEngine.js";
import { type LoggingHistoryRow, writeDataPackage } from "../../server/imports/packageWriter.js";
import { settled, upload } from "../api/importsSupport.js";
import { startTestServer } from "../support/testServer.js";
import { judgeTruth, type TruthRow } from "./table.js";

/**
 * The alarms' hidden world (issue 29): days of a vessel's data with events injected at known times —
 * sustained overloads, storms, shaft-speed excursions, sensor spikes, frozen stretches, gaps — uploaded
 * as daily packages through the real import path, the alert engine evaluating them as in production.
 * The same days go to a second vessel late, out of order and twice. The engine is told nothing: the
 * events are found again in the incidents, and the bell's pushes are read by a Socket.IO client as the
 * browser has. Everything here is the world's own: seeded, with its own limits written down once below
 * as an operations centre would set them (no constant of the engine is read).
 */

const MIN = 60_000;
const DAY = 86_400_000;
const IN_ORDER = "9312482"; // Nordic Aurora
const SHUFFLED = "9472103"; // Nordic Skagen

interface Kind {
  /** The condition as an operator sets it. */
  name: string;
  variable: string;
  unit: string;
  taxa: string[];
  limit: number;
  hysteresis: number;
  sustainedMinutes: number;
  /** The world: a quiet level with noise, events at `high`, spikes at `spike`. */
  base: number;
  noise: number;
  high: number;
  spike: number;
  /** Event lengths in minutes (the world draws among them). */
  lengths: readonly number[];
}

const KINDS: readonly Kind[] = [
  {
    name: "sustained overload",
    variable: "Shaft Power",
    unit: "kW",
    taxa: ["ISO 19030: Delivered power"],
    limit: 8_500,
    hysteresis: 100,
    sustainedMinutes: 20,
    base: 7_000,
    noise: 60,
    high: 9_200,
    spike: 38_383,
    lengths: [8, 25, 45, 90, 240],
  },
  {
    name: "storm",
    variable: "Relative Wind Speed",
    unit: "kn",
    taxa: ["ISO 19030: Relative wind"],
    limit: 40,
    hysteresis: 2,
    sustainedMinutes: 60,
    base: 16,
    noise: 2,
    high: 47,
    spike: 95,
    lengths: [30, 120, 300, 600],
  },
  {
    name: "shaft speed at once",
    variable: "Shaft Rpm",
    unit: "rpm",
    taxa: ["ISO 19030: Shaft speed"],
    limit: 100,
    hysteresis: 2,
    sustainedMinutes: 0,
    base: 80,
    noise: 0.4,
    high: 110,
    spike: 180,
    lengths: [5, 15, 60],
  },
];

interface Injected {
  kind: string;
  /** First and last elevated minute (ms); the reading after `end` is back at the quiet level. */
  start: number;
  end: number;
  minutes: number;
}

interface World {
  days: number[];
  rows: Map<number, LoggingHistoryRow[]>;
  events: Injected[];
  spikes: Array<{ kind: string; t: number }>;
}

/** A seeded generator (mulberry32). */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Days of one-minute data ending before now. Per kind, events at random quiet places (never within
 * two hours of the world's last reading, whose fate the next package would decide), single-reading
 * spikes, one frozen stretch of three hours at the quiet level, and one two-hour gap per day.
 */
function worldOf(dayCount: number, seed: number): World {
  const next = random(seed);
  const first = Math.floor(Date.now() / DAY) * DAY - dayCount * DAY;
  const days = Array.from({ length: dayCount }, (_, d) => first + d * DAY);
  const minutes = dayCount * 1440;
  const events: Injected[] = [];
  const spikes: World["spikes"] = [];
  const values = new Map<string, Float64Array>();
  const gaps = new Set<number>();
  for (let d = 0; d < dayCount; d++) {
    const gapStart = d * 1440 + 60 + Math.floor(next() * 1200);
    for (let m = gapStart; m < gapStart + 120; m++) gaps.add(m);
  }
  for (const kind of KINDS) {
    const v = new Float64Array(minutes);
    const busy = new Uint8Array(minutes);
    for (let m = 0; m < minutes; m++) v[m] = kind.base + (next() - 0.5) * 2 * kind.noise;
    const free = (from: number, to: number) => {
      for (let m = Math.max(0, from - 90); m < Math.min(minutes, to + 90); m++)
        if (busy[m] || gaps.has(m)) return false;
      return to < minutes - 120;
    };
    for (let k = 0; k < dayCount * 3; k++) {
      const length = kind.lengths[Math.floor(next() * kind.lengths.length)]!;
      const at = Math.floor(next() * (minutes - length));
      if (!free(at, at + length)) continue;
      for (let m = at; m < at + length; m++) {
        v[m] = kind.high + (next() - 0.5) * 2 * kind.noise;
        busy[m] = 1;
      }
      events.push({
        kind: kind.name,
        start: first + at * MIN,
        end: first + (at + length - 1) * MIN,
        minutes: length,
      });
    }
    for (let k = 0; k < dayCount * 4; k++) {
      const at = Math.floor(next() * minutes);
      if (!free(at, at + 1)) continue;
      v[at] = kind.spike;
      busy[at] = 1;
      spikes.push({ kind: kind.name, t: first + at * MIN });
    }
    const frozenAt = Math.floor(next() * (minutes - 180));
    if (free(frozenAt, frozenAt + 180)) {
      for (let m = frozenAt; m < frozenAt + 180; m++) {
        v[m] = v[frozenAt]!;
        busy[m] = 1;
      }
    }
    values.set(kind.name, v);
  }
  const rows = new Map<number, LoggingHistoryRow[]>();
  for (const [d, day] of days.entries()) {
    const list: LoggingHistoryRow[] = [];
    for (let m = d * 1440; m < (d + 1) * 1440; m++) {
      if (gaps.has(m)) continue;
      for (const kind of KINDS)
        list.push({
          timestamp: first + m * MIN,
          variable: kind.variable,
          value: round(values.get(kind.name)![m]!),
        });
    }
    rows.set(day, list);
  }
  return { days, rows, events, spikes };
}

const round = (x: number) => Math.round(x * 100) / 100;

interface Delivery {
  imo: string;
  day: number;
}

/** The second vessel's deliveries: the days shuffled (never in order), the newest first, some twice. */
function shuffledDeliveries(days: readonly number[], seed: number): Delivery[] {
  const next = random(seed);
  const order = [...days];
  for (let i = order.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  const newest = days[days.length - 1]!;
  const rest = order.filter((d) => d !== newest);
  const twice = rest.slice(0, Math.max(1, Math.floor(rest.length / 3)));
  return [newest, ...rest, ...twice, newest].map((day) => ({ imo: SHUFFLED, day }));
}

interface Seen {
  accepted: number;
  /** When the import record says the import ended. */
  finished: number;
  rings: Map<string, number>;
}

/** Runs the world: both vessels' deliveries through the import path, then measures. */
async function runWorld(name: string, dayCount: number, seed: number): Promise<TruthRow[]> {
  const world = worldOf(dayCount, seed);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "keelson-truth-alarms-"));
  const server = await startTestServer();
  const sockets: Socket[] = [];
  try {
    const admin = await server.login(DEMO_LOGINS.admin.email, DEMO_LOGINS.admin.password);
    const superUser = await server.login(DEMO_LOGINS.superUser.email, DEMO_LOGINS.superUser.password);
    const vessels = Object.values(server.ctx.readModels.state("vessels").byId);
    const idOf = (imo: string) => vessels.find((v) => v.imoNumber === imo)!.id;
    const conditionIds = new Map<string, string>();
    for (const kind of KINDS) {
      const created = await server.api<{ id: string }>("POST", "/NotificationConditions", {
        token: superUser,
        body: {
          name: kind.name,
          kind: "Threshold",
          vesselIds: [idOf(IN_ORDER), idOf(SHUFFLED)],
          threshold: {
            variableName: kind.variable,
            comparison: "Above",
            warning: { high: kind.limit },
            critical: null,
            sustainedMinutes: kind.sustainedMinutes,
            hysteresis: kind.hysteresis,
          },
          channels: [{ email: mailOf(kind) }],
        },
      });
      if (created.status !== 201) throw new Error(`condition ${kind.name}: ${JSON.stringify(created.body)}`);
      conditionIds.set(kind.name, created.body.id);
    }
    const socket = await connect(server.url, superUser);
    sockets.push(socket);
    const seen: Seen[] = [];
    socket.on("alerts", (m: AlertLiveMessage) => {
      const current = seen[seen.length - 1];
      if (m.ring && current && !current.rings.has(m.incident.id))
        current.rings.set(m.incident.id, Date.now());
    });
    const deliveries: Delivery[] = [
      ...world.days.map((day) => ({ imo: IN_ORDER, day })),
      ...shuffledDeliveries(world.days, seed * 31),
    ];
    for (const [i, delivery] of deliveries.entries()) {
      const file = path.join(dir, `${delivery.imo}_${i}.zip`);
      await writeDataPackage(file, {
        manifest: { imoNumber: delivery.imo, createdAt: new Date(delivery.day + DAY).toISOString() },
        variables: KINDS.map((k) => ({
          name: k.variable,
          unit: k.unit,
          onboardSystem: "Truth",
          taxa: k.taxa,
        })),
        rows: (async function* () {
          yield* world.rows.get(delivery.day)!;
        })(),
      });
      const accepted = await upload(server, file, {
        apiKey: DEMO_LOGINS.nordicBulkApiKey,
        imoNumber: delivery.imo,
      });
      if (accepted.status !== 202) throw new Error(`upload ${i}: ${JSON.stringify(accepted.body)}`);
      const current: Seen = { accepted: Date.now(), finished: Number.NaN, rings: new Map() };
      seen.push(current);
      const record = await settled(server, admin, accepted.body.importPath!);
      current.finished = Date.parse(record.timestamp);
      if (record.errorMessage) throw new Error(`import ${i}: ${record.errorMessage}`);
      await alertEngineOf(server.ctx).idle();
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const incidentsOf = async (imo: string) =>
      (
        await server.api<IncidentPage>("GET", `/Incidents/Find?vesselId=${idOf(imo)}&limit=1000`, {
          token: superUser,
        })
      ).body.items;
    const inOrder = await incidentsOf(IN_ORDER);
    const shuffled = await incidentsOf(SHUFFLED);
    const mails = fs.existsSync(path.join(server.dataDir, "outbox"))
      ? fs.readdirSync(path.join(server.dataDir, "outbox"))
      : [];
    const rows: TruthRow[] = [];
    for (const kind of KINDS) {
      const subject = `alarm: ${kind.name}`;
      const mine = (list: IncidentView[]) =>
        list.filter((i) => i.conditionId === conditionIds.get(kind.name));
      const events = world.events.filter((e) => e.kind === kind.name);
      const spikes = world.spikes.filter((s) => s.kind === kind.name);
      const judged = judge(kind, events, spikes, mine(inOrder));
      const row = (
        measure: string,
        value: number,
        unit: string,
        goal: Parameters<typeof judgeTruth>[1],
        note?: string,
      ) =>
        rows.push(
          judgeTruth({ subject, world: name, measure, value, unit, ...(note ? { note } : {}) }, goal),
        );
      row(
        "events injected",
        events.length,
        "",
        {},
        `${judged.long} longer than ${kind.sustainedMinutes} min, ${spikes.length} spikes`,
      );
      row("incidents raised", mine(inOrder).length, "", {});
      row("recall (events longer than sustained)", judged.recall * 100, "%", { min: 100 });
      row("precision", judged.precision * 100, "%", { min: 98 });
      row("incidents from spikes", judged.fromSpikes, "", { max: 0 });
      row("open time error (max)", judged.openError, "min", { max: 1 });
      row("close time error (max)", judged.closeError, "min", { max: 1 });
      row(
        "in order vs shuffled, late, twice: incidents differing",
        differing(mine(inOrder), mine(shuffled)),
        "",
        { max: 0 },
        `${mine(shuffled).length} incidents after ${deliveries.filter((d) => d.imo === SHUFFLED).length} deliveries`,
      );
      const sent = mails.filter((f) => f.endsWith(`-${mailOf(kind)}.eml`)).length;
      row(
        "mails sent",
        sent,
        "",
        { max: deliveries.length },
        `conditions × imports = 1 × ${deliveries.length}`,
      );
    }
    const delays = (from: (s: Seen) => number) =>
      seen.flatMap((s) => [...s.rings.values()].map((at) => (at - from(s)) / 1000)).sort((a, b) => a - b);
    const afterEnd = delays((s) => s.finished);
    const afterUpload = delays((s) => s.accepted);
    const bell = (measure: string, values: number[], goal: Parameters<typeof judgeTruth>[1], note: string) =>
      rows.push(
        judgeTruth(
          { subject: "alarm: bell", world: name, measure, value: percentile(values, 0.99), unit: "s", note },
          goal,
        ),
      );
    bell(
      "import end → bell push, p99",
      afterEnd,
      { max: 5 },
      `${afterEnd.length} rings; negative: the push came before the import was marked finished (the engine evaluates first)`,
    );
    bell(
      "upload accepted → bell push, p99",
      afterUpload,
      {},
      `queue, import and evaluation; median ${percentile(afterUpload, 0.5).toFixed(2)} s`,
    );
    return rows;
  } finally {
    for (const s of sockets) s.close();
    await server.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

const mailOf = (kind: Kind) => `truth-${kind.variable.toLowerCase().replace(/\s+/g, "-")}@example.com`;

function connect(url: string, token: string): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = io(url, { auth: { token }, transports: ["websocket"], reconnection: false });
    socket.once("connect", () => resolve(socket));
    socket.once("connect_error", reject);
  });
}

function percentile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
}

/** Incidents compared by what an operator reads: opening, closing, severity, peak. */
function differing(a: readonly IncidentView[], b: readonly IncidentView[]): number {
  const key = (i: IncidentView) =>
    `${i.openVesselEvent.timestamp}|${i.closeVesselEvent?.timestamp ?? "open"}|${i.severity}|${i.peak}`;
  const left = new Set(a.map(key));
  const right = new Set(b.map(key));
  return [...left].filter((k) => !right.has(k)).length + [...right].filter((k) => !left.has(k)).length;
}

/**
 * Matches incidents with the injected events: an incident belongs to the event whose elevated minutes
 * hold its opening. Expected opening: the event's start plus the sustained time; expected closing: the
 * first reading after the event.
 */
function judge(
  kind: Kind,
  events: readonly Injected[],
  spikes: World["spikes"],
  incidents: readonly IncidentView[],
) {
  const longEvents = events.filter((e) => e.minutes > kind.sustainedMinutes);
  let matched = 0;
  let fromSpikes = 0;
  let openError = 0;
  let closeError = 0;
  const found = new Set<Injected>();
  for (const incident of incidents) {
    const opened = Date.parse(incident.openVesselEvent.timestamp);
    const event = events.find(
      (e) => e.minutes > kind.sustainedMinutes && opened >= e.start && opened <= e.end + MIN,
    );
    if (!event) {
      if (spikes.some((s) => Math.abs(s.t - opened) <= 2 * MIN)) fromSpikes++;
      continue;
    }
    matched++;
    found.add(event);
    openError = Math.max(openError, Math.abs(opened - (event.start + kind.sustainedMinutes * MIN)) / MIN);
    const closed = incident.closeVesselEvent ? Date.parse(incident.closeVesselEvent.timestamp) : Number.NaN;
    closeError = Math.max(closeError, Math.abs(closed - (event.end + MIN)) / MIN);
  }
  return {
    long: longEvents.length,
    recall:
      longEvents.length === 0
        ? Number.NaN
        : longEvents.filter((e) => found.has(e)).length / longEvents.length,
    precision: incidents.length === 0 ? Number.NaN : matched / incidents.length,
    fromSpikes,
    openError,
    closeError,
  };
}

export async function run({ short }: { short: boolean }): Promise<TruthRow[]> {
  if (short) return runWorld("alarms-short (3 days, seed 7)", 3, 7);
  return [
    ...(await runWorld("alarms-a (6 days, seed 11)", 6, 11)),
    ...(await runWorld("alarms-b (6 days, seed 23)", 6, 23)),
  ];
}
