import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const CLIENT_SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
/** The only places allowed to hand strings to an HTML sink: they escape (see escapeHtml, safeChartOptions). */
const ALLOWED_DIRS = ["shared/html/", "shared/charts/"];

/** Ways a string becomes markup in the page, each with what to use instead. */
const SINKS: { pattern: RegExp; instead: string }[] = [
  { pattern: /dangerouslySetInnerHTML/, instead: "render text with JSX" },
  {
    pattern: /\.(innerHTML|outerHTML)\b|insertAdjacentHTML|document\.write|createContextualFragment/,
    instead: "textContent or JSX",
  },
  {
    pattern: /\.(bindPopup|bindTooltip|setPopupContent|setTooltipContent|setContent)\(/,
    instead: "a Leaflet helper in shared/html that escapes with html``, or a DOM node",
  },
  {
    // A divIcon's `html` option is set as innerHTML: a marker labelled with a vessel's name is a sink.
    pattern: /\b(divIcon|DivIcon)\s*\(/,
    instead: "domDivIcon of shared/html/leafletDom, with a DOM node built with textContent",
  },
  {
    pattern: /^import(?!\s+type)[^;]*from\s+["'](react-apexcharts|apexcharts)["']/m,
    instead: "Chart from shared/charts/Chart",
  },
  { pattern: /new\s+ApexCharts\s*\(/, instead: "Chart from shared/charts/Chart" },
];

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe("HTML sinks in the client", () => {
  it("are reached only through the escaping helpers of shared/html and shared/charts", () => {
    const offenders: string[] = [];
    for (const file of sourceFiles(CLIENT_SRC)) {
      const relative = path.relative(CLIENT_SRC, file).split(path.sep).join("/");
      if (ALLOWED_DIRS.some((dir) => relative.startsWith(dir))) continue;
      const text = fs.readFileSync(file, "utf8");
      for (const { pattern, instead } of SINKS) {
        if (pattern.test(text)) offenders.push(`${relative}: ${pattern.source} (use ${instead})`);
      }
    }
    expect(offenders).toEqual([]);
  });

  it("recognises each kind of sink (the scan itself can fail)", () => {
    const samples = [
      "<div dangerouslySetInnerHTML={{ __html: name }} />",
      "el.innerHTML = name;",
      "marker.bindPopup(`<b>${name}</b>`);",
      "L.divIcon({ className: 'label', html: '<span>' + vessel.name + '</span>' });",
      "const icon = new DivIcon({ html: name });",
      'import Chart from "react-apexcharts";',
      "const chart = new ApexCharts(el, options);",
    ];
    for (const sample of samples) expect(SINKS.some(({ pattern }) => pattern.test(sample))).toBe(true);
    expect(SINKS.some(({ pattern }) => pattern.test('import type { ApexOptions } from "apexcharts";'))).toBe(
      false,
    );
  });
});
