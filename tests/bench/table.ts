/** One measured figure; `value` is NaN for a case that was skipped (see `note`). */
export interface BenchRow {
  suite: string;
  case: string;
  value: number;
  unit: string;
  /** The same work done by the bare driver in the same run. */
  baseline?: number;
  /** value / baseline. */
  ratio?: number;
  /** Human-readable goal, e.g. "≥ 5,000/s, ratio ≥ 0.5". */
  target?: string;
  pass?: boolean;
  note?: string;
}

export interface Goal {
  /** Lowest acceptable value. */
  min?: number;
  /** Lowest acceptable value / baseline. */
  minRatio?: number;
}

/** Fills in ratio, target and pass from a goal. */
export function judge(row: BenchRow, goal: Goal = {}): BenchRow {
  const ratio = row.baseline !== undefined && row.baseline > 0 ? row.value / row.baseline : undefined;
  const parts: string[] = [];
  let pass: boolean | undefined;
  if (goal.min !== undefined) {
    parts.push(`≥ ${formatNumber(goal.min)}`);
    pass = row.value >= goal.min;
  }
  if (goal.minRatio !== undefined) {
    parts.push(`ratio ≥ ${goal.minRatio}`);
    pass = (pass ?? true) && ratio !== undefined && ratio >= goal.minRatio;
  }
  return {
    ...row,
    ...(ratio !== undefined ? { ratio } : {}),
    ...(parts.length > 0 ? { target: parts.join(", "), pass } : {}),
  };
}

export function formatNumber(value: number): string {
  if (!Number.isFinite(value)) return "—";
  if (Math.abs(value) >= 100) return Math.round(value).toLocaleString("en-US");
  if (Math.abs(value) >= 10) return value.toFixed(1);
  return value.toFixed(2);
}

const HEADERS = ["suite", "case", "value", "unit", "baseline", "ratio", "target", "result"] as const;
const RIGHT_ALIGNED = new Set<string>(["value", "baseline", "ratio"]);

function cells(row: BenchRow): string[] {
  // A judged row keeps its note too: it says what the figure was measured under (load, counts).
  const verdict = row.pass === true ? "ok" : row.pass === false ? "MISS" : "";
  const result = [verdict, row.note ?? ""].filter(Boolean).join(" — ");
  return [
    row.suite,
    row.case,
    Number.isNaN(row.value) ? "—" : formatNumber(row.value),
    row.unit,
    row.baseline === undefined ? "" : formatNumber(row.baseline),
    row.ratio === undefined ? "" : row.ratio.toFixed(2),
    row.target ?? "",
    result,
  ];
}

/** Renders rows as an aligned text table. */
export function formatTable(rows: readonly BenchRow[]): string {
  const body = rows.map(cells);
  const widths = HEADERS.map((header, i) => Math.max(header.length, ...body.map((line) => line[i]!.length)));
  const render = (line: readonly string[]) =>
    line
      .map((cell, i) =>
        RIGHT_ALIGNED.has(HEADERS[i]!) ? cell.padStart(widths[i]!) : cell.padEnd(widths[i]!),
      )
      .join("  ")
      .trimEnd();
  return [render(HEADERS), widths.map((w) => "-".repeat(w)).join("  "), ...body.map(render)].join("\n");
}

export function printTable(rows: readonly BenchRow[]): void {
  console.log(formatTable(rows));
}
