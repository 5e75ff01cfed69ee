import type { ApexOptions } from "apexcharts";

type AnyFormatter = (value: unknown, opts?: unknown) => unknown;

/**
 * What ApexCharts 5.0.0 writes with innerHTML for a chart's options and series, so a test can check
 * it without a browser: the tooltip title (modules/tooltip/Labels.js getValuesToPrint, DOMHandling),
 * each series' tooltip label and value (getFormatters: the tooltip's own formatters, else the y axis
 * label formatter), the z title, a custom tooltip (handleCustomTooltip) and the legend entries
 * (modules/legend/Legend.js). Datetime and numeric x values are formatted by ApexCharts from numbers.
 */
export function apexHtmlSinks(
  options: ApexOptions,
  series: ApexAxisChartSeries | ApexNonAxisChartSeries,
): string[] {
  const sinks: string[] = [];
  const tooltip = options.tooltip ?? {};
  const xaxis = options.xaxis ?? {};
  const yaxes =
    options.yaxis === undefined ? [] : Array.isArray(options.yaxis) ? options.yaxis : [options.yaxis];
  const names: string[] = series.map((s, i) =>
    typeof s === "number" ? String(options.labels?.[i] ?? "") : String(s.name ?? ""),
  );
  const xs: unknown[] = xaxis.categories ?? options.labels ?? [];
  const numericX = xaxis.type === "datetime" || xaxis.type === "numeric";

  for (const x of xs) {
    const own = tooltip.x?.formatter as AnyFormatter | undefined;
    const axis = xaxis.labels?.formatter as AnyFormatter | undefined;
    if (own) sinks.push(String(own(x, {})));
    else if (!numericX) sinks.push(String(axis ? axis(x, {}) : x));
    if (typeof xaxis.tooltip?.formatter === "function")
      sinks.push(String((xaxis.tooltip.formatter as AnyFormatter)(x, {})));
  }

  names.forEach((name, i) => {
    const y = Array.isArray(tooltip.y) ? tooltip.y[i] : tooltip.y;
    const title = (y?.title?.formatter as AnyFormatter | undefined) ?? ((n: unknown) => (n ? `${n}: ` : ""));
    sinks.push(String(title(name, { seriesIndex: i })));
    const value =
      (y?.formatter as AnyFormatter | undefined) ??
      ((yaxes[i] ?? yaxes[0])?.labels?.formatter as AnyFormatter | undefined);
    const s = series[i];
    const values = typeof s === "number" ? [s] : ((s?.data ?? []) as unknown[]);
    if (value) for (const v of values) sinks.push(String(value(pointValue(v), { seriesIndex: i })));
    const legend = (options.legend?.formatter as AnyFormatter | undefined) ?? ((n: unknown) => n);
    sinks.push(String(legend(name, { seriesIndex: i })));
  });

  if (tooltip.z?.title !== undefined) sinks.push(String(tooltip.z.title));
  const customs =
    tooltip.custom === undefined ? [] : Array.isArray(tooltip.custom) ? tooltip.custom : [tooltip.custom];
  for (const custom of customs) {
    names.forEach((_, i) => {
      sinks.push(String(custom({ series: [], seriesIndex: i, dataPointIndex: 0, w: { config: options } })));
    });
  }
  return sinks;
}

/** Markup a planted name would create if it reached innerHTML as is. */
export const HOSTILE = `<img src=x onerror="window.__xss=1"><script>window.__xss=1</script>`;

/** True when a sink would parse a tag out of data: an element start that is not escaped. */
export function hasLiveMarkup(sink: string): boolean {
  return /<(img|script|svg|iframe)\b/i.test(sink);
}

/** A data point's y: a number, an [x, y] pair or an {x, y} object. */
function pointValue(point: unknown): unknown {
  if (Array.isArray(point)) return point[1];
  if (typeof point === "object" && point !== null && "y" in point) return point.y;
  return point;
}
