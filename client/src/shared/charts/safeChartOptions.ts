import type { ApexOptions } from "apexcharts";
import { escapeHtml, isSafeHtml, type SafeHtml } from "../html/escapeHtml";

type Tooltip = NonNullable<ApexOptions["tooltip"]>;
type TooltipY = NonNullable<Extract<Tooltip["y"], { title?: unknown }>>;
type Formatter = (value: never, opts?: unknown) => unknown;
type EscapingFormatter = (value: never, opts?: unknown) => string;
// ApexCharts hands formatters loosely typed context objects; their shape is its own business.
// biome-ignore lint/suspicious/noExplicitAny: the library's own formatter context type
type FormatterOpts = any;

/** What a custom tooltip gets from ApexCharts, and must answer with html`` (shared/html). */
export interface TooltipContext {
  series: number[][];
  seriesIndex: number;
  dataPointIndex: number;
  w: FormatterOpts;
}

/** ApexCharts options, except that a custom tooltip must be built with html``, never a raw string. */
export type ChartOptions = Omit<ApexOptions, "tooltip"> & {
  tooltip?: Omit<Tooltip, "custom"> & { custom?: (context: TooltipContext) => SafeHtml };
};

/**
 * ApexCharts writes its tooltip (title, series names, values), legend entries and x-axis tooltip
 * with innerHTML, so a vessel, voyage or variable name there runs as markup. Axis labels, titles and
 * annotations are SVG text nodes and safe as they are. This wraps every formatter whose answer goes
 * into innerHTML so the answer is escaped, and adds escaping formatters where ApexCharts' defaults
 * would pass a name through raw. Every chart goes through it (shared/charts/Chart.tsx).
 */
export function safeChartOptions(options: ChartOptions): ApexOptions {
  const tooltip = options.tooltip ?? {};
  const yaxes =
    options.yaxis === undefined ? [] : Array.isArray(options.yaxis) ? options.yaxis : [options.yaxis];
  const axisFormatter = (seriesIndex: number) =>
    (yaxes[seriesIndex] ?? yaxes[0])?.labels?.formatter as Formatter | undefined;
  const anyAxisFormatter = yaxes.some((axis) => typeof axis.labels?.formatter === "function");

  return {
    ...options,
    tooltip: {
      ...tooltip,
      x: { ...tooltip.x, formatter: tooltipTitleFormatter(options) },
      y: Array.isArray(tooltip.y)
        ? tooltip.y.map((y, i) => safeY(y, anyAxisFormatter ? () => axisFormatter(i) : null))
        : safeY(tooltip.y ?? {}, anyAxisFormatter ? (opts) => axisFormatter(seriesIndexOf(opts)) : null),
      z: {
        ...tooltip.z,
        title: escapeHtml(tooltip.z?.title ?? "Size: "),
        ...(tooltip.z?.formatter ? { formatter: escaping(tooltip.z.formatter as Formatter) } : {}),
      },
      ...(tooltip.custom ? { custom: customTooltip(tooltip.custom) } : {}),
    },
    legend: {
      ...options.legend,
      formatter: escaping((options.legend?.formatter as Formatter | undefined) ?? ((name: string) => name)),
      ...(options.legend?.tooltipHoverFormatter
        ? { tooltipHoverFormatter: escaping(options.legend.tooltipHoverFormatter as Formatter) }
        : {}),
    },
    ...(options.xaxis
      ? {
          xaxis: {
            ...options.xaxis,
            tooltip: {
              ...options.xaxis.tooltip,
              ...(options.xaxis.tooltip?.formatter
                ? { formatter: escaping(options.xaxis.tooltip.formatter as Formatter) }
                : {}),
            },
          },
        }
      : {}),
  };
}

/**
 * The tooltip title is the x value: a category (a name) or, on a datetime axis, a time ApexCharts
 * formats itself. Names get escaped; a datetime axis keeps ApexCharts' own date format. Line and area
 * charts turn categories into numbers 1…n internally and map them back with the x label formatter
 * they keep in `w.globals`; the title asks that formatter, as ApexCharts does without a tooltip one.
 */
function tooltipTitleFormatter(options: ChartOptions): EscapingFormatter | undefined {
  const own = options.tooltip?.x?.formatter as Formatter | undefined;
  if (own) return escaping(own);
  if (options.xaxis?.type === "datetime" || options.xaxis?.type === "numeric") return undefined;
  const axisLabels = options.xaxis?.labels?.formatter as Formatter | undefined;
  return (value, opts) => {
    const apexLabel = (opts as FormatterOpts)?.w?.globals?.xLabelFormatter as Formatter | undefined;
    const label = apexLabel ?? axisLabels;
    return escapeHtml(label ? label(value, opts) : value);
  };
}

/**
 * Series names are always escaped. Values keep ApexCharts' numeric default unless a formatter that
 * may add text is given: the tooltip's own, or else the y axis label formatter ApexCharts falls back to.
 */
function safeY(y: TooltipY, axisFormatter: ((opts: unknown) => Formatter | undefined) | null) {
  const title = (y.title?.formatter as Formatter | undefined) ?? defaultSeriesTitle;
  const own = y.formatter as Formatter | undefined;
  const fromAxis: EscapingFormatter | undefined = axisFormatter
    ? (value, opts) => {
        const format = axisFormatter(opts);
        return escapeHtml(format ? format(value, opts) : value);
      }
    : undefined;
  const value = own ? escaping(own) : fromAxis;
  return { ...y, title: { formatter: escaping(title) }, ...(value ? { formatter: value } : {}) };
}

const defaultSeriesTitle = (name: string) => (name ? `${name}: ` : "");

function seriesIndexOf(opts: unknown): number {
  return (opts as { seriesIndex?: number } | undefined)?.seriesIndex ?? 0;
}

function escaping(formatter: Formatter): EscapingFormatter {
  return (value, opts) => escapeHtml(formatter(value, opts));
}

function customTooltip(build: (context: TooltipContext) => SafeHtml) {
  return (context: TooltipContext) => {
    const built: unknown = build(context);
    // A raw string here (JavaScript callers, a cast) is shown as text rather than run as markup.
    return isSafeHtml(built) ? built.markup : escapeHtml(built);
  };
}
