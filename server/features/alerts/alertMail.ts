import { type IncidentView, incidentDurationText } from "../../../domain/alerts/incidents.js";
import { entryOf } from "../../../domain/shared/records.js";
import type { ConditionRecord } from "../../../projections/alerts/alerts.js";
import type { AppContext } from "../../context.js";
import type { MailMessage } from "../../mail/Mailer.js";

/** The addresses of a condition's channels (user channels by the user's address), each once. */
export function recipientsOf(ctx: AppContext, condition: ConditionRecord): string[] {
  const users = ctx.readModels.state("users").byId;
  return [
    ...new Set(
      condition.channels
        .map((ch) => (ch.userId ? (entryOf(users, ch.userId)?.email ?? null) : ch.email))
        .filter((e): e is string => !!e),
    ),
  ];
}

/** Where a mail's reader opens the incident: the Alerts list of its vessel, the incident marked. */
export function incidentLink(ctx: AppContext, view: IncidentView): string {
  const base = ctx.config.PUBLIC_URL ?? `http://localhost:${ctx.config.PORT}`;
  const query = new URLSearchParams({ search: view.vesselName, incident: view.id });
  return `${base.replace(/\/$/, "")}/Notifications?${query}`;
}

const utc = (iso: string) => `${iso.slice(0, 16).replace("T", " ")} UTC`;

/** The mail of an incident opened (or raised) and still open when evaluated. */
export function openIncidentMail(ctx: AppContext, view: IncidentView): Omit<MailMessage, "to"> {
  return {
    subject: `Keelson ${view.severity}: ${view.vesselName} – ${view.conditionName}`,
    text: [
      `${view.severity} alert for ${view.vesselName}`,
      "",
      `Condition: ${view.conditionName}`,
      `What: ${view.conditionDetails}`,
      `Since: ${utc(view.openVesselEvent.timestamp)} (time of the data)`,
      "",
      `Open it in Keelson to acknowledge it: ${incidentLink(ctx, view)}`,
    ].join("\n"),
  };
}

/** One line of a digest: when, how long, how bad. */
function digestLine(ctx: AppContext, view: IncidentView, peakUnit: string): string {
  const closed = view.closeVesselEvent?.timestamp ?? view.openVesselEvent.timestamp;
  const peak = view.peak === null ? "" : `, peak ${view.peak}${peakUnit}`;
  return [
    `- ${view.severity}: ${utc(view.openVesselEvent.timestamp)} to ${utc(closed)}`,
    ` (${incidentDurationText(view)}${peak})`,
    `\n  ${view.conditionDetails}\n  ${incidentLink(ctx, view)}`,
  ].join("");
}

/**
 * One mail per condition and evaluation (a package, a backfill) listing the incidents that occurred and
 * cleared in it, so a backfill of weeks sends one mail, not one per incident.
 */
export function occurredAndClearedDigest(
  ctx: AppContext,
  condition: ConditionRecord,
  views: readonly IncidentView[],
  unit: string,
): Omit<MailMessage, "to"> {
  const vessel = views[0]?.vesselName ?? "";
  const worst = views.some((v) => v.severity === "Critical") ? "Critical" : "Warning";
  const count = views.length === 1 ? "an incident" : `${views.length} incidents`;
  return {
    subject: `Keelson ${worst}: ${vessel} – ${condition.name}: ${count} occurred and cleared`,
    text: [
      `${vessel}: ${count} of "${condition.name}" occurred and cleared in data that arrived only now.`,
      "",
      ...views.map((v) => digestLine(ctx, v, unit ? ` ${unit}` : "")),
      "",
      "Times are the data's times. Acknowledge them in Keelson → Alerts.",
    ].join("\n"),
  };
}
