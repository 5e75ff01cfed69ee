/**
 * One figure of `npm run truth`: how far an analysis or an alarm is from the truth a hidden world
 * injected. `value` is NaN when the world gave nothing to measure (see `note`).
 */
export interface TruthRow {
  /** The analysis or alarm kind, e.g. "speed loss" or "alarm: sustained overload". */
  subject: string;
  /** The hidden world's name, so a figure can be reproduced. */
  world: string;
  /** What was measured, e.g. "daily MAE", "recall", "bias". */
  measure: string;
  value: number;
  unit: string;
  /** Human-readable goal, e.g. "≤ 0.5 pp". */
  target?: string;
  pass?: boolean;
  note?: string;
}

export interface TruthGoal {
  /** Highest acceptable value (errors, delays). */
  max?: number;
  /** Lowest acceptable value (recall, precision). */
  min?: number;
  /** Highest acceptable absolute value (signed biases). */
  maxAbs?: number;
}

/** Fills in target and pass from a goal. */
export function judgeTruth(row: TruthRow, goal: TruthGoal): TruthRow {
  const parts: string[] = [];
  let pass = Number.isFinite(row.value);
  if (goal.max !== undefined) {
    parts.push(`≤ ${goal.max} ${row.unit}`.trim());
    pass = pass && row.value <= goal.max;
  }
  if (goal.min !== undefined) {
    parts.push(`≥ ${goal.min} ${row.unit}`.trim());
    pass = pass && row.value >= goal.min;
  }
  if (goal.maxAbs !== undefined) {
    parts.push(`within ±${goal.maxAbs} ${row.unit}`.trim());
    pass = pass && Math.abs(row.value) <= goal.maxAbs;
  }
  return { ...row, target: parts.join(", "), pass };
}

function formatValue(value: number): string {
  if (!Number.isFinite(value)) return "—";
  if (Math.abs(value) >= 100) return Math.round(value).toLocaleString("en-US");
  if (Math.abs(value) >= 10) return value.toFixed(1);
  return value.toFixed(2);
}

/** The table as Markdown, ready for docs/ (the same text `npm run truth` prints). */
export function truthTableMarkdown(rows: TruthRow[]): string {
  const lines = [
    "| subject | world | measure | value | target | result | note |",
    "| --- | --- | --- | --- | --- | --- | --- |",
  ];
  for (const row of rows) {
    const result = row.pass === undefined ? "" : row.pass ? "ok" : "MISS";
    lines.push(
      `| ${row.subject} | ${row.world} | ${row.measure} | ${formatValue(row.value)} ${row.unit} | ${row.target ?? ""} | ${result} | ${row.note ?? ""} |`,
    );
  }
  return lines.join("\n");
}
