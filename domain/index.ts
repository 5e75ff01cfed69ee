import type { AccessGroupEvent } from "./accessGroups/accessGroup.js";
import type { NotificationConditionEvent } from "./alerts/conditions.js";
import type { IncidentEvent } from "./alerts/incidents.js";
import type { AnnouncementEvent } from "./announcements/announcement.js";
import type { CiiAdjustmentEvent } from "./cii/adjustments.js";
import type { CompanyEvent } from "./companies/company.js";
import type { ReferenceCurveEvent } from "./curves/referenceCurve.js";
import type { DashboardAreaEvent } from "./dashboards/decisions.js";
import type { AnalysisConfigurationEvent } from "./dataAnalysis/configuration.js";
import type { DataQualityEvent } from "./dataQuality/actions.js";
import type { FeatureMappingEvent } from "./featureMapping/mapping.js";
import type { FuelTypeEvent } from "./fuel/fuelTypes.js";
import type { HullCoatingSet } from "./hullPerformance/coating.js";
import type { HullPerformanceEvent } from "./hullPerformance/events.js";
import type { FoulingChartConfigured } from "./hullPerformance/foulingConfig.js";
import type { SeaSurfaceTemperatureUpdated } from "./hullPerformance/manualSeaTemperature.js";
import type { ExportDatesCarriedOver, VesselDataImported } from "./imports/dataImported.js";
import type { LongTrendConfigurationSaved } from "./longTrends/configuration.js";
import type { NoteEvent } from "./notes/note.js";
import type { ShapoliEvent } from "./shapoli/records.js";
import type { UserEvent } from "./users/events.js";
import type { SessionEvent } from "./users/sessions.js";
import type { VerifierReadRecorded } from "./verifiers/readLog.js";
import type { VerifierAccessEvent } from "./verifiers/verifierAccess.js";
import type { VesselFileEvent } from "./vesselFiles/vesselFiles.js";
import type { VesselGroupEvent } from "./vesselGroups/vesselGroup.js";
import type { VesselEvent } from "./vessels/vessel.js";
import type { VoyageLogEvent } from "./voyageLog/voyageLog.js";

/** Every event type Keelson stores, as one union for projections to switch over. */
export type KeelsonEvent =
  | UserEvent
  | SessionEvent
  | CompanyEvent
  | VesselEvent
  | VesselDataImported
  | ExportDatesCarriedOver
  | AccessGroupEvent
  | VesselGroupEvent
  | AnnouncementEvent
  | VoyageLogEvent
  | FuelTypeEvent
  | NotificationConditionEvent
  | IncidentEvent
  | NoteEvent
  | ShapoliEvent
  | HullPerformanceEvent
  | HullCoatingSet
  | FoulingChartConfigured
  | SeaSurfaceTemperatureUpdated
  | CiiAdjustmentEvent
  | DashboardAreaEvent
  | ReferenceCurveEvent
  | FeatureMappingEvent
  | DataQualityEvent
  | AnalysisConfigurationEvent
  | LongTrendConfigurationSaved
  | VesselFileEvent
  | VerifierAccessEvent
  | VerifierReadRecorded;

export type StoredKeelsonEvent = import("./shared/events.js").Stored<KeelsonEvent>;
