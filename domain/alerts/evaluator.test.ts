import { describe, expect, it } from "vitest";
import { conditionRequest, type NoDataSettings, type ThresholdSettings } from "./conditions.js";
import {
  describeMaintenanceTrigger,
  describePowerReserve,
  evaluateImportOutcome,
  evaluateMaintenanceTrigger,
  evaluateNoData,
  evaluatePerformanceStatus,
  evaluateThreshold,
  initialImportFailedState,
  initialNoDataState,
  initialThresholdState,
  noDataTick,
  powerReserveThreshold,
  type ThresholdState,
  type Transition,
} from "./evaluator.js";
import { type Series, seriesOf } from "./series.js";

const MIN = 60_000;
const HOUR = 3_600_000;
const T0 = Date.parse("2026-11-16T00:00:00Z");

/** One point a minute from `start` (minutes after T0). */
const series = (start: number, values: number[]): Series =>
  seriesOf(values.map((v, i) => ({ t: T0 + (start + i) * MIN, v })));

const exhaust: ThresholdSettings = {
  variableName: "ME Exhaust Gas Temperature",
  comparison: "Above",
  warning: { low: null, high: 420 },
  critical: { low: null, high: 450 },
  sustainedMinutes: 10,
  hysteresis: 5,
};

const summary = (ts: Transition[]) =>
  ts.map((t) =>
    t.type === "open"
      ? `open ${t.severity} @${(t.openedAt - T0) / MIN}`
      : t.type === "raise"
        ? `raise ${t.severity} @${(t.at - T0) / MIN}`
        : `close ${t.reason} @${(t.at - T0) / MIN}`,
  );

describe("threshold: sustained duration", () => {
  it("opens only once the value stayed above the limit for the whole duration", () => {
    const short = evaluateThreshold(exhaust, initialThresholdState, series(0, [430, 430, 430, 430, 400]));
    expect(short.transitions).toEqual([]);
    const long = evaluateThreshold(exhaust, initialThresholdState, series(0, Array(12).fill(430)));
    // Above since minute 0, sustained 10 min: met at minute 10.
    expect(summary(long.transitions)).toEqual(["open Warning @10"]);
  });

  it("carries a breach across packages", () => {
    const first = evaluateThreshold(exhaust, initialThresholdState, series(0, Array(6).fill(430)));
    expect(first.transitions).toEqual([]);
    const second = evaluateThreshold(exhaust, first.state, series(6, Array(6).fill(430)));
    expect(summary(second.transitions)).toEqual(["open Warning @10"]);
  });
});

describe("threshold: hysteresis", () => {
  const instant = { ...exhaust, sustainedMinutes: 0, critical: null };

  it("a close carries the peak: the value furthest beyond the limit while open, across packages", () => {
    const first = evaluateThreshold(instant, initialThresholdState, series(0, [425, 447, 431]));
    const second = evaluateThreshold(instant, first.state, series(3, [439, 400]));
    expect(second.transitions).toMatchObject([{ type: "close", peak: 447 }]);
    const below = { ...instant, comparison: "Below" as const, warning: { low: 10, high: null } };
    const r = evaluateThreshold(below, initialThresholdState, series(0, [9, 3, 7, 20]));
    expect(r.transitions).toMatchObject([{ type: "open" }, { type: "close", peak: 3 }]);
  });

  it("a value hovering at the limit does not flap", () => {
    const r = evaluateThreshold(
      instant,
      initialThresholdState,
      series(0, [421, 419, 421, 418, 421, 416, 414]),
    );
    // 419 and 418 and 416 are inside the 5-degree band: still breached; 414 is out.
    expect(summary(r.transitions)).toEqual(["open Warning @0", "close Cleared @6"]);
  });

  it("without hysteresis the same values open and close repeatedly", () => {
    const r = evaluateThreshold(
      { ...instant, hysteresis: 0 },
      initialThresholdState,
      series(0, [421, 419, 421]),
    );
    expect(summary(r.transitions)).toEqual(["open Warning @0", "close Cleared @1", "open Warning @2"]);
  });
});

