import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FEATURES } from "../../domain/vessels/features.js";
import { buildApi } from "../../server/createApp.js";
import { DEMO_LOGINS } from "../../server/demo/demoFleet.js";
import { makeEmissionReady } from "../support/emissionReady.js";
import { startTestServer, type TestServer } from "../support/testServer.js";
import { domainParams, domainVariants, type Json } from "./fuzzDomain.js";
import { type WriteLedger, watchWrites } from "./writeLedger.js";

/**
 * Issue 9 "fuzz test of every route's schema": every /api/v1 route with a body or a path id gets,
 * as an administrator and as a crew user, wrong types for each field of a valid body, huge strings
 * and numbers, and odd ids. Issue 28: every write route also gets valid-shaped requests the rules
 * must judge (fuzzDomain.ts) — against a vessel without particulars, another company's records and
 * ids that name nothing, right-typed values a decision may refuse, dates in years outside the
 * regulations' tables — each valid request twice (duplicates). Whatever arrives: never a 500, a
 * refusal is a 4xx with a JSON `{message}`, and a refused request writes nothing: no event (each
 * request carries its own correlation id, which every event it causes would carry) and no write to
 * any other store (writeLedger.ts credits each write to the request it ran in).
 */

interface Ids {
  companyId: string;
  otherCompanyId: string;
  vesselId: string;
  userId: string;
  departureId: string;
  flowMeterId: string;
  fuelTankId: string;
  accessGroupId: string;
  vesselGroupId: string;
  announcementId: string;
  /** A record of each kind the write routes of RECORD_KINDS act on, by its path ("/Notes"). */
  records: Record<string, string>;
}

const NOTHING = "00000000-0000-4000-8000-00000000f022";
const AT = "2026-01-10T08:00:00.000Z";
const LATER = "2026-01-10T20:00:00.000Z";

const particulars = {
  name: "Fuzz Carrier",
  draftMean: 10,
  ballastDraftHigh: null,
  ballastDraftLow: null,
  ladenDraftHigh: null,
  ladenDraftLow: null,
  maxContinuousRating: 9000,
  speedMaxContinuousRating: 14,
  numberOfShafts: 1,
  vesselType: "Bulk carrier",
  deadweight: 50000,
  grossTonnage: 30000,
  yearBuilt: 2010,
  notes: "",
};

const notificationCondition = (ids: Ids): Json => ({
  name: "Fuzz exhaust",
  kind: "Threshold",
  vesselIds: [ids.vesselId],
  threshold: {
    variableName: "ME Exhaust Gas Temperature",
    comparison: "Above",
    warning: { high: 420 },
    critical: { high: 450 },
    sustainedMinutes: 10,
    hysteresis: 5,
  },
  channels: [{ email: "fuzz@fuzz.test" }],
});

/** A reference curve (spec 3 §3): a polynomial of order 2 through three points. */
const referenceCurve = (ids: Ids) => ({
  vesselId: ids.vesselId,
  name: "Fuzz curve",
  curveMode: "TimeCharter",
  curveFit: "Polynomial",
  regressionOrder: 2,
  xAxisLogVariableId: 1,
  yAxisLogVariableId: 2,
  points: [
    { x: 10, y: 500 },
    { x: 12, y: 800 },
    { x: 14, y: 1300 },
  ],
});

/** A dashboard widget (the id is the client's). */
const dashboardWidget = () => ({
  id: "00000000-0000-4000-8000-00000000d001",
  name: "Fuzz",
  configId: null,
  type: "WelcomeWidget",
  active: true,
  layout: { x: 0, y: 0, w: 4, h: 4 },
});
const tableWidgetConfig = (ids: Ids) => ({
  displayType: "VesselDataTable",
  configurationName: "Fuzz",
  vessels: [{ id: ids.vesselId }],
  columns: [
    {
      logVariables: [{ id: 1, unitCaption: "knot" }],
      calculationType: "Averaged",
      hours: 24,
      fromDate: AT,
      toDate: "2026-01-11T08:00:00.000Z",
      fromAndToDatesCalculationType: "Averaged",
      sequence: 0,
    },
  ],
});

/** A feature configuration (spec 3 §7, /featuremapping/configuration). */
const fuzzFeature = {
  featureName: "Speed Through Water",
  logVariableId: null,
  intervalSeconds: 60,
  min: 0,
  max: 30,
  frozenLimitMinutes: 45,
};
const fuzzOutlierAction = (ids: Ids) => ({
  vesselId: ids.vesselId,
  featureName: "Speed Through Water",
  from: AT,
  to: AT,
  reason: "Fuzz",
});

/**
 * A valid body for every route that takes one (null: the route takes none). The suite fails when a
 * POST or PUT route is missing here, so a new route is fuzzed from the day it is added.
 */
