import fs from "node:fs";
import { Session } from "node:inspector/promises";
import path from "node:path";

/**
 * What held this process's event loop (issue 32, "Sixth pass" in docs/performance.md), told apart from the
 * machine's load. Three recorders over the same seconds:
 *
 * - a probe timer every PROBE_MS: each time it fires more than `stallMs` late, the loop was held for that
 *   long (what monitorEventLoopDelay measures, but with the stall's start and end);
 * - the main thread's CPU time and run-queue wait from /proc (schedstat, read by the probe at each pass):
 *   how much of a stall was work and how much was waiting for a core on a loaded machine;
 * - a V8 CPU profile (node:inspector): which functions ran during each stall.
 */

const PROBE_MS = 2;
const SAMPLING_US = 500;

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

export interface Stall {
  /** Monotonic ms (performance.now()) at which the loop was held from, and for how long. */
  at: number;
  wallMs: number;
  /** The main thread's time on a core and waiting for one within the stall (schedstat). */
  cpuMs: number;
  runQueueMs: number;
  /** Profile samples in the stall, by the innermost frame of this project's code (or the self frame). */
  doing: Array<{ frame: string; ms: number }>;
  /** By the self frame (where the time was spent, e.g. a native statement or JSON.stringify). */
  self: Array<{ frame: string; ms: number }>;
  /** In order: runs of samples under the same outermost frame of this project's code (the handler or loop). */
  sequence: Array<{ frame: string; ms: number }>;
}

const OWN_CODE = /\/(server|domain|projections)\//;

function frameName(node: ProfileNode): string {
  const { functionName, url, lineNumber, columnNumber } = node.callFrame;
  const file = url ? `${path.basename(url)}:${lineNumber + 1}:${columnNumber + 1}` : "native";
  return `${functionName || "(anonymous)"} ${file}`;
}

function top(counts: Map<string, number>, n: number) {
  return [...counts]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([frame, ms]) => ({ frame, ms: Math.round(ms * 10) / 10 }));
}

export async function recordLoopStalls(stallMs = 20) {
  const session = new Session();
  session.connect();
  await session.post("Profiler.enable");
  await session.post("Profiler.setSamplingInterval", { interval: SAMPLING_US });
  await session.post("Profiler.start");
  const schedFile = `/proc/${process.pid}/task/${process.pid}/schedstat`;
  const sched = () => fs.readFileSync(schedFile, "utf8").split(" ").map(Number) as [number, number];
  // Every probe interval, with the main thread's CPU and run-queue ns at both ends.
  const intervals: Interval[] = [];
  let last = performance.now();
  let [lastCpu, lastWait] = sched();
  const probe = setInterval(() => {
    const now = performance.now();
    const [cpu, wait] = sched();
    intervals.push({
      from: last,
      to: now,
      cpuMs: (cpu - lastCpu) / 1e6,
      runQueueMs: (wait - lastWait) / 1e6,
    });
    last = now;
    lastCpu = cpu;
    lastWait = wait;
  }, PROBE_MS);

  return {
    async stop(): Promise<LoopRecord> {
      clearInterval(probe);
      const { profile } = (await session.post("Profiler.stop")) as { profile: Profile };
      session.disconnect();
      const cpuMs = intervals.map((i) => i.cpuMs);
      const sortedCpu = [...cpuMs].sort((a, b) => a - b);
      const q = (p: number) =>
        Math.round(sortedCpu[Math.floor(((sortedCpu.length - 1) * p) / 100)]! * 10) / 10;
      const held = intervals.filter((i) => i.to - i.from - PROBE_MS > stallMs || i.cpuMs > stallMs / 2);
      return {
        intervals: intervals.length,
        cpuPerInterval: { p50: q(50), p99: q(99), p999: q(99.9), max: q(100) },
        cpuOver: {
          ms10: cpuMs.filter((c) => c > 10).length,
          ms20: cpuMs.filter((c) => c > 20).length,
        },
        stalls: held.map((i) => stallOf(i, profile)),
      };
    },
  };
}

export interface LoopRecord {
  /** Probe intervals recorded: the loop passed its timers this often. */
  intervals: number;
  /** The main thread's CPU time between two passes: what the loop's delay would be with a core to itself. */
  cpuPerInterval: { p50: number; p99: number; p999: number; max: number };
  cpuOver: { ms10: number; ms20: number };
  /** Intervals over 20 ms of wall time or 10 ms of CPU. */
  stalls: Stall[];
}

interface Interval {
  from: number;
  to: number;
  cpuMs: number;
  runQueueMs: number;
}

/** µs of the monotonic clock that performance.now() counts from. */
const originUs = () => Number(process.hrtime.bigint() / 1000n) - performance.now() * 1000;