describe("threshold: two severities", () => {
  it("raises one incident to Critical and keeps it Critical until the value clears", () => {
    const settings = { ...exhaust, sustainedMinutes: 2 };
    const values = [430, 430, 430, 460, 460, 460, 430, 430, 400];
    const r = evaluateThreshold(settings, initialThresholdState, series(0, values));
    expect(summary(r.transitions)).toEqual(["open Warning @2", "raise Critical @5", "close Cleared @8"]);
  });

  it("Below and Outside compare the lower limit", () => {
    const below: ThresholdSettings = {
      ...exhaust,
      comparison: "Below",
      warning: { low: 10, high: null },
      critical: null,
      sustainedMinutes: 0,
    };
    expect(
      summary(evaluateThreshold(below, initialThresholdState, series(0, [12, 9, 16])).transitions),
    ).toEqual(["open Warning @1", "close Cleared @2"]);
    const outside: ThresholdSettings = { ...below, comparison: "Outside", warning: { low: 10, high: 20 } };
    expect(
      summary(evaluateThreshold(outside, initialThresholdState, series(0, [15, 26, 15, 4])).transitions),
    ).toEqual(["open Warning @1", "close Cleared @2", "open Warning @3"]);
  });
});

describe("threshold: late data, out-of-order packages, re-import", () => {
  const settings = { ...exhaust, sustainedMinutes: 0, critical: null };
  const dayOne = series(0, [430, 430, 400]);
  const dayTwo = series(24 * 60, [400, 430]);

  it("re-importing the same package yields the same incident opening and leaves the state alone", () => {
    const first = evaluateThreshold(settings, initialThresholdState, dayTwo);
    const again = evaluateThreshold(settings, first.state, dayTwo);
    expect(first.transitions.filter((t) => t.type === "open").map((t) => t.openedAt)).toEqual(
      again.transitions.filter((t) => t.type === "open").map((t) => t.openedAt),
    );
    expect(again.transitions.every((t) => t.late)).toBe(true);
    expect(again.state).toEqual(first.state);
  });

  it("an older package after a newer one is evaluated on its own, stamped with its own times", () => {
    const newer = evaluateThreshold(settings, initialThresholdState, dayTwo);
    const older = evaluateThreshold(settings, newer.state, dayOne);
    expect(summary(older.transitions)).toEqual(["open Warning @0", "close Cleared @2"]);
    expect(older.state).toEqual(newer.state);
    // Ordered the other way round the same incidents come out.
    const inOrder = evaluateThreshold(settings, initialThresholdState, dayOne);
    const then = evaluateThreshold(settings, inOrder.state, dayTwo);
    expect(summary([...inOrder.transitions, ...then.transitions])).toEqual([
      ...summary(older.transitions),
      ...summary(newer.transitions),
    ]);
  });

  it("a late stretch still breached at its end closes there", () => {
    const newer = evaluateThreshold(settings, initialThresholdState, dayTwo);
    const older = evaluateThreshold(settings, newer.state, series(0, [400, 430]));
    expect(summary(older.transitions)).toEqual(["open Warning @1", "close EndOfLateData @1"]);
  });

  it("a package overlapping the evaluated time evaluates only its new points live", () => {
    const first = evaluateThreshold(settings, initialThresholdState, series(0, [400, 400]));
    const overlap = evaluateThreshold(settings, first.state, series(1, [400, 430]));
    expect(overlap.transitions.filter((t) => !t.late).map((t) => t.type)).toEqual(["open"]);
    expect((overlap.state as ThresholdState).open?.openedAt).toBe(T0 + 2 * MIN);
  });
});

