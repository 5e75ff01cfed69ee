import { type IntervalHistogram, monitorEventLoopDelay } from "node:perf_hooks";
import { Gauge, type Registry } from "prom-client";

/** Width of one measuring window; the gauges show the worst of the last WINDOWS windows. */
const WINDOW_MS = 10_000;
const WINDOWS = 6;

export interface LagWindow {
  p50: number;
  p99: number;
  max: number;
}

/**
 * The event loop's delay (perf_hooks monitorEventLoopDelay, 10 ms resolution) over rolling windows, so
 * that how long callers waited behind a busy loop shows at /metrics whoever scrapes and how often
 * (prom-client's default nodejs_eventloop_lag_* gauges reset at every scrape).
 */
export class EventLoopLag {
  readonly #histogram: IntervalHistogram;
  readonly #windows: LagWindow[] = [];
  readonly #timer: NodeJS.Timeout;

  constructor() {
    this.#histogram = monitorEventLoopDelay({ resolution: 10 });
    this.#histogram.enable();
    this.#timer = setInterval(() => this.#rotate(), WINDOW_MS);
    this.#timer.unref();
  }

  #current(): LagWindow {
    const h = this.#histogram;
    if (h.count === 0) return { p50: 0, p99: 0, max: 0 };
    return { p50: h.percentile(50) / 1e9, p99: h.percentile(99) / 1e9, max: h.max / 1e9 };
  }

  #rotate(): void {
    this.#windows.push(this.#current());
    if (this.#windows.length > WINDOWS) this.#windows.shift();
    this.#histogram.reset();
  }

  /** The worst window of the last minute, the current one included (seconds). */
  worst(): LagWindow {
    return [...this.#windows, this.#current()].reduce((w, x) => ({
      p50: Math.max(w.p50, x.p50),
      p99: Math.max(w.p99, x.p99),
      max: Math.max(w.max, x.max),
    }));
  }

  stop(): void {
    clearInterval(this.#timer);
    this.#histogram.disable();
  }
}

/** Registers keelson_event_loop_lag_{p50,p99,max}_seconds on the registry. */
export function registerEventLoopLag(registry: Registry, lag = new EventLoopLag()): EventLoopLag {
  const gauge = (name: keyof LagWindow, help: string) =>
    new Gauge({
      name: `keelson_event_loop_lag_${name}_seconds`,
      help,
      registers: [registry],
      collect() {
        this.set(lag.worst()[name]);
      },
    });
  gauge("p50", "Median event loop delay, worst 10 s window of the last minute.");
  gauge("p99", "99th percentile of the event loop delay, worst 10 s window of the last minute.");
  gauge(
    "max",
    "Longest event loop delay (a callback waited this long), worst 10 s window of the last minute.",
  );
  return lag;
}
