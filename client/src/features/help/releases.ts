/** Keelson's releases, newest first: the "What's new" page and the 'New features added!' banner. */
export interface Release {
  version: string;
  /** YYYY-MM-DD. */
  date: string;
  title: string;
  changes: { area: string; items: string[] }[];
}

export const RELEASES: readonly Release[] = [
  {
    version: "0.2.0",
    date: "2026-11-24",
    title: "Monitoring and analytics",
    changes: [
      {
        area: "Dashboards and the fleet",
        items: [
          "Dashboards of your own, shared with colleagues, with vessel data tables and graphs, a map, performance status, notifications, CII and fouling overview widgets.",
          "Fleet Overview: your vessels on a map with their status, tracks and the vessel list filtered by group.",
        ],
      },
      {
        area: "Alerts",
        items: [
          "Alert conditions on log variable thresholds (Warning and Critical, sustained time, hysteresis), silent vessels, failed imports, uses of the power reserve and the ISO 19030 maintenance trigger, with e-mail channels.",
          "Incidents stamped with the ship's data times, rung in the app as they open and listed on the Alerts page.",
        ],
      },
      {
        area: "Hull and engine performance",
        items: [
          "Fouling: the daily speed loss by the ISO 19030-2 default method, its trend per period between hull events, and the fuel it costs.",
          "ISO 19030: hull and propeller events, the four performance indicators with their confidence, and the maintenance trigger value.",
          "Logging History and Data Analysis: any logged variables in groups, over any period, at an interval that fits it, with filters, voyages and an x-y scatter; your configuration is kept.",
          "Reference curves fitted to points or the log data, with predictions, and the Charter Party comparison of fuel burnt with fuel allowed per leg.",
        ],
      },
      {
        area: "Data quality",
        items: [
          "Feature mapping of each vessel's variables to the quantities the analytics need.",
          "Summary, data availability with outages, outliers and frozen sensors (acknowledge, exclude, restore), speed-log bias and noon report alignment.",
        ],
      },
      {
        area: "Emissions and regulation",
        items: [
          "CII per vessel: year to date, day by day, earlier years, the year-end projection, correction factors and voyage adjustments.",
          "EEXI ShaPoLi: uses of the power reserve above the limited shaft power, the master's records and the Excel reports.",
        ],
      },
      {
        area: "Vessel information",
        items: [
          "Notes on a vessel, in Markdown, shared at once.",
          "Documents: the vessel's certificates and manuals in folders, with an in-app PDF viewer.",
          "Onboard Reports: the noon reports the ship sent, viewable and downloadable.",
          "Help pages for every module.",
        ],
      },
      {
        area: "For integrators and operators",
        items: [
          "API keys with a grace period when rotated, and a rate limit per key.",
          "Health, readiness and Prometheus metrics endpoints.",
        ],
      },
    ],
  },
  {
    version: "0.1.0",
    date: "2026-11-21",
    title: "Voyages, emission reports and the data pipeline",
    changes: [
      {
        area: "Platform",
        items: [
          "Sign-in, password reset, roles, the app shell with light and dark themes.",
          "Administration of companies, users, vessels, access groups, vessel groups and announcements.",
        ],
      },
      {
        area: "Voyages and emission reports",
        items: [
          "Vessel events and voyages with the two confirmation steps, fuel tanks, flow meters, distances and cargo.",
          "EU MRV and IMO DCS reports per voyage and per year, the class-society voyage file, the Excel template.",
          "EU ETS and FuelEU Maritime figures of the year.",
          "An audit trail of every change behind a reported figure, and the voyage as it stood at any moment.",
        ],
      },
      {
        area: "Data pipeline",
        items: [
          "Data packages from the ships imported with progress and errors shown, stored with rollups for fast charts.",
        ],
      },
    ],
  },
];
