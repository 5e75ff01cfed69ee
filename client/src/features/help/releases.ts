/**
 * Keelson's releases, newest first: the "What's new" page and the 'New features added!' banner. Written for
 * the people who use Keelson (what they can now do and see); what server operators need to know about a
 * release is in docs/operations.md, "Changes by release".
 */
export interface Release {
  version: string;
  /** YYYY-MM-DD. */
  date: string;
  title: string;
  changes: { area: string; items: string[] }[];
}

export const RELEASES: readonly Release[] = [
  {
    version: "0.6.0",
    date: "2026-11-24",
    title: "Alerts and notes that keep for years",
    changes: [
      {
        area: "Alerts and notes",
        items: [
          "Years of alerts and vessel notes are kept: the Alerts page lists, counts and pages through all of them, however many there are.",
        ],
      },
      {
        area: "Uploads",
        items: [
          "A document or data package that is too large, or sent after your session ended, is now refused with a message that says why, instead of a broken connection.",
        ],
      },
    ],
  },
  {
    version: "0.5.0",
    date: "2026-11-24",
    title: "The fuel stock balance a verifier reconciles, and a store that grows with the fleet",
    changes: [
      {
        area: "Emission tracking",
        items: [
          "Each voyage shows its fuel stock balance per fuel type and tank: the opening sounding, bunkered and de-bunkered fuel, fuel received from and delivered to other ships, and the consumption entered, against the closing sounding.",
          "A difference beyond the larger of 1 t and 5 % of the consumption is a warning before the voyage data is confirmed, and the voyage history shows the balance as it stood at any moment.",
        ],
      },
      {
        area: "Compare vessels",
        items: ["All values as a time period: from the chosen vessels' earliest day with data."],
      },
      {
        area: "Administration",
        items: [
          "Raw data retention per company: keep every logged point for a number of months, or forever. The quarter-hour, hourly and daily summaries are always kept, and charts of older periods show them.",
        ],
      },
      {
        area: "Reliability",
        items: [
          "Vessels with years of voyages are kept as well as new ones, however long their history grows.",
          "Live updates, uploads and the sign-in protection work the same when your Keelson runs on several servers.",
        ],
      },
    ],
  },
  {
    version: "0.4.0",
    date: "2026-11-24",
    title: "An API you can generate a client from, and a store that keeps up with a fleet",
    changes: [
      {
        area: "For integrators",
        items: [
          "Every API call is described in OpenAPI 3.1 at /api/v1/openapi.json, generated from the same rules the server checks requests with, and browsable at /api/docs.",
        ],
      },
      {
        area: "Hull and engine performance",
        items: [
          "The Fouling pages open several times faster for a year of data.",
          "Added fuel from fouling is priced on the engine's own measured fuel curve, so it no longer overstates what the speed loss costs.",
          "Fouling statistics and added fuel for up to 50 vessels in one call, and sea surface temperatures entered by hand where the logged ones are missing.",
          "Compare vessels shows what each vessel's deviation costs: added fuel per day and its cost at the engine load you choose (40, 50, 75 or 90 % MCR) and the fuel price you enter.",
          "The Long Trend page remembers which trends you show and the period you chose, per vessel.",
        ],
      },
      {
        area: "Alerts",
        items: [
          "A threshold exceeded across several data packages, or a vessel that falls silent, raises its alert reliably, however many servers your Keelson runs on.",
          "The Performance status condition shows each chosen vessel's status now and what the condition will do with it, before you save.",
        ],
      },
      {
        area: "Reliability",
        items: [
          "A data package too large to import fails with a message on Import Status, and Keelson keeps working for everybody else.",
          "Charts of one day of raw data open about twice as fast.",
          "Changes saved by many people at the same moment are stored several times faster.",
        ],
      },
    ],
  },
  {
    version: "0.3.0",
    date: "2026-11-24",
    title: "Comparison, compliance for the fleet, and hull performance in depth",
    changes: [
      {
        area: "Hull and engine performance",
        items: [
          "Compare vessels: one diagnostic's long trend for several vessels in one chart, with their status, change per year and benchmark side by side.",
          "Long trends: a time period of your choice, period details and statistics, and an Excel download.",
          "Fouling: a sea surface temperature map, the hull coating, your chart settings, what the speed loss costs over the vessel's operating profile, and the effect of each hull event with its confidence.",
          "Fouling Diagnostics: propulsion efficiency and its curve, rpm and fuel-rate deviations.",
          "Performance figures are kept per day as data arrives, so the pages open faster and every vessel's status is known.",
        ],
      },
      {
        area: "Alerts",
        items: ["A new condition kind: the vessel's performance status turns Observe or Not ok."],
      },
      {
        area: "Emissions compliance",
        items: [
          "Fleet Compliance: EU ETS allowances and their cost per vessel and year, FuelEU intensity against its target, balance and penalty, and FuelEU pools with banking.",
          "Workbooks a verifier can follow, with the arithmetic as formulas, and every figure as it stood at a past moment.",
          "The LNG engine type of a vessel sets its methane slip.",
          "Ship-to-ship transfers on the emission report, in the voyage's audit trail and never counted as consumption.",
        ],
      },
      {
        area: "Working together",
        items: [
          "Renaming a group or editing a voyage event that someone else just changed keeps your entries and says who changed it.",
        ],
      },
    ],
  },
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
        area: "For integrators",
        items: ["API keys with a grace period when rotated, and a rate limit per key."],
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