function stallOf(stall: Interval, profile: Profile): Stall {
  const origin = originUs();
  const fromUs = stall.from * 1000 + origin;
  const toUs = stall.to * 1000 + origin;
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const doing = new Map<string, number>();
  const self = new Map<string, number>();
  const sequence: Array<{ frame: string; ms: number }> = [];
  let t = profile.startTime;
  for (let i = 0; i < profile.samples.length; i++) {
    t += profile.timeDeltas[i]!;
    if (t < fromUs || t > toUs) continue;
    // A sample's time is capped at 1.5 intervals: a longer gap is the thread off its core, not work.
    const ms = Math.min(profile.timeDeltas[i + 1] ?? SAMPLING_US, 1.5 * SAMPLING_US) / 1000;
    const node = byId.get(profile.samples[i]!)!;
    self.set(frameName(node), (self.get(frameName(node)) ?? 0) + ms);
    let own: ProfileNode | undefined = node;
    while (own && !OWN_CODE.test(own.callFrame.url)) own = byId.get(parent.get(own.id) ?? -1);
    const label = own ? frameName(own) : frameName(node);
    doing.set(label, (doing.get(label) ?? 0) + ms);
    let outer: ProfileNode | undefined;
    for (let n: ProfileNode | undefined = node; n; n = byId.get(parent.get(n.id) ?? -1))
      if (OWN_CODE.test(n.callFrame.url)) outer = n;
    const step = outer ? frameName(outer) : frameName(node);
    const previous = sequence[sequence.length - 1];
    if (previous?.frame === step) previous.ms += ms;
    else sequence.push({ frame: step, ms });
  }
  return {
    at: Math.round(stall.from),
    wallMs: Math.round((stall.to - stall.from) * 10) / 10,
    cpuMs: Math.round(stall.cpuMs * 10) / 10,
    runQueueMs: Math.round(stall.runQueueMs * 10) / 10,
    doing: top(doing, 6),
    self: top(self, 6),
    sequence: sequence.map((x) => ({ frame: x.frame, ms: Math.round(x.ms * 10) / 10 })),
  };
}

/** The stalls as a short text and, when BENCH_STALLS_FILE is set, as JSON there. */
export function reportStalls(label: string, record: LoopRecord): string {
  const file = process.env.BENCH_STALLS_FILE;
  if (file) fs.writeFileSync(file.replace("{store}", label), JSON.stringify(record, null, 1));
  const { stalls, cpuPerInterval: c } = record;
  const sorted = [...stalls].sort((a, b) => b.wallMs - a.wallMs);
  const sum = (xs: number[]) => Math.round(xs.reduce((a, b) => a + b, 0));
  const doing = new Map<string, number>();
  for (const s of stalls) for (const d of s.doing) doing.set(d.frame, (doing.get(d.frame) ?? 0) + d.ms);
  const lines = [
    `${label}: ${record.intervals} passes of the loop's timers; CPU between two: p50 ${c.p50} ms, p99 ${c.p99} ms, p99.9 ${c.p999} ms, max ${c.max} ms; over 10 ms ${record.cpuOver.ms10}, over 20 ms ${record.cpuOver.ms20}`,
    `  ${stalls.length} stalls (over 20 ms wall or 10 ms CPU), ${sum(stalls.map((s) => s.wallMs))} ms wall, ${sum(stalls.map((s) => s.cpuMs))} ms CPU, ${sum(stalls.map((s) => s.runQueueMs))} ms run queue`,
    `  in all stalls: ${top(doing, 12)
      .map((d) => `${d.frame} ${Math.round(d.ms)}`)
      .join("; ")}`,
  ];
  lines.push("  longest by wall:");
  for (const s of sorted.slice(0, 8))
    lines.push(
      `  ${s.wallMs} ms wall, ${s.cpuMs} ms CPU, ${s.runQueueMs} ms run queue: ${s.doing
        .slice(0, 3)
        .map((d) => `${d.frame} ${d.ms}`)
        .join("; ")}`,
    );
  lines.push("  longest by CPU:");
  for (const s of [...stalls].sort((a, b) => b.cpuMs - a.cpuMs).slice(0, 12))
    lines.push(
      `  ${s.wallMs} ms wall, ${s.cpuMs} ms CPU, ${s.runQueueMs} ms run queue: ${s.doing
        .slice(0, 3)
        .map((d) => `${d.frame} ${d.ms}`)
        .join("; ")}`,
      `    in order: ${s.sequence
        .filter((x) => x.ms >= 0.5)
        .map((x) => `${x.frame} ${x.ms}`)
        .join(" → ")}`,
    );
  return lines.join("\n");
}