const BODIES: Record<string, (ids: Ids) => Json> = {
  "POST /Authenticate": () => ({ username: "nobody@fuzz.test", password: "wrong-password" }),
  "POST /Account/LostPassword": () => ({ Email: "nobody@fuzz.test" }),
  "POST /Account/ResetPassword": () => ({
    Username: "nobody@fuzz.test",
    Token: "abc",
    Password: "new-pass-1",
  }),
  "POST /Account/ChangePassword": () => ({
    Username: "nobody@fuzz.test",
    CurrentPassword: "old-pass-1",
    NewPassword: "new-pass-1",
  }),
  "POST /Users/SetCompany/:companyId": () => null,
  "POST /Users/Post": (ids) => ({
    name: "Fuzz Person",
    email: "fuzz.person@fuzz.test",
    title: "Tester",
    phoneNumber: "+47 1",
    role: "User",
    daysBeforeDataOutdated: 2,
    companyId: ids.companyId,
  }),
  "PUT /Users/Put": (ids) => ({
    id: ids.userId,
    name: "Fuzz Target",
    email: "fuzz.target@fuzz.test",
    title: "Target",
    phoneNumber: "+47 2",
    role: "User",
    daysBeforeDataOutdated: 2,
  }),
  "POST /Users/GenerateApiKey": (ids) => ({ userId: ids.userId }),
  "POST /Users/ClearApiKey": (ids) => ({ userId: ids.userId }),
  "PUT /Verifiers/:userId/Access": (ids) => ({
    vesselIds: [ids.vesselId],
    years: [2025],
    expiresAt: "2026-12-31T23:59:59Z",
  }),
  "POST /Companies": () => ({
    name: "Fuzz Shipping",
    contactName: "Fuzz",
    contactPhone: "+47 3",
    contactEmail: "ops@fuzz.test",
    subscriptionStatus: "Active",
    dcMasterDataCompanyId: "",
    notes: "",
  }),
  "PUT /Companies/:id": () => ({
    name: "Fuzz Shipping Two",
    contactName: "Fuzz",
    contactPhone: "+47 3",
    contactEmail: "ops@fuzz.test",
    subscriptionStatus: "Active",
    dcMasterDataCompanyId: "",
    notes: "",
  }),
  "PUT /Companies/:id/KognifaiKeys": () => ({
    kognifaiTenantId: "fuzz-tenant",
    clientId: "fuzz-client",
    clientSecret: "fuzz-secret",
    expiresAt: "2030-01-01T00:00:00Z",
  }),
  "PUT /Companies/:id/RawRetention": () => ({ rawRetentionMonths: 24 }),
  "PUT /Vessels/:id/Draft": () => ({ draftMean: 10 }),
  "PUT /Vessels/:id": () => particulars,
  "POST /VesselAdministrations": () => ({ ...particulars, imoNumber: "9999917", companyId: null }),
  "PUT /VesselAdministrations/UpdateVeracityKey": (ids) => ({
    vesselId: ids.vesselId,
    veracityKey: "fuzz-key",
    expirationDate: null,
  }),
  "PUT /VesselAdministrations/:id": () => particulars,
  "POST /VesselAdministrations/:id/Assign": (ids) => ({ companyId: ids.companyId }),
  "POST /VesselAdministrations/:id/SetDataReceiver": () => null,
  "POST /VesselAdministrations/:id/UnsetDataReceiver": () => null,
  "POST /VesselAdministrations/:id/ArchiveVessel": () => null,
  "POST /VesselAdministrations/:id/ActivateVessel": () => null,
  "POST /VesselAdministrations/:id/DeactivateVessel": () => null,
  "POST /VesselAdministrations/:id/Unassign": () => null,
  "POST /VesselAdministrations/:id/ActivateFeature": () => ({ featureId: 1 }),
  "POST /VesselAdministrations/:id/DeactivateFeature": () => ({ featureId: 1 }),
  "POST /VesselAdministrations/:id/AddCargoUnit": () => ({ cargoUnitId: 1 }),
  "POST /VesselAdministrations/:id/RemoveCargoUnit": () => ({ cargoUnitId: 1 }),
  "POST /Announcement": () => ({ title: "Fuzz", announcementDetails: "Details", companyId: null }),
  "POST /ClientErrors": () => ({
    source: "react-caught",
    message: "Fuzz",
    name: "Error",
    stack: null,
    componentStack: null,
    route: "/FleetOverview",
    build: "fuzz",
    userAgent: "fuzz",
  }),
  "POST /Verification/Checkpoint": () => null,
  "POST /Verification/SelfCheck": () => null,
  "PUT /Verification/Company/Addresses": () => ({ addresses: ["verify@fuzz.test"] }),
  "POST /Verification/Company/Mail": () => null,
  "POST /Announcement/ReadByUser": (ids) => [{ AnnouncementId: ids.announcementId }],
  "POST /Announcement/SendEmailToOnlineUser": (ids) => ({ announcementId: ids.announcementId }),
  "POST /Dashboard": () => ({ name: "Fuzz", widgets: [dashboardWidget()] }),
  "PUT /Dashboard": () => ({
    id: NOTHING,
    name: "Fuzz",
    widgets: [dashboardWidget()],
    userIdsSharedWith: [],
  }),
  "PUT /Dashboard/Sequence": () => ({ ids: [NOTHING] }),
  "POST /Dashboard/:id/Widgets": () => ({ widget: dashboardWidget() }),
  "PUT /Dashboard/:id/Widgets/:widgetId": () => ({ widget: dashboardWidget() }),
  ...Object.fromEntries(
    [
      "PerformanceStatusWidgetConfiguration",
      "NotificationWidgets",
      "FoulingOverviewWidget",
      "CiiWidgetConfigs",
    ].flatMap((kind) => [
      [`POST /${kind}`, (ids: Ids) => ({ vessels: [{ id: ids.vesselId }] })],
      [`PUT /${kind}/:id`, (ids: Ids) => ({ vessels: [{ id: ids.vesselId }] })],
      [`PUT /${kind}`, (ids: Ids) => ({ id: NOTHING, vessels: [{ id: ids.vesselId }] })],
    ]),
  ),
  "POST /TableWidgetConfiguration": (ids) => tableWidgetConfig(ids),
  "PUT /TableWidgetConfiguration/:id": (ids) => tableWidgetConfig(ids),
  "PUT /TableWidgetConfiguration": (ids) => ({ id: NOTHING, ...tableWidgetConfig(ids) }),
  "POST /NotificationConditions": (ids) => notificationCondition(ids),
  "PUT /NotificationConditions/:id": (ids) => notificationCondition(ids),
  "PUT /Incidents/:id": () => null,
  "POST /Cii/Calculate": () => ({
    vesselTypeId: 1,
    deadweight: 50000,
    grossTonnage: 30000,
    year: 2024,
    distanceNm: 1000,
    fuels: [{ fuelType: "HFO", tonnes: 100 }],
  }),
  "PUT /Cii/CorrectionFactors/:vesselId/:year": () => ({ fi: 1, fm: 1, fc: 1, fiVse: 1 }),
  "POST /Cii/Adjustments/:vesselId": () => ({
    kind: "IceNavigation",
    from: "2025-01-01T00:00:00Z",
    to: "2025-01-02T00:00:00Z",
    distanceNm: 10,
    fuels: [],
    note: "Fuzz",
  }),
  "PUT /featuremapping/configuration": () => ({ features: [fuzzFeature] }),
  "PUT /DataQuality/DataOutage/Configuration": () => ({ thresholdMinutes: 30 }),
  "POST /DataQuality/Outliers/Config": () => ({ features: [fuzzFeature] }),
  "PUT /DataQuality/Outliers/TakeAction/Acknowledge": (ids) => fuzzOutlierAction(ids),
  "PUT /DataQuality/Outliers/TakeAction/Delete": (ids) => fuzzOutlierAction(ids),
  "PUT /DataQuality/Outliers/TakeAction/Clear": (ids) => ({
    vesselId: ids.vesselId,
    actionId: "00000000-0000-4000-8000-00000000a001",
    reason: "Fuzz",
  }),
  "POST /Notes": (ids) => ({ vesselId: ids.vesselId, body: "Fuzz note" }),
  "PUT /Notes/:id": () => ({ body: "Fuzz note, edited", version: 0 }),
  "POST /Curves": (ids) => referenceCurve(ids),
  "PUT /Curves/:id": (ids) => ({ ...referenceCurve(ids), version: 0 }),
  "POST /Curves/Report": () => ({ curveId: "00000000-0000-4000-8000-00000000c001", predictions: [12] }),
  "POST /Kognifai/Curves": (ids) => referenceCurve(ids),
  "PUT /Kognifai/Curves/:id": (ids) => ({ ...referenceCurve(ids), version: 0 }),
  "PUT /LongTrendConfigurations": (ids) => ({
    vesselId: ids.vesselId,
    longTrendIds: `${ids.vesselId}:speed;${ids.vesselId}:rpm`,
    timeConfigurationType: "LastPeriod",
    lastNumberDays: 90,
  }),
  "PUT /DataAnalysisConfigurations": (ids) => ({
    vesselId: ids.vesselId,
    logVariableIds: "|",
    timeConfigurationType: "LastPeriod",
    lastNumberDays: 1,
    dataInterval: "Auto",
  }),
  "PUT /LoggingHistoryConfigurations": (ids) => ({
    vesselId: ids.vesselId,
    logVariableIds: "|",
    timeConfigurationType: "AllValues",
  }),
  // A JSON body is no multipart upload: refused with the no-file message.
  "POST /VesselFiles/:id": () => ({ file: "x" }),
  "POST /EmissionCompliance/upload-multiple": () => ({ files: "x" }),
  "PUT /VesselFiles": () => ({ id: "00000000-0000-4000-8000-00000000f001", fileName: "Fuzz.pdf" }),
  "PUT /VesselFiles/Folders": (ids) => ({ vesselId: ids.vesselId, from: "Fuzz", to: "Fuzz 2" }),
  "POST /VesselFiles/:id/Restore": () => null,
  "POST /Incidents": (ids) => ({ vesselId: ids.vesselId }),
  "PUT /Vessels/:id/ShaftPowerLimitation": () => ({ limitedPower: 6000, unlimitedPower: 8000 }),
  "PUT /Shapoli/Breaches/Record": (ids) => ({ vesselId: ids.vesselId, breachStartDate: AT, reason: "Fuzz" }),
  "PUT /Fouling/Reference/:vesselId": () => ({
    breadth: 32,
    windCoefficient: 0.00025,
    reference: [
      {
        draft: 12,
        points: [
          [10, 3000],
          [14, 8000],
        ],
      },
    ],
  }),
  "POST /Iso19030Events": (ids) => ({ vesselId: ids.vesselId, eventType: "HullCleaning", startTime: AT }),
  "PATCH /Iso19030Events/:id": () => ({ description: "Fuzz" }),
  "POST /Iso19030/TriggerValue/:vesselId": () => ({ triggerValue: 2 }),
  "PUT /Fouling/SpeedLogCalibration/:vesselId": () => ({
    calibrations: [{ validFrom: AT, factor: 0.98, certificate: "Fuzz" }],
  }),
  "PUT /LongTrends": (ids) => ({
    id: `${ids.vesselId}:speed`,
    useInVesselStatus: true,
    useManualBenchmarkLevel: true,
    manualBenchmarkLevel: "-5",
  }),
  "POST /VesselCategories": () => ({ name: "Fuzz group" }),
  "POST /VesselCategories/AddVessel": (ids) => ({
    vesselId: ids.vesselId,
    vesselCategoryId: ids.accessGroupId,
  }),
  "POST /VesselCategories/RemoveVessel": (ids) => ({
    vesselId: ids.vesselId,
    vesselCategoryId: ids.accessGroupId,
  }),
  "POST /VesselCategories/AddUser": (ids) => ({ userId: ids.userId, vesselCategoryId: ids.accessGroupId }),
  "POST /VesselCategories/RemoveUser": (ids) => ({ userId: ids.userId, vesselCategoryId: ids.accessGroupId }),
  "PUT /VesselCategories/:id": () => ({ name: "Fuzz group 2" }),
  "POST /VesselGroups": () => ({ name: "Fuzz vg" }),
  "POST /VesselGroups/AddVessel": (ids) => ({ vesselId: ids.vesselId, vesselGroupId: ids.vesselGroupId }),
  "POST /VesselGroups/RemoveVessel": (ids) => ({ vesselId: ids.vesselId, vesselGroupId: ids.vesselGroupId }),
  "PUT /VesselGroups/:id": () => ({ name: "Fuzz vg 2" }),
  "POST /EmissionReportVesselEvents": (ids) => ({
    vesselId: ids.vesselId,
    timestamp: "2026-01-12T08:00:00.000Z",
    type: "Arrival",
    source: "Office",
    port: { name: "Rotterdam", loCode: "NLRTM" },
    location: { latitude: 51.9, longitude: 4.1 },
  }),
  "PUT /EmissionReportVesselEvents/:id": () => ({
    version: 0,
    timestamp: AT,
    voyage: { name: "Fuzz voyage", type: "Laden", isNonCommercial: false },
    port: { name: "Oslo", loCode: "NOOSL" },
  }),
  "PUT /EmissionReportVesselEvents/:id/Distance": () => ({ manualDistanceByGPS: 10, version: 0 }),
  "POST /EmissionReportVesselEvents/:id/ConfirmVoyageInformation": () => null,
  "POST /EmissionReportVesselEvents/:id/UnconfirmVoyageInformation": () => null,
  "POST /EmissionReportVesselEvents/:id/ConfirmVoyageData": () => null,
  "POST /EmissionReportVesselEvents/:id/UnconfirmVoyageData": () => null,
  "POST /VesselEventCargoDetails": (ids) => ({
    vesselEventId: ids.departureId,
    cargoUnitId: 1,
    cargoCarried: 5,
  }),
  "POST /FlowMeters": (ids) => ({
    vesselId: ids.vesselId,
    name: "Fuzz meter 2",
    fuelTypeId: "default-hfo",
    fuelConsumptionSources: [1],
    fuelMassFlowRateLogVariableId: null,
  }),
  "POST /FuelTanks": (ids) => ({
    vesselId: ids.vesselId,
    name: "Fuzz tank 2",
    fuelTypeId: "default-hfo",
    fuelConsumptionSources: [1],
  }),
  "POST /FlowMeterFuelConsumptions": (ids) => ({
    vesselEventId: ids.departureId,
    flowMeterId: ids.flowMeterId,
    startAt: AT,
    endAt: LATER,
    fuelConsumptionInTon: 1,
  }),
  "PUT /FlowMeterFuelConsumptions/:id": () => ({ fuelConsumptionInTon: 1 }),
  "POST /FuelTankFuelConsumptions": (ids) => ({
    fuelTankId: ids.fuelTankId,
    vesselEventId: ids.departureId,
    startAt: AT,
    endAt: LATER,
    fuelConsumptionInTon: 1,
  }),
  "POST /FlowMeterOperations": (ids) => ({
    flowMeterId: ids.flowMeterId,
    timestamp: AT,
    fuelTypeId: "default-hfo",
    estimatedFuelMassFlowRateInTonDay: 10,
  }),
  "POST /FuelTankOperations": (ids) => ({
    fuelTankId: ids.fuelTankId,
    timestamp: AT,
    fuelTypeId: "default-hfo",
    fuelDensity: 0.9,
    fuelAdjustmentInTon: 10,
    sulphurContent: 0.5,
  }),
  "POST /FuelTankSoundings": (ids) => ({
    fuelTankId: ids.fuelTankId,
    timestamp: AT,
    fuelAmountInTon: 1,
    fuelAmountInCubicMetres: 1,
    fuelTemperatureInDegreesCelcius: 20,
  }),
  "POST /ShipToShipTransfers": (ids) => ({
    vesselId: ids.vesselId,
    timestamp: AT,
    direction: "Delivered",
    fuelTypeId: "default-hfo",
    fuelTankId: ids.fuelTankId,
    amountInTon: 10,
    otherShipName: "Fuzz tanker",
    otherShipImoNumber: "9074729",
  }),
  "POST /FuelTypes": () => ({ name: "Fuzz fuel", shortName: "FZ", carbonEmissionFactor: 3 }),
  "PUT /Vessels/:id/EmissionSettings": () => ({
    portOfRegistry: "Oslo",
    homePort: "Oslo",
    ownerCompanyName: "Owner",
    ownerCompanyAddress: "Street 1",
    operatorCompanyName: "Operator",
    operatorCompanyAddress: "Street 2",
    emissionsContactPersonName: "Contact",
    emissionsContactPersonAddress: "Street 3",
    emissionsContactPersonPhone: "+47 4",
    emissionsContactPersonEmail: "contact@fuzz.test",
    energyEfficiencyDesignIndex: 5,
    estimatedIndexValue: 5,
    auxiliaryEnginesPower: 1000,
    mainPropulsionPower: 9000,
    deadweight: 50000,
    netTonnage: 20000,
    grossTonnage: 30000,
    vesselTypeId: 1,
    iceClassId: 1,
    numberOfShafts: 1,
  }),
  "POST /EmissionReportVesselEvents/:departureId/UploadDnvVoyageData": () => null,
  "POST /EmissionReport/GenerateExcelTemplate": (ids) => ({ vesselId: ids.vesselId }),
  // Multipart uploads: a JSON body of any shape must be refused cleanly.
  "POST /EmissionReport/Upload/:vesselId": () => ({ file: "x" }),
  "POST /FuelEU/Pool": (ids) => ({ year: 2026, vesselIds: [ids.vesselId] }),
  "POST /Fouling/HullCoatingVessels": (ids) => ({ vesselIds: [ids.vesselId] }),
  "POST /Fouling/HullCoatingVessel": (ids) => ({
    vesselId: ids.vesselId,
    coatingTypeId: 1,
    manufacturerId: 1,
    productName: "Fuzz coat",
    appliedOn: "2025-05-01",
    notes: "",
  }),
  "POST /Fouling/Configs": (ids) => ({ vesselIds: [ids.vesselId] }),
  "POST /Fouling/LatestStatistics": (ids) => ({ vesselIds: [ids.vesselId] }),
  "POST /LogData/LastReceived": () => ({ logVariableIds: [1] }),
  "POST /LogData/Calculated/Averaged": () => ({
    logVariableIds: [1],
    fromDate: "2026-01-09T08:00:00.000Z",
    toDate: AT,
  }),
  "POST /LogData/Calculated/Accumulated": () => ({
    logVariableIds: [1],
    fromDate: "2026-01-09T08:00:00.000Z",
    toDate: AT,
  }),
  "PUT /Fouling/SeaSurfaceTemperature/:vesselId": () => ({
    entries: { "2025-05-01T06:00:00Z": { seaSurfaceTemperature: 20, latitude: 10, longitude: 10 } },
  }),
  "POST /Fouling/AddedFuelConsumptions": (ids) => ({ vesselIds: [ids.vesselId] }),
  "PUT /Fouling/Config": (ids) => ({
    vesselId: ids.vesselId,
    periodDays: 90,
    showTrend: true,
    showEvents: true,
    benchmark: null,
  }),
  "POST /FuelEU/Calculate": () => ({
    year: 2025,
    fuels: [{ fuelType: "HFO", tonnes: 10, scope: "intraEu" }],
  }),
  "POST /Imports": () => ({ file: "x" }),
  "POST /Taxonomy/Excel": () => ({ file: "x" }),
  "POST /Imports/Retry": () => ({ importPath: "nothing.zip" }),
  "POST /Queue/:queue": () => ({ importPath: "nothing.zip" }),
  // Act on everything at once, with neither body nor id to vary: not fuzzed.
  "POST /FailedImports/RetryAll": () => null,
};

