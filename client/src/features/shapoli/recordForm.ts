import type { BreachAnswer } from "../../../../domain/shapoli/answers";
import { type BreachRecord, breachRecordRequest } from "../../../../domain/shapoli/records";
import { checkForm, type FieldErrors } from "../../shared/validation/fieldErrors";

export type RecordField = keyof BreachRecord;
export type RecordFormValues = Record<
  Exclude<RecordField, "administrationNotified" | "portStateNotified">,
  string
> & {
  administrationNotified: boolean;
  portStateNotified: boolean;
};

const text = (n: number | null | undefined) => (n === null || n === undefined ? "" : String(n));
/** ISO UTC to the form's "YYYY-MM-DDTHH:mm" (UTC). */
const minuteText = (iso: string | null | undefined) => (iso ? iso.slice(0, 16) : "");

/**
 * The form's starting values: the record as saved, or for a breach not yet recorded the measured
 * start and end (time and logged position) as the times of use and reactivation.
 */
export function formValuesOf(breach: BreachAnswer): RecordFormValues {
  const r = breach.record;
  const fresh = r.version === 0;
  return {
    reason: r.reason,
    beaufort: text(r.beaufort),
    waveHeight: text(r.waveHeight),
    useTime: minuteText(fresh ? breach.breachStartDate : r.useTime),
    useLatitude: text(fresh ? breach.startPosition?.latitude : r.useLatitude),
    useLongitude: text(fresh ? breach.startPosition?.longitude : r.useLongitude),
    reactivationTime: minuteText(fresh ? breach.breachEndDate : r.reactivationTime),
    reactivationLatitude: text(fresh ? breach.endPosition?.latitude : r.reactivationLatitude),
    reactivationLongitude: text(fresh ? breach.endPosition?.longitude : r.reactivationLongitude),
    verification: r.verification,
    administrationNotified: r.administrationNotified,
    portStateNotified: r.portStateNotified,
  };
}

/** Checks the form with the schema PUT /Shapoli/Breaches/Record applies; times typed are UTC. */
export function checkRecordForm(vesselId: string, breach: BreachAnswer, values: RecordFormValues) {
  const asUtc = (t: string) => (t.trim() === "" ? null : `${t.trim()}Z`);
  const body = {
    ...values,
    useTime: asUtc(values.useTime),
    reactivationTime: asUtc(values.reactivationTime),
    vesselId,
    breachStartDate: breach.breachStartDate,
    version: breach.record.version,
  };
  const checked = checkForm(breachRecordRequest, body);
  return checked.ok
    ? ({ ok: true, body } as const)
    : ({ ok: false, errors: checked.errors as FieldErrors<RecordField> } as const);
}
