import { accessGroupsProjection } from "./admin/accessGroups.js";
import { companiesProjection } from "./admin/companies.js";
import { usersProjection } from "./admin/users.js";
import { vesselGroupsProjection } from "./admin/vesselGroups.js";
import { verifierGrantsProjection } from "./admin/verifierGrants.js";
import { vesselsProjection } from "./admin/vessels.js";
import { alertsProjection } from "./alerts/alerts.js";
import { incidentsProjection } from "./alerts/incidents.js";
import { announcementsProjection } from "./announcements/announcements.js";
import { ciiProjection } from "./cii/cii.js";
import { referenceCurvesProjection } from "./curves/referenceCurves.js";
import { dashboardsProjection } from "./dashboards/dashboards.js";
import { analysisConfigurationsProjection } from "./dataAnalysis/analysisConfigurations.js";
import { dataQualityProjection } from "./dataQuality/dataQuality.js";
import { featureMappingProjection } from "./featureMapping/featureMapping.js";
import { fuelTypesProjection } from "./fuel/fuelTypes.js";
import { foulingProjection } from "./hullPerformance/fouling.js";
import { hullPerformanceProjection } from "./hullPerformance/hullPerformance.js";
import { notesProjection } from "./notes/notes.js";
import { shapoliProjection } from "./shapoli/shapoli.js";
import { vesselFilesProjection } from "./vesselFiles/vesselFiles.js";
import { voyageLogsProjection } from "./voyageLogs/voyageLogs.js";

/** Every projection the server keeps, in no particular order (each is independent). */
export const allProjections = {
  users: usersProjection,
  companies: companiesProjection,
  vessels: vesselsProjection,
  accessGroups: accessGroupsProjection,
  vesselGroups: vesselGroupsProjection,
  announcements: announcementsProjection,
  fuelTypes: fuelTypesProjection,
  alerts: alertsProjection,
  shapoli: shapoliProjection,
  cii: ciiProjection,
  dashboards: dashboardsProjection,
  referenceCurves: referenceCurvesProjection,
  hullPerformance: hullPerformanceProjection,
  fouling: foulingProjection,
  featureMapping: featureMappingProjection,
  dataQuality: dataQualityProjection,
  analysisConfigurations: analysisConfigurationsProjection,
  vesselFiles: vesselFilesProjection,
  verifierGrants: verifierGrantsProjection,
} as const;

/**
 * Read models that grow with the log, kept in the store's tables (a row per part of each key's state)
 * instead of in every process's memory; read by key through `readModels.stored(name)`.
 */
export const storedProjections = {
  voyageLogs: voyageLogsProjection,
  incidents: incidentsProjection,
  notes: notesProjection,
} as const;

export type ProjectionKey = keyof typeof allProjections;
export type ProjectionStates = {
  [K in ProjectionKey]: ReturnType<(typeof allProjections)[K]["initialState"]>;
};
