import { describe, expect, it } from "vitest";
import { ALERT_MESSAGES } from "../../../../domain/alerts/conditions";
import {
  type ConditionFormValues,
  checkConditionForm,
  emptyConditionForm,
  errorsOf,
  fieldOfMessage,
  formValuesOf,
  requestBodyOf,
} from "./conditionForm";
import type { NotificationCondition } from "./types";

const VESSEL = "7d1b9f3e-1d7c-4a53-9a53-6f3c2d1e0a11";

const threshold = (over: Partial<ConditionFormValues> = {}): ConditionFormValues => ({
  ...emptyConditionForm(),
  name: "Exhaust hot",
  vesselIds: [VESSEL],
  variableName: "ME Exhaust Temp",
  warningHigh: "420",
  sustainedMinutes: "10",
  hysteresis: "5",
  emails: ["ops@example.com"],
  ...over,
});

describe("condition form", () => {
  it("sends a threshold condition the server's schema accepts", () => {
    const result = checkConditionForm(threshold({ criticalOn: true, criticalHigh: "450" }));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.body).toMatchObject({
      name: "Exhaust hot",
      kind: "Threshold",
      vesselIds: [VESSEL],
      vesselGroupId: null,
      threshold: {
        variableName: "ME Exhaust Temp",
        comparison: "Above",
        warning: { low: null, high: 420 },
        critical: { low: null, high: 450 },
        sustainedMinutes: 10,
        hysteresis: 5,
      },
      channels: [{ userId: null, email: "ops@example.com" }],
    });
  });

  it("puts each broken rule beside its field", () => {
    const result = checkConditionForm(
      threshold({ name: " ", vesselIds: [], variableName: "", warningHigh: "abc", hysteresis: "-1" }),
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.name).toBe(ALERT_MESSAGES.nameRequired);
    expect(result.errors.targets).toBe(ALERT_MESSAGES.targetRequired);
    expect(result.errors.variable).toBe(ALERT_MESSAGES.variableRequired);
    expect(result.errors.warning).toBe("The Warning upper limit must be a number.");
    expect(result.errors.hysteresis).toBe(ALERT_MESSAGES.hysteresis);
    expect(result.errors.form).toBeUndefined();
  });

  it("refuses a Critical limit that is not beyond the Warning limit, beside Critical", () => {
    const result = checkConditionForm(threshold({ criticalOn: true, criticalHigh: "400" }));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.critical).toBe(ALERT_MESSAGES.criticalNotWorse);
  });

  it("asks for the limits of a level that is ticked but empty", () => {
    const result = checkConditionForm(threshold({ criticalOn: true }));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.critical).toBe("The Critical level needs an upper limit.");
  });

  it("needs both limits of an Outside range, lower below upper", () => {
    const result = checkConditionForm(
      threshold({ comparison: "Outside", warningLow: "500", warningHigh: "420" }),
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.warning).toBe(ALERT_MESSAGES.rangeOrder("Warning"));
  });

  it("sends a vessel group instead of vessels when the group is chosen", () => {
    const body = requestBodyOf(threshold({ targetMode: "group", vesselGroupId: VESSEL }));
    expect(body.vesselIds).toEqual([]);
    expect(body.vesselGroupId).toBe(VESSEL);
  });

  it("sends no-data and import-failed settings for their kinds only", () => {
    const noData = requestBodyOf(threshold({ kind: "NoData", hours: "6", severity: "Critical" }));
    expect(noData.threshold).toBeUndefined();
    expect(noData.noData).toEqual({ variableName: null, hours: 6, severity: "Critical" });
    const hoursWrong = checkConditionForm(threshold({ kind: "NoData", hours: "0" }));
    expect(hoursWrong.ok ? null : hoursWrong.errors.hours).toBe(ALERT_MESSAGES.hours);
    const failed = requestBodyOf(threshold({ kind: "ImportFailed" }));
    expect(failed.importFailed).toEqual({ severity: "Warning" });
  });

  it("refuses a malformed e-mail beside the channels", () => {
    const result = checkConditionForm(threshold({ emails: ["not-an-address"] }));
    expect(result.ok ? null : result.errors.channels).toBe(ALERT_MESSAGES.emailInvalid);
  });

  it("maps server-only messages to a field, or to the form", () => {
    expect(fieldOfMessage("Log variable ME Exhaust Temp is not a variable of Nordic Aurora.")).toBe(
      "variable",
    );
    expect(fieldOfMessage("Vessel not found.")).toBe("targets");
    expect(fieldOfMessage("Something else went wrong.")).toBe("form");
    expect(errorsOf(["Vessel not found.", ALERT_MESSAGES.nameRequired])).toEqual({
      targets: "Vessel not found.",
      name: ALERT_MESSAGES.nameRequired,
    });
  });

  it("fills the form from a stored condition and sends the same settings back", () => {
    const stored: NotificationCondition = {
      id: "c1",
      companyId: "co1",
      targetVessels: [{ id: VESSEL, name: "Nordic Aurora" }],
      openIncidents: 0,
      worstOpenSeverity: null,
      lastIncidentAt: null,
      unit: "°C",
      name: "Too cold",
      kind: "Threshold",
      vesselIds: [VESSEL],
      vesselGroupId: null,
      enabled: false,
      threshold: {
        variableName: "Sea Temp",
        comparison: "Below",
        warning: { low: 2, high: null },
        critical: { low: -1, high: null },
        sustainedMinutes: 30,
        hysteresis: 0.5,
      },
      noData: null,
      importFailed: null,
      channels: [
        { id: "ch1", conditionId: "c1", conditionName: "Too cold", userId: null, email: "a@example.com" },
        { id: "ch2", conditionId: "c1", conditionName: "Too cold", userId: VESSEL, email: "me@example.com" },
      ],
    };
    const values = formValuesOf(stored);
    expect(values).toMatchObject({ warningLow: "2", criticalLow: "-1", emails: ["a@example.com"] });
    const result = checkConditionForm(values);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.body.threshold).toEqual(stored.threshold);
    expect(result.body.enabled).toBe(false);
    expect(result.body.channels).toEqual([
      { userId: VESSEL, email: null },
      { userId: null, email: "a@example.com" },
    ]);
  });
});
