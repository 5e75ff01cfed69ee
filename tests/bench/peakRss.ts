import { readFileSync } from "node:fs";

/**
 * The process's own peak RSS in MB. On Linux getrusage's maxRSS survives exec: a child forked from the
 * bench (which by then holds the time-series suite's data) reported its parent's RSS, not its own (the
 * 791, 861 and 922 MB figures of earlier runs). VmHWM is the peak of the process's own memory since exec.
 */
export function peakRssMb(): number {
  try {
    const hwm = /^VmHWM:\s+(\d+) kB$/m.exec(readFileSync("/proc/self/status", "utf8"));
    if (hwm) return Number(hwm[1]) / 1024;
  } catch {
    // not Linux
  }
  return process.resourceUsage().maxRSS / 1024;
}