const ODD_IDS = [
  "__proto__",
  "constructor",
  "toString",
  encodeURIComponent("../x"),
  "x".repeat(5000),
  "-1",
  "0",
  "1e308",
  "not-a-uuid",
  `${NOTHING}x`,
];
/** Twice the longest text limit (10,000) yet small enough that a body of a dozen such fields stays under the 256 KB body limit, so the schema is what refuses it (bodies past the limit: tests/security/limits.test.ts). */
const HUGE_TEXT = "x".repeat(20_000);

/** Wrong values for a field, by the type of its valid value (the crew user gets a sample). */
function wrongValuesFor(value: Json, thorough: boolean): Json[] {
  if (!thorough) return [{}];
  if (typeof value === "string") return [true, {}, [], null, 12345];
  if (typeof value === "number") return [true, {}, [], "abc", "NaN", 1e308, -1e308];
  if (typeof value === "boolean") return [{}, "true", 1];
  if (Array.isArray(value)) return [true, {}, "x", [{}]];
  return [true, [], "x"];
}

interface Mutation {
  body: Json;
  /** A value of the wrong type or size where the valid body has text or a number: must be refused. */
  mustRefuse: boolean;
}

const isScalar = (value: Json) => typeof value === "string" || typeof value === "number";
const TYPE_ERRORS: Json[] = [true, {}, []];
const isTypeError = (wrong: Json) => wrong === true || (typeof wrong === "object" && wrong !== null);