describe("no data", () => {
  const settings: NoDataSettings = { variableName: null, hours: 6, severity: "Warning" };

  it("the timer opens an incident six hours after the last data, stamped then", () => {
    const seen = evaluateNoData(settings, initialNoDataState, [T0, T0 + HOUR]);
    expect(noDataTick(settings, seen.state, T0 + 6 * HOUR).transitions).toEqual([]);
    const tick = noDataTick(settings, seen.state, T0 + 8 * HOUR);
    expect(tick.transitions).toEqual([
      { type: "open", openedAt: T0 + 7 * HOUR, severity: "Warning", value: null, late: false },
    ]);
    // Ticking again does not open another.
    expect(noDataTick(settings, tick.state, T0 + 9 * HOUR).transitions).toEqual([]);
    // Data arriving closes it at the data's time.
    const back = evaluateNoData(settings, tick.state, [T0 + 10 * HOUR]);
    expect(back.transitions).toEqual([
      {
        type: "close",
        openedAt: T0 + 7 * HOUR,
        at: T0 + 10 * HOUR,
        reason: "Cleared",
        late: false,
        peak: null,
      },
    ]);
  });

  it("a package stamped before the timer's opening closes the incident at its opening, never before", () => {
    // Data until 01:00; the timer opens at 07:00; the next package's data starts at 01:01.
    const seen = evaluateNoData(settings, initialNoDataState, [T0, T0 + HOUR]);
    const tick = noDataTick(settings, seen.state, T0 + 8 * HOUR);
    const back = evaluateNoData(settings, tick.state, [T0 + HOUR + MIN, T0 + 2 * HOUR]);
    expect(back.transitions).toEqual([
      {
        type: "close",
        openedAt: T0 + 7 * HOUR,
        at: T0 + 7 * HOUR,
        reason: "Cleared",
        late: false,
        peak: null,
      },
    ]);
    expect(back.state).toEqual({ lastSeen: T0 + 2 * HOUR, open: null });
  });

  it("a silence inside historic data opens and closes an incident stamped with the data's times", () => {
    const r = evaluateNoData(settings, initialNoDataState, [T0, T0 + 8 * HOUR, T0 + 9 * HOUR]);
    expect(r.transitions.map((t) => t.type)).toEqual(["open", "close"]);
    expect(r.transitions[0]).toMatchObject({ openedAt: T0 + 6 * HOUR });
    expect(r.transitions[1]).toMatchObject({ at: T0 + 8 * HOUR });
    // A late time alone changes nothing; a late package with a silence inside gives its own incident.
    expect(evaluateNoData(settings, r.state, [T0 + 2 * HOUR]).transitions).toEqual([]);
    const earlier = T0 - 24 * HOUR;
    const late = evaluateNoData(settings, r.state, [earlier, earlier + 7 * HOUR]);
    expect(late.transitions.map((t) => [t.type, t.late])).toEqual([
      ["open", true],
      ["close", true],
    ]);
    expect(late.transitions[0]).toMatchObject({ openedAt: earlier + 6 * HOUR });
    expect(late.state).toEqual(r.state);
  });
});

describe("import failed", () => {
  it("opens once on failures and closes on the next success", () => {
    const s = { severity: "Critical" as const };
    const failed = evaluateImportOutcome(s, initialImportFailedState, { ok: false, at: T0 });
    expect(failed.transitions.map((t) => t.type)).toEqual(["open"]);
    expect(evaluateImportOutcome(s, failed.state, { ok: false, at: T0 + HOUR }).transitions).toEqual([]);
    expect(
      evaluateImportOutcome(s, failed.state, { ok: true, at: T0 + 2 * HOUR }).transitions.map((t) => t.type),
    ).toEqual(["close"]);
  });
});

describe("power reserve used", () => {
  const limited = powerReserveThreshold("Shaft Power", 7200, "Warning");
  const run = (values: number[]) =>
    summary(evaluateThreshold(limited, initialThresholdState, series(0, values)).transitions);

  it("opens when the shaft power stays above the limited power for a minute, closes back at the limit", () => {
    expect(run([7000, 7300, 7400, 7350, 7200, 7100])).toEqual(["open Warning @2", "close Cleared @4"]);
  });

  it("takes the limited power itself as within the limitation, and a lone sample above as a spike", () => {
    expect(run([7200, 7200, 7200])).toEqual([]);
    expect(run([7000, 9000, 7000, 7000])).toEqual([]);
  });

  it("opens at the chosen level and says what was exceeded", () => {
    const critical = powerReserveThreshold("Shaft Power", 7200, "Critical");
    const result = evaluateThreshold(critical, initialThresholdState, series(0, [7300, 7300]));
    expect(summary(result.transitions)).toEqual(["open Critical @1"]);
    expect(describePowerReserve(7200, 7312.4)).toBe(
      "Shaft power above the limited power of 7,200 kW: 7,312 kW",
    );
  });
});

