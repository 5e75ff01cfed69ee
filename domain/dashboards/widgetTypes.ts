/**
 * The widget types of a dashboard (spec 3 §2 "Widget types"). `type` is what a widget stores: the two
 * vessel data widgets share the VesselDataWidget template and differ by displayType. The legacy types
 * TableWidget and GraphWidget read as VesselDataTable and VesselDataGraph.
 */

export const WIDGET_TEMPLATES = [
  "WelcomeWidget",
  "VesselDataWidget",
  "MapWidget",
  "PerformanceStatusWidget",
  "NotificationWidget",
  "CiiWidget",
  "FoulingOverviewWidget",
] as const;
export type WidgetTemplate = (typeof WIDGET_TEMPLATES)[number];

export const WIDGET_TYPES = [
  "WelcomeWidget",
  "VesselDataTable",
  "VesselDataGraph",
  "MapWidget",
  "PerformanceStatusWidget",
  "NotificationWidget",
  "CiiWidget",
  "FoulingOverviewWidget",
] as const;
export type WidgetType = (typeof WIDGET_TYPES)[number];

/** Older names of widget types, read as their current type. */
export const LEGACY_WIDGET_TYPES = {
  TableWidget: "VesselDataTable",
  GraphWidget: "VesselDataGraph",
} as const;

export const VESSEL_DATA_DISPLAY_TYPES = ["VesselDataTable", "VesselDataGraph"] as const;
export type VesselDataDisplayType = (typeof VESSEL_DATA_DISPLAY_TYPES)[number];

/**
 * Which configuration store a widget type's configId points into (null: the type has no configuration).
 * The names are the API paths of spec 3 §7.
 */
export const WIDGET_CONFIG_KINDS = [
  "TableWidgetConfiguration",
  "PerformanceStatusWidgetConfiguration",
  "NotificationWidgets",
  "CiiWidgetConfigs",
  "FoulingOverviewWidget",
] as const;
export type WidgetConfigKind = (typeof WIDGET_CONFIG_KINDS)[number];

export interface WidgetTypeInfo {
  type: WidgetType;
  defaultName: string;
  template: WidgetTemplate;
  /** VesselDataTable or VesselDataGraph for the vessel data widgets, else null. */
  displayType: VesselDataDisplayType | null;
  defaultWidth: number;
  defaultHeight: number;
  /** PrimeIcons class name. */
  icon: string;
  /** False: at most one per dashboard (the vessel map). */
  multiple: boolean;
  description: string;
  /** Whether instances have a configuration (configId), and in which store. */
  usingConfig: boolean;
  configKind: WidgetConfigKind | null;
  /** Offered in the Add widget list (Welcome is not). */
  addable: boolean;
  /** False: offered but shows a notice until its module exists (none today; CII and fouling show "not available yet" inside). */
  enabled: boolean;
}

/** The widget table of spec 3 §2 (default sizes w x h in grid units). Order is the Add widget list's. */
export const WIDGET_CATALOGUE: readonly WidgetTypeInfo[] = [
  {
    type: "WelcomeWidget",
    defaultName: "Welcome",
    template: "WelcomeWidget",
    displayType: null,
    defaultWidth: 20,
    defaultHeight: 12,
    icon: "pi pi-home",
    multiple: true,
    description: "A short introduction to dashboards.",
    usingConfig: false,
    configKind: null,
    addable: false,
    enabled: true,
  },
  {
    type: "VesselDataTable",
    defaultName: "New Table",
    template: "VesselDataWidget",
    displayType: "VesselDataTable",
    defaultWidth: 12,
    defaultHeight: 6,
    icon: "pi pi-table",
    multiple: true,
    description: "Calculated values of chosen log variables, vessels by columns.",
    usingConfig: true,
    configKind: "TableWidgetConfiguration",
    addable: true,
    enabled: true,
  },
  {
    type: "VesselDataGraph",
    defaultName: "New Graph",
    template: "VesselDataWidget",
    displayType: "VesselDataGraph",
    defaultWidth: 12,
    defaultHeight: 6,
    icon: "pi pi-chart-line",
    multiple: true,
    description: "Chosen log variables over time for chosen vessels.",
    usingConfig: true,
    configKind: "TableWidgetConfiguration",
    addable: true,
    enabled: true,
  },
  {
    type: "MapWidget",
    defaultName: "Vessel map",
    template: "MapWidget",
    displayType: null,
    defaultWidth: 9,
    defaultHeight: 9,
    icon: "pi pi-map",
    multiple: false,
    description: "Positions of the vessels you may see.",
    usingConfig: false,
    configKind: null,
    addable: true,
    enabled: true,
  },
  {
    type: "PerformanceStatusWidget",
    defaultName: "Performance status",
    template: "PerformanceStatusWidget",
    displayType: null,
    defaultWidth: 8,
    defaultHeight: 6,
    icon: "pi pi-gauge",
    multiple: true,
    description: "Performance status of chosen vessels.",
    usingConfig: true,
    configKind: "PerformanceStatusWidgetConfiguration",
    addable: true,
    enabled: true,
  },
  {
    type: "NotificationWidget",
    defaultName: "Notifications",
    template: "NotificationWidget",
    displayType: null,
    defaultWidth: 8,
    defaultHeight: 6,
    icon: "pi pi-bell",
    multiple: true,
    description: "Open alerts of chosen vessels.",
    usingConfig: true,
    configKind: "NotificationWidgets",
    addable: true,
    enabled: true,
  },
  {
    type: "CiiWidget",
    defaultName: "Carbon Intensity Indicator (CII)",
    template: "CiiWidget",
    displayType: null,
    defaultWidth: 8,
    defaultHeight: 6,
    icon: "pi pi-cloud",
    multiple: true,
    description: "CII rating of chosen vessels.",
    usingConfig: true,
    configKind: "CiiWidgetConfigs",
    addable: true,
    enabled: true,
  },
  {
    type: "FoulingOverviewWidget",
    defaultName: "Fouling Overview",
    template: "FoulingOverviewWidget",
    displayType: null,
    defaultWidth: 12,
    defaultHeight: 6,
    icon: "pi pi-chart-bar",
    multiple: true,
    description: "Fouling state of chosen vessels.",
    usingConfig: true,
    configKind: "FoulingOverviewWidget",
    addable: true,
    enabled: true,
  },
];

const BY_TYPE = new Map(WIDGET_CATALOGUE.map((t) => [t.type, t]));

export function widgetTypeInfo(type: WidgetType): WidgetTypeInfo {
  const info = BY_TYPE.get(type);
  if (!info) throw new Error(`Unknown widget type ${type}`);
  return info;
}

/** The template a widget type renders with. */
export const templateOf = (type: WidgetType): WidgetTemplate => widgetTypeInfo(type).template;