/** Bodies that differ from a valid one in one field (one level deep into objects and lists). */
function mutations(body: Json, thorough: boolean): Mutation[] {
  const wholes: Json[] = thorough ? [true, "x", 12, [], null] : [[]];
  if (Array.isArray(body)) {
    const out = wholes.map((whole) => ({ body: whole, mustRefuse: !Array.isArray(whole) }));
    for (const item of body.slice(0, 1))
      for (const m of mutations(item, thorough)) out.push({ body: [m.body], mustRefuse: m.mustRefuse });
    return out;
  }
  const out = wholes.map((whole) => ({ body: whole, mustRefuse: true }));
  if (body === null || typeof body !== "object") return out;
  const huge: Record<string, Json> = {};
  for (const [key, value] of Object.entries(body)) {
    for (const wrong of wrongValuesFor(value, thorough))
      out.push({ body: { ...body, [key]: wrong }, mustRefuse: isScalar(value) && isTypeError(wrong) });
    if (value && typeof value === "object" && !Array.isArray(value) && thorough)
      for (const [inner, innerValue] of Object.entries(value))
        for (const wrong of TYPE_ERRORS)
          out.push({
            body: { ...body, [key]: { ...value, [inner]: wrong } },
            mustRefuse: isScalar(innerValue),
          });
    huge[key] = typeof value === "string" ? HUGE_TEXT : typeof value === "number" ? 1e308 : value;
  }
  if (thorough && Object.values(body).some((v) => typeof v === "string"))
    out.push({ body: huge, mustRefuse: true });
  return out;
}