describe("maintenance trigger", () => {
  const settings = { severity: "Warning" as const };
  const day = (n: number) => n * 86_400_000;

  it("opens once when the trigger fires, closes when it no longer does, and ignores days without a value", () => {
    let state = initialImportFailedState;
    const read = (triggered: boolean | null, n: number, value: number | null = null) => {
      const result = evaluateMaintenanceTrigger(settings, state, { triggered, value, at: day(n) });
      state = result.state;
      return result.transitions.map((t) => `${t.type} @${t.type === "open" ? t.openedAt : t.at}`);
    };
    expect(read(false, 1, -1)).toEqual([]);
    expect(read(true, 2, -2.4)).toEqual([`open @${day(2)}`]);
    expect(read(true, 3, -2.6)).toEqual([]);
    expect(read(null, 4)).toEqual([]);
    expect(state.open).toEqual({ openedAt: day(2), severity: "Warning" });
    expect(read(false, 5, -1.2)).toEqual([`close @${day(5)}`]);
    expect(read(null, 6)).toEqual([]);
    expect(state.open).toBeNull();
  });

  it("opens at the chosen level with the loss as its value, and says what was reached", () => {
    const result = evaluateMaintenanceTrigger({ severity: "Critical" }, initialImportFailedState, {
      triggered: true,
      value: -2.43,
      at: day(1),
    });
    expect(result.transitions).toEqual([
      { type: "open", openedAt: day(1), severity: "Critical", value: -2.43, late: false },
    ]);
    expect(describeMaintenanceTrigger(2, -2.43)).toBe(
      "ISO 19030 maintenance trigger reached: loss of 2.4 pp, trigger value 2 pp",
    );
  });

  it("is accepted as a kind with its level (Warning unless chosen)", () => {
    const parsed = conditionRequest.parse({
      name: "Hull",
      kind: "MaintenanceTrigger",
      vesselIds: ["6f1c2a4e-0000-4000-8000-000000000001"],
    });
    expect(parsed.maintenanceTrigger).toEqual({ severity: "Warning" });
    expect(parsed.powerReserve).toBeNull();
  });
});

describe("condition requests", () => {
  const base = {
    name: "Hot exhaust",
    kind: "Threshold",
    vesselIds: ["6f1c2a4e-0000-4000-8000-000000000001"],
  };
  const message = (body: unknown) => {
    const r = conditionRequest.safeParse(body);
    return r.success ? null : r.error.issues.map((i) => i.message);
  };

  it("accepts a threshold with two levels and refuses a Critical limit short of the Warning one", () => {
    expect(message({ ...base, threshold: { ...exhaust } })).toBeNull();
    expect(message({ ...base, threshold: { ...exhaust, critical: { high: 400 } } })).toEqual([
      "The Critical limit must be beyond the Warning limit.",
    ]);
  });

  it("says what is missing", () => {
    expect(message({ ...base, vesselIds: [], threshold: exhaust })).toEqual([
      "Choose at least one vessel or a vessel group.",
    ]);
    expect(message({ ...base, threshold: { ...exhaust, warning: { low: 3 }, critical: null } })).toEqual([
      "Set a Warning or a Critical limit.",
    ]);
    expect(message({ ...base, kind: "PerformanceStatus", performanceStatus: { openAt: "Ok" } })).toEqual([
      "Open at must be Observe or NotOk.",
    ]);
    expect(message({ ...base, kind: "NoData", noData: { hours: 0 } })).toEqual([
      "Hours without data must be between 1 and 720.",
    ]);
    expect(message({ ...base, kind: "ImportFailed", channels: [{ email: "not-an-address" }] })).toEqual([
      "Enter a valid e-mail address.",
    ]);
  });
});

describe("performance status", () => {
  it("opens at Observe or Not ok as chosen, closes at Ok or Benchmarking, and ignores statuses that judge nothing", () => {
    const observe = { severity: "Warning" as const, openAt: "Observe" as const };
    const notOk = { severity: "Critical" as const, openAt: "NotOk" as const };
    let state = initialImportFailedState;
    const step = (settings: typeof observe | typeof notOk, status: string, at: number) => {
      const result = evaluatePerformanceStatus(settings, state, { status, at });
      state = result.state;
      return result.transitions.map((t) => t.type);
    };
    expect(step(observe, "Ok", 1)).toEqual([]);
    expect(step(observe, "Observe", 2)).toEqual(["open"]);
    expect(state.open?.openedAt).toBe(2);
    expect(step(observe, "NotOk", 3)).toEqual([]);
    expect(step(observe, "NoDiagnosticTypes", 4)).toEqual([]);
    expect(step(observe, "BenchMarking", 5)).toEqual(["close"]);
    expect(step(notOk, "Observe", 6)).toEqual([]);
    expect(step(notOk, "NotOk", 7)).toEqual(["open"]);
    expect(step(notOk, "Observe", 8)).toEqual(["close"]);
  });
});
