/**
 * Every browser-storage key and cookie name the Keelson client uses, in one place.
 *
 * Web storage (localStorage, or sessionStorage when "Remember me" is off):
 * - sessionExpiry: when the session ends (the access token itself is an HttpOnly cookie no script reads).
 *
 * localStorage only:
 * - selectedVesselId: the vessel the sidebar's vessel groups point at.
 * - sidebarMini: "true" when the sidebar is collapsed to its mini (icon-only) mode.
 * - tablePageSizePrefix + table name: the page size chosen for an administration table (25/50/100/250).
 * - fleetGroup: the vessel group chosen in 'Filter on group' on the fleet pages ("" for all vessels).
 * - etsPricePrefix + company id + "." + year: the EU ETS price per allowance (EUR) entered on Fleet Compliance.
 * - fuelPricePrefix + company id: the fuel price (USD per tonne) entered on Compare vessels (consequence cost).
 * - chartFitPrefix + chart name: "true" when that chart's y axis fits its data instead of the default range.
 *
 * sessionStorage only:
 * - announcementPopupOffered: so the sign-in popup is not repeated on every reload of the same session.
 *
 * Cookies:
 * - keelson_csrf: set by the server at sign-in, the anti-CSRF token echoed in X-CSRF-Token (beside the
 *   HttpOnly keelson_session cookie, which scripts cannot see).
 * - user_id / company_name: set on sign-in, cleared on sign-out (read by other tools).
 * - app.darkMode: "true" for the dark theme.
 * - keelson.lastUsedVersion: the version whose "New features added!" banner was seen (1 year).
 * - keelson.activeDashboard: the id of the dashboard shown on / (1 year).
 * - tableSortPrefix + table name: an administration table's sort, "field:1" or "field:-1" (7300 days).
 */
export const storageKeys = {
  sessionExpiry: "keelson.sessionExpiry",
  selectedVesselId: "keelson.selectedVesselId",
  sidebarMini: "keelson.sidebarMini",
  /** sessionStorage: the session (its anti-CSRF token) whose sign-in already offered the announcement popup. */
  announcementPopupOffered: "keelson.announcementPopupOffered",
  /** localStorage: followed by the table name, e.g. "keelson.pageSize.users". */
  tablePageSizePrefix: "keelson.pageSize.",
  fleetGroup: "keelson.fleetGroup",
  /** localStorage: followed by "<companyId>.<year>", e.g. "keelson.etsPrice.c1.2025". */
  etsPricePrefix: "keelson.etsPrice.",
  /** localStorage: followed by the company id, e.g. "keelson.fuelPrice.c1". */
  fuelPricePrefix: "keelson.fuelPrice.",
  /** localStorage: followed by the chart name, e.g. "keelson.chartFit.longTrend". */
  chartFitPrefix: "keelson.chartFit.",
} as const;

export const cookieNames = {
  csrf: "keelson_csrf",
  userId: "user_id",
  companyName: "company_name",
  darkMode: "app.darkMode",
  lastUsedVersion: "keelson.lastUsedVersion",
  activeDashboard: "keelson.activeDashboard",
  /** Followed by the table name, e.g. "keelson.sort.users". */
  tableSortPrefix: "keelson.sort.",
} as const;

export const ONE_YEAR_IN_DAYS = 365;