/**
 * Kinds of record the fuzzer creates one of (as the administrator, with the valid body of their POST),
 * so that the valid requests of their PUT, PATCH and DELETE routes reach the decisions, not a 404.
 */
const RECORD_KINDS = [
  "/Notes",
  "/Dashboard",
  "/NotificationConditions",
  "/Iso19030Events",
  "/PerformanceStatusWidgetConfiguration",
  "/NotificationWidgets",
  "/CiiWidgetConfigs",
  "/FoulingOverviewWidget",
  "/FuelTypes",
];

/** A valid value for a path parameter of a route (the body is what varies then). */
function validParam(path: string, name: string, ids: Ids): string {
  if (name === "companyId") return ids.companyId;
  if (name === "queue") return "imports";
  if (name === "date") return "2026-01-10";
  if (name === "days") return "2";
  if (name === "year") return "2026";
  if (name === "kind") return "vessel";
  if (name === "cargoUnitId") return "1";
  if (name === "departureId" || name === "vesselEventId") return ids.departureId;
  if (name === "vesselId") return ids.vesselId;
  if (path.startsWith("/Companies/")) return ids.otherCompanyId;
  if (path.startsWith("/Users/")) return ids.userId;
  if (path.startsWith("/VesselCategories/")) return ids.accessGroupId;
  if (path.startsWith("/VesselGroups/")) return ids.vesselGroupId;
  if (path.startsWith("/EmissionReportVesselEvents/")) return ids.departureId;
  if (path.startsWith("/Announcement/")) return ids.announcementId;
  if (path.startsWith("/Vessel")) return ids.vesselId;
  const kind = RECORD_KINDS.find((k) => path.startsWith(`${k}/`));
  return (name === "id" && kind && ids.records[kind]) || NOTHING;
}

