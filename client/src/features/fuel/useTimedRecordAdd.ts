import { useState } from "react";
import type { z } from "zod";
import type { DateTimeValue } from "../../shared/ui/DateTimeInput";
import { checkForm } from "../../shared/validation/fieldErrors";
import type { DateRange } from "./fuelDateRanges";
import { timeProblem } from "./rangeCheck";
import { instantOfInput } from "./utcTime";

interface TimedRecord<S extends z.ZodType> {
  /** What the time is called in the out-of-range message, e.g. "operation time". */
  what: string;
  when: DateTimeValue;
  range: DateRange;
  /** The request schema the server applies; `values` get the picked time as `timestamp`. */
  schema: S;
  values: Record<string, unknown>;
  /**
   * Sends the checked body (through the record actions' `run`, handing it `onFailure`); true when it was
   * added. A refusal is kept under the add row until the next attempt.
   */
  send: (body: z.output<S>, onFailure: (message: string) => void) => Promise<boolean>;
}

/**
 * Adds a fuel record stamped with a picked time: the time must lie in its range and the form must pass the
 * request schema; otherwise the first problem is kept to show under the add row.
 */
export function useTimedRecordAdd() {
  const [error, setError] = useState<string | null>(null);
  async function add<S extends z.ZodType>({ what, when, range, schema, values, send }: TimedRecord<S>) {
    const timestamp = instantOfInput(when);
    const outside = timeProblem(what, timestamp, range);
    if (outside) {
      setError(outside);
      return false;
    }
    const checked = checkForm(schema, { ...values, timestamp: timestamp?.toISOString() });
    if (!checked.ok) {
      setError(Object.values(checked.errors)[0] ?? null);
      return false;
    }
    setError(null);
    return send(checked.body, setError);
  }
  return { error, add };
}
