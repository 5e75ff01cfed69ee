import { Navigate, type RouteObject } from "react-router-dom";
import { VesselGate } from "../../pages/vessel/VesselGate";

/** /Vessel/{vesselId}/{vesselName} and its sub-pages (spec 3 §2); default child Info. */
export const vesselRoute: RouteObject = {
  path: "Vessel/:vesselId/:vesselName",
  element: <VesselGate />,
  children: [
    { index: true, element: <Navigate to="Info" replace /> },
    {
      path: "Info",
      handle: { title: "Info" },
      lazy: { Component: async () => (await import("../../pages/VesselInfoPage")).VesselInfoPage },
    },
    {
      path: "Notes",
      handle: { title: "Notes" },
      lazy: { Component: async () => (await import("../../pages/vessel/NotesPage")).NotesPage },
    },
    {
      path: "VesselFiles",
      handle: { title: "Documents" },
      lazy: { Component: async () => (await import("../../pages/vessel/VesselFilesPage")).VesselFilesPage },
    },
    {
      path: "VesselSettings",
      handle: { title: "Vessel Settings" },
      lazy: {
        Component: async () => (await import("../../pages/vessel/VesselSettingsPage")).VesselSettingsPage,
      },
    },
    {
      path: "EmissionReport",
      handle: { title: "Emission Report" },
      lazy: {
        Component: async () => (await import("../../pages/vessel/EmissionReportPage")).EmissionReportPage,
      },
    },
    {
      path: "EmissionReportOld",
      handle: { title: "Emission Report (previous version)" },
      lazy: {
        Component: async () => (await import("../../pages/vessel/EmissionReportPage")).EmissionReportOldPage,
      },
    },
    {
      path: "EmissionsCompliance",
      handle: { title: "Emissions Compliance" },
      lazy: {
        Component: async () =>
          (await import("../../pages/vessel/EmissionsCompliancePage")).EmissionsCompliancePage,
      },
    },
    {
      path: "Shapoli",
      handle: { title: "EEXI ShaPoLi" },
      lazy: { Component: async () => (await import("../../pages/vessel/ShapoliPage")).ShapoliPage },
    },
    {
      path: "FeatureMapping",
      handle: { title: "Feature Mapping" },
      lazy: {
        Component: async () => (await import("../../pages/vessel/FeatureMappingPage")).FeatureMappingPage,
      },
    },
    {
      path: "Cii",
      handle: { title: "CII" },
      lazy: { Component: async () => (await import("../../pages/vessel/CiiPage")).CiiPage },
    },
    {
      path: "Report",
      handle: { title: "Reports" },
      lazy: {
        Component: async () => (await import("../../pages/vessel/OnboardReportsPage")).OnboardReportsPage,
      },
    },
    {
      path: "CharterParty",
      handle: { title: "Charter Party" },
      lazy: { Component: async () => (await import("../../pages/vessel/CharterPartyPage")).CharterPartyPage },
    },
    {
      path: "LongTrend",
      handle: { title: "Long Trend" },
      lazy: { Component: async () => (await import("../../pages/vessel/LongTrendPage")).LongTrendPage },
    },
    {
      path: "Diagnostics",
      handle: { title: "Diagnostics" },
      lazy: { Component: async () => (await import("../../pages/vessel/LongTrendPage")).DiagnosticsPage },
    },
    {
      path: "Fouling",
      handle: { title: "Fouling" },
      lazy: { Component: async () => (await import("../../pages/vessel/FoulingPage")).FoulingPage },
    },
    {
      path: "Fouling/Diagnostics",
      handle: { title: "Fouling Diagnostics" },
      lazy: {
        Component: async () => (await import("../../pages/vessel/FoulingPage")).FoulingDiagnosticsPage,
      },
    },
    {
      path: "DiagnosticsISO",
      handle: { title: "ISO19030" },
      lazy: { Component: async () => (await import("../../pages/vessel/Iso19030Page")).Iso19030Page },
    },
    {
      path: "LoggingHistory",
      handle: { title: "Logging History" },
      lazy: {
        Component: async () => (await import("../../pages/vessel/LoggingHistoryPage")).LoggingHistoryPage,
      },
    },
    {
      path: "DataAnalysis",
      handle: { title: "Data Analysis" },
      lazy: { Component: async () => (await import("../../pages/vessel/DataAnalysisPage")).DataAnalysisPage },
    },
    {
      path: "DataHistory",
      handle: { title: "Data History" },
      lazy: { Component: async () => (await import("../../pages/vessel/DataHistoryPage")).DataHistoryPage },
    },
    {
      path: "DiagnosticsOld",
      handle: { title: "Diagnostics (previous version)" },
      lazy: {
        Component: async () => (await import("../../pages/vessel/DiagnosticsOldPage")).DiagnosticsOldPage,
      },
    },
  ],
};
