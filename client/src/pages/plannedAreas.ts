/** Later issues that build the screens currently shown as labelled placeholders. */
export const plannedAreas = {
  administration: "the administration screens",
  dashboards: "dashboards and widgets (monitoring and analytics)",
  monitoring: "the monitoring and analytics screens",
  alerts: "the alerts screens (monitoring and analytics)",
  emissions: "the voyages and emission reports screens",
  vesselInformation: "the vessel information screens",
  help: "the help centre content",
} as const;

export type PlannedArea = keyof typeof plannedAreas;