const fill = (path: string, params: Record<string, string>) =>
  path.replace(/:(\w+)/g, (_, name: string) => params[name] ?? NOTHING);

interface Probe {
  /** The route, "METHOD /path/:param". */
  route: string;
  method: string;
  path: string;
  body?: Json;
  token: string;
  who: string;
  /** An odd value in a path id: must never be accepted. */
  oddId?: boolean;
  /** A body with a wrong type or a huge text: must never be accepted. */
  mustRefuse?: boolean;
  /** Sent this many times one after the other (a duplicate must be refused or stored once). */
  times?: number;
}

interface Outcome {
  probe: Probe;
  status: number;
  body: unknown;
  correlationId: string;
}

let server: TestServer;
let ids: Ids;
/** The records a rule may refuse to act on: the fixture's, a bare vessel's, another company's, none. */
let scenarios: Array<{ name: string; ids: Ids }>;
let admin: string;
let crew: string;
let ledger: WriteLedger;

async function must<T>(method: string, path: string, token: string, body?: unknown): Promise<T> {
  const answer = await server.api<T>(method, path, { token, body });
  if (answer.status >= 300)
    throw new Error(`${method} ${path}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body;
}

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.login("admin@keelson.demo", "demo-admin");
  crew = await server.login("crew@nordicbulk.demo", "demo-user");
  const crewUser = await must<{ companyId: string }>("GET", "/Users/Get", crew);
  await must("POST", `/Users/SetCompany/${crewUser.companyId}`, admin);
  const vessels = await must<{ id: string; name: string }[]>("GET", "/Vessels", crew);
  const vesselId = vessels.find((v) => v.name === "Nordic Aurora")!.id;
  await makeEmissionReady(server, vesselId);
  const companies = await must<{ id: string }[]>("GET", "/Companies", admin);
  const user = await must<{ id: string }>("POST", "/Users/Post", admin, {
    name: "Fuzz Target",
    email: "fuzz.target@fuzz.test",
    title: "Target",
    role: "User",
    password: "fuzz-target-1",
  });
  const departure = await must<{ id: string }>("POST", "/EmissionReportVesselEvents", crew, {
    vesselId,
    timestamp: AT,
    type: "Departure",
    voyage: { name: "Fuzz voyage", type: "Laden" },
    port: { name: "Oslo", loCode: "NOOSL" },
  });
  const meter = await must<{ id: string }>("POST", "/FlowMeters", crew, {
    vesselId,
    name: "Fuzz meter",
    fuelTypeId: "default-hfo",
    fuelConsumptionSources: [1],
  });
  const tank = await must<{ id: string }>("POST", "/FuelTanks", crew, {
    vesselId,
    name: "Fuzz tank",
    fuelTypeId: "default-hfo",
    fuelConsumptionSources: [1],
  });
  const group = await must<{ id: string }>("POST", "/VesselCategories", admin, { name: "Fuzz access" });
  const vesselGroup = await must<{ id: string }>("POST", "/VesselGroups", crew, { name: "Fuzz" });
  const announcement = await must<{ announcementId: string }>("POST", "/Announcement", admin, {
    title: "Fuzz",
    announcementDetails: "Fuzz",
  });
  ids = {
    companyId: crewUser.companyId,
    otherCompanyId: companies.find((c) => c.id !== crewUser.companyId)!.id,
    vesselId,
    userId: user.id,
    departureId: departure.id,
    flowMeterId: meter.id,
    fuelTankId: tank.id,
    accessGroupId: group.id,
    vesselGroupId: vesselGroup.id,
    announcementId: announcement.announcementId,
    records: {},
  };
  for (const kind of RECORD_KINDS) {
    const created = await must<{ id: string }>("POST", kind, admin, BODIES[`POST ${kind}`]!(ids));
    ids.records[kind] = created.id;
  }
  // Every module on, no particulars: the CII has no deadweight, the reports no emission settings.
  const bare = await must<{ id: string }>("POST", "/VesselAdministrations", admin, {
    ...particulars,
    name: "Fuzz Bare",
    imoNumber: "9999929",
    deadweight: null,
    grossTonnage: null,
    companyId: ids.companyId,
  });
  for (const feature of FEATURES)
    await must("POST", `/VesselAdministrations/${bare.id}/ActivateFeature`, admin, { featureId: feature.id });
  const ops = await server.login(DEMO_LOGINS.ops.email, DEMO_LOGINS.ops.password);
  const foreignVessel = (await must<{ id: string }[]>("GET", "/Vessels", ops))[0]!.id;
  const foreignUser = (await must<{ id: string }>("GET", "/Users/Get", ops)).id;
  const none = {
    ...(Object.fromEntries(Object.keys(ids).map((key) => [key, NOTHING])) as unknown as Ids),
    records: {},
  };
  scenarios = [
    { name: "fixture", ids },
    { name: "bare vessel", ids: { ...ids, vesselId: bare.id } },
    { name: "another company's", ids: { ...ids, vesselId: foreignVessel, userId: foreignUser } },
    { name: "nothing", ids: none },
  ];
  ledger = await watchWrites(server.ctx);
}, 120_000);
afterAll(() => server?.close());

/** Calls that end the caller's own session: fuzzing them would sign the fuzzer out (tests/security/session.test.ts covers them). */
const ENDS_THE_SESSION = new Set(["POST /Authenticate/Logout"]);
/** Valid calls that would move the fuzzer's administrator to another company, or do one thing to everything at once. */
const NOT_DECIDED_ON = new Set(["POST /Users/SetCompany/:companyId", "POST /FailedImports/RetryAll"]);
/**
 * Valid calls that take the fixture away (its vessel, users, voyage, meters) or give the bare vessel
 * its particulars: sent after all others.
 */
const CHANGES_THE_FIXTURE =
  /^DELETE |^PUT \/(Vessels|VesselAdministrations)\/:id$|\/(EmissionSettings|ArchiveVessel|DeactivateVessel|Unassign|Assign|DeactivateFeature|RemoveCargoUnit|UnsetDataReceiver|SetDataReceiver)$/;
const WRITES = new Set(["POST", "PUT", "PATCH", "DELETE"]);

function routesOfTheApp(): { method: string; path: string }[] {
  const seen = new Map<string, { method: string; path: string }>();
  for (const route of buildApi(server.ctx).routes) {
    if (route.method === "ALL" || ENDS_THE_SESSION.has(`${route.method} ${route.path}`)) continue;
    seen.set(`${route.method} ${route.path}`, { method: route.method, path: route.path });
  }
  return [...seen.values()];
}

function probesOf(route: { method: string; path: string }): Probe[] {
  const key = `${route.method} ${route.path}`;
  const names = [...route.path.matchAll(/:(\w+)/g)].map((m) => m[1]!);
  const params = Object.fromEntries(names.map((n) => [n, validParam(route.path, n, ids)]));
  const sample = BODIES[key]?.(ids) ?? null;
  const probes: Probe[] = [];
  for (const [token, who, thorough] of [
    [admin, "administrator", true],
    [crew, "crew", false],
  ] as const) {
    for (const name of names)
      for (const odd of thorough ? ODD_IDS : ODD_IDS.slice(0, 3))
        probes.push({
          route: key,
          method: route.method,
          path: fill(route.path, { ...params, [name]: odd }),
          body: sample ?? undefined,
          token,
          who,
          oddId: /id$/i.test(name),
        });
    if (sample !== null)
      for (const { body, mustRefuse } of mutations(sample, thorough))
        probes.push({
          route: key,
          method: route.method,
          path: fill(route.path, params),
          body,
          token,
          who,
          mustRefuse,
        });
  }
  return probes;
}

/**
 * Valid-shaped requests to a write route that its decisions must judge, by the administrator
 * (every field varied) and the crew user (the records varied): the valid request against each
 * scenario's records (the fixture's twice); right-typed values a rule may refuse in body and path.
 */
function domainProbesOf(route: { method: string; path: string }): Probe[] {
  const key = `${route.method} ${route.path}`;
  if (!WRITES.has(route.method) || NOT_DECIDED_ON.has(key)) return [];
  const names = [...route.path.matchAll(/:(\w+)/g)].map((m) => m[1]!);
  const probes: Probe[] = [];
  for (const [token, who, thorough] of [
    [admin, "administrator", true],
    [crew, "crew", false],
  ] as const) {
    for (const scenario of thorough ? scenarios : scenarios.slice(0, 3)) {
      const params = Object.fromEntries(names.map((n) => [n, validParam(route.path, n, scenario.ids)]));
      const body = BODIES[key]?.(scenario.ids) ?? undefined;
      const path = fill(route.path, params);
      const times = scenario.ids === ids ? 2 : 1;
      probes.push({ route: key, method: route.method, path, body: body ?? undefined, token, who, times });
    }
    if (!thorough) continue;
    const params = Object.fromEntries(names.map((n) => [n, validParam(route.path, n, ids)]));
    const sample = BODIES[key]?.(ids) ?? null;
    const others = [scenarios[2]!.ids.vesselId, NOTHING];
    if (sample !== null)
      for (const body of domainVariants(sample, others))
        probes.push({ route: key, method: route.method, path: fill(route.path, params), body, token, who });
    for (const name of names)
      for (const value of domainParams(name))
        probes.push({
          route: key,
          method: route.method,
          path: fill(route.path, { ...params, [name]: value }),
          body: sample ?? undefined,
          token,
          who,
        });
  }
  return probes;
}

let sent = 0;
async function send(probe: Probe): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  for (let time = 0; time < (probe.times ?? 1); time++) {
    const correlationId = `fuzz-${(sent++).toString().padStart(8, "0")}`;
    const answer = await server.api(probe.method, probe.path, {
      token: probe.token,
      body: probe.body,
      headers: { "x-correlation-id": correlationId },
    });
    outcomes.push({ probe, status: answer.status, body: answer.body, correlationId });
  }
  return outcomes;
}

async function inParallel<T, R>(items: T[], width: number, work: (item: T, i: number) => Promise<R>) {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) {
        const i = next++;
        results[i] = await work(items[i]!, i);
      }
    }),
  );
  return results;
}

const isMessage = (body: unknown) => typeof (body as { message?: unknown } | null)?.message === "string";
/** `{message}`; the template upload answers its list of `{message}` per broken cell (spec 2 §8). */
const hasMessage = (o: Outcome) =>
  isMessage(o.body) ||
  (o.probe.path.startsWith("/EmissionReport/Upload/") &&
    Array.isArray(o.body) &&
    o.body.length > 0 &&
    o.body.every(isMessage));

const describeProbe = (o: Outcome) =>
  `${o.probe.who} ${o.probe.method} ${o.probe.path.slice(0, 80)} ${JSON.stringify(o.probe.body ?? null).slice(0, 120)} -> ${o.status} ${JSON.stringify(o.body).slice(0, 160)}`;

describe("fuzzing every route's schema and path ids", () => {
  it("knows a valid body for every route that takes one", () => {
    const missing = routesOfTheApp()
      .filter((r) => r.method === "POST" || r.method === "PUT" || r.method === "PATCH")
      .map((r) => `${r.method} ${r.path}`)
      .filter((key) => !(key in BODIES));
    expect(missing).toEqual([]);
  });

  it("never answers 500, refuses with a JSON message, and writes nothing for a refused request", async () => {
    const routes = routesOfTheApp();
    const changesTheFixture = (r: { method: string; path: string }) =>
      CHANGES_THE_FIXTURE.test(`${r.method} ${r.path}`);
    const phases = {
      schema: routes.flatMap(probesOf),
      rules: routes.filter((r) => !changesTheFixture(r)).flatMap(domainProbesOf),
      "rules, fixture changed": routes.filter(changesTheFixture).flatMap(domainProbesOf),
    };
    const before = await server.ctx.store.headPosition();
    const outcomes: Outcome[] = [];
    const timings: string[] = [];
    for (const [phase, probes] of Object.entries(phases)) {
      const started = Date.now();
      const answered = (await inParallel(probes, 12, send)).flat();
      outcomes.push(...answered);
      timings.push(`${phase}: ${answered.length} requests in ${Date.now() - started} ms`);
    }

    const crashes = outcomes.filter((o) => o.status >= 500).map(describeProbe);
    expect(crashes).toEqual([]);

    const refused = outcomes.filter((o) => o.status >= 400);
    const withoutMessage = refused.filter((o) => !hasMessage(o)).map(describeProbe);
    expect(withoutMessage).toEqual([]);

    const refusedIds = new Map(refused.map((o) => [o.correlationId, o]));
    const written = refused.flatMap((o) => ledger.of(o.correlationId).map((w) => ({ o, w })));
    for (let after = before; ; ) {
      const page = await server.ctx.store.readAll({ after, maxCount: 1000 });
      if (page.length === 0) break;
      for (const event of page) {
        const o = refusedIds.get(event.metadata.correlationId);
        if (o && ledger.of(o.correlationId).length === 0) written.push({ o, w: `event ${event.type}` });
      }
      after = page[page.length - 1]!.position;
    }
    const routesThatWrote = [...new Set(written.map(({ o }) => o.probe.route))];
    expect({ routesThatWrote, written: written.map(({ o, w }) => `${w} from ${describeProbe(o)}`) }).toEqual({
      routesThatWrote: [],
      written: [],
    });

    // Wrong types are refused, never coerced (`true` is not 1, `{}` is not ""), huge texts too.
    const coerced = outcomes.filter((o) => o.status < 400 && o.probe.mustRefuse).map(describeProbe);
    expect(coerced).toEqual([]);

    // Odd ids are never accepted.
    const oddAccepted = outcomes.filter((o) => o.status < 400 && o.probe.oddId).map(describeProbe);
    expect(oddAccepted).toEqual([]);

    console.info(`fuzz: ${timings.join("; ")}`);
    // About 7,900 requests, twelve at a time: 6 min alone on the 2-core machine, over 10 min beside the
    // browser suite in CI.
  }, 1_500_000);
});
