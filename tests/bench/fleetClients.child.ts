import { performance } from "node:perf_hooks";
import { BROWSER_ACCEPT_ENCODING } from "./browserEncoding.js";

/**
 * The fleet-scale bench's load clients (issue 32), in a process of their own so that their fetches and
 * parsing do not compete with the measured server for its event loop (as browsers would not): four
 * clients calling the data-quality Summary over and over, each call's span shifted by `shiftMs`, while a
 * light caller asks GET /Vessels then GET /Version every 25 ms. Driven by one message; answers "ended"
 * when the load seconds are over, then the times.
 */

export interface FleetClientsCommand {
  /** The server's API root, e.g. http://127.0.0.1:5110/api/v1. */
  api: string;
  token: string;
  /** The newest span's end (ms), and how far each call moves its 30-day span back. */
  to: number;
  shiftMs: number;
  /** Spans cycle over this many shifts. */
  shifts: number;
  summaryClients: number;
  loadSeconds: number;
}

export type FleetClientsAnswer =
  | { kind: "ready" }
  /** The load seconds are over; the Summary calls in flight still finish. */
  | { kind: "ended" }
  | { kind: "done"; summary: number[]; vessels: number[]; version: number[] }
  | { kind: "failed"; message: string };

const DAY = 86_400_000;

async function timed(url: string, token: string): Promise<number> {
  const started = performance.now();
  // As a browser asks, so the server answers brotli where it would answer a user.
  const response = await fetch(url, {
    headers: { authorization: `Bearer ${token}`, "accept-encoding": BROWSER_ACCEPT_ENCODING },
  });
  const text = await response.text();
  if (response.status !== 200) throw new Error(`${url}: ${response.status} ${text.slice(0, 200)}`);
  JSON.parse(text);
  return performance.now() - started;
}

async function run(command: FleetClientsCommand): Promise<FleetClientsAnswer> {
  const { api, token, to, shiftMs, shifts } = command;
  const summaryOf = (shift: number) => {
    const end = to - (shift % shifts) * shiftMs;
    return `${api}/DataQuality/FleetOverview?from=${new Date(end - 30 * DAY).toISOString()}&to=${new Date(end).toISOString()}`;
  };
  let stop = false;
  let shift = 0;
  const summary: number[] = [];
  const vessels: number[] = [];
  const version: number[] = [];
  const client = async () => {
    while (!stop) summary.push(await timed(summaryOf(++shift), token));
  };
  const clients = Array.from({ length: command.summaryClients }, client);
  const ends = performance.now() + command.loadSeconds * 1000;
  try {
    while (performance.now() < ends) {
      vessels.push(await timed(`${api}/Vessels`, token));
      version.push(await timed(`${api}/Version`, token));
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  } finally {
    stop = true;
    process.send?.({ kind: "ended" } satisfies FleetClientsAnswer);
    await Promise.all(clients);
  }
  return { kind: "done", summary, vessels, version };
}

process.send?.({ kind: "ready" } satisfies FleetClientsAnswer);
process.once("message", (command: FleetClientsCommand) => {
  run(command).then(
    (answer) => process.send?.(answer, () => process.exit(0)),
    (error: unknown) => process.send?.({ kind: "failed", message: String(error) }, () => process.exit(1)),
  );
});
