// npm run client-error:decode [-- --maps <dir>] < line.json
// Reads a client error report the server logged (`event: "client-error"`, docs/operations.md "Client errors")
// from stdin and prints its stack and React component stack at their original file:line:column and names,
// through the build's hidden source maps (vite `sourcemap: "hidden"`; default dir dist/client/assets, which
// must be the build the report names in `build`).
import fs from "node:fs";
import path from "node:path";
import { originalPositionFor, sourceContentFor, TraceMap } from "@jridgewell/trace-mapping";

/** A frame's bundle position: Chrome's "at name (…/assets/x.js:1:2)" or Firefox's "name@…/assets/x.js:1:2". */
const FRAME = /^(\s*)(?:at\s+)?(?:(.*?)\s*\(|(.*?)@)?\S*?\/assets\/([^/\s):]+\.js):(\d+):(\d+)\)?\s*$/;

interface Frame {
  indent: string;
  /** The bundle's (minified) function name, "" when the frame has none. */
  minified: string;
  file: string;
  at: { source: string; line: number; column: number; name: string | null; component: string | null } | null;
}

/** The component (a capitalised function or const) defined at or above `line` of the original source. */
function componentAt(content: string | null, line: number): string | null {
  const lines = content?.split("\n").slice(0, line).reverse() ?? [];
  for (const text of lines) {
    const found = /(?:function\s+|const\s+)([A-Z][\w$]*)/.exec(text);
    if (found) return found[1]!;
  }
  return null;
}

/**
 * Decodes every frame of `stack` it finds a map for; other lines stay as they are. In a call chain (an
 * error's stack) a frame's original function name is the name called at the frame below it (the caller's
 * call site); a component stack's frame points into its component, named after the nearest capitalised
 * function or const at or above that line of the original source. A frame neither names keeps the bundle's
 * name, marked "(minified)", beside its original place.
 */
export function decodeStack(stack: string, mapsDir: string, { callChain = true } = {}): string {
  const maps = new Map<string, TraceMap | null>();
  const mapOf = (file: string) => {
    if (!maps.has(file)) {
      const mapPath = path.join(mapsDir, `${file}.map`);
      maps.set(file, fs.existsSync(mapPath) ? new TraceMap(fs.readFileSync(mapPath, "utf8")) : null);
    }
    return maps.get(file) ?? null;
  };
  const lines = stack.split("\n");
  const frames = lines.map((line): Frame | null => {
    const match = FRAME.exec(line);
    if (!match) return null;
    const [, indent = "", chromeName, firefoxName, file = "", row, column] = match;
    const map = mapOf(file);
    const at = map ? originalPositionFor(map, { line: Number(row), column: Number(column) - 1 }) : null;
    return {
      indent,
      minified: (chromeName || firefoxName || "").trim(),
      file,
      at:
        map && at?.source
          ? {
              source: at.source.replace(/^(\.\.\/)+/, ""),
              line: at.line,
              column: at.column + 1,
              name: at.name,
              component: componentAt(sourceContentFor(map, at.source), at.line),
            }
          : null,
    };
  });
  return lines
    .map((line, index) => {
      const frame = frames[index];
      if (!frame) return line;
      if (!frame.at) return `${line}   (no map for ${frame.file})`;
      const name =
        (callChain ? frames.slice(index + 1).find((next) => next !== null)?.at?.name : frame.at.component) ??
        (frame.minified ? `${frame.minified} (minified)` : "<anonymous>");
      return `${frame.indent}at ${name} (${frame.at.source}:${frame.at.line}:${frame.at.column})`;
    })
    .join("\n");
}

/** The report of a logged line (the first `{` on: a log shipper may prefix a timestamp). */
export function reportOf(line: string): Record<string, unknown> {
  const start = line.indexOf("{");
  if (start < 0) throw new Error("No JSON object in the input: paste one client-error log line.");
  return JSON.parse(line.slice(start)) as Record<string, unknown>;
}

/** The text printed for a report. */
export function describeReport(report: Record<string, unknown>, mapsDir: string): string {
  const text = (key: string) => (typeof report[key] === "string" ? (report[key] as string) : "");
  const header = ["time", "route", "build", "source", "userId", "companyId", "requestId", "userAgent"]
    .filter((key) => report[key] !== undefined && report[key] !== null)
    .map((key) => `${key}: ${String(report[key])}`);
  return [
    `${text("errorName") || "Error"}: ${text("errorMessage")}`,
    ...header,
    "",
    "Stack:",
    text("stack") ? decodeStack(text("stack"), mapsDir) : "(none)",
    "",
    "Component stack:",
    text("componentStack")
      ? decodeStack(text("componentStack").replace(/^\n/, ""), mapsDir, { callChain: false })
      : "(none)",
  ].join("\n");
}

function main(): void {
  const at = process.argv.indexOf("--maps");
  const mapsDir = at > 0 ? process.argv[at + 1]! : path.join("dist", "client", "assets");
  if (!fs.existsSync(mapsDir)) {
    console.error(
      `No source maps in ${mapsDir}: build the release the report names (npm run build) or pass --maps <dir>.`,
    );
    process.exit(2);
  }
  const lines = fs
    .readFileSync(0, "utf8")
    .split("\n")
    .filter((line) => line.trim());
  for (const line of lines) {
    const report = reportOf(line);
    // Several log lines pasted: only the client errors among them.
    if (lines.length > 1 && report.event !== "client-error") continue;
    console.log(`${describeReport(report, mapsDir)}\n`);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename ?? "")) main();
