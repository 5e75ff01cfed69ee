/** More series than this make a graph widget's legend a single line until it is opened. */
export const LEGEND_LINE = 3;

/**
 * ApexCharts' legend height for a graph widget: one scrolling line (24 px) while collapsed, its own
 * (up to half the chart) when opened or when the series fit on a line. Issue 34: at 1024 px the legend of
 * a widget with many series took half the widget.
 */
export const legendHeight = (series: number, open: boolean): { height?: number } =>
  series > LEGEND_LINE && !open ? { height: 24 } : {};
