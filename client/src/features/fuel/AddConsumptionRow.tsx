import { useState } from "react";
import { FUEL_FIGURE, readNumber } from "../../entities/fuel/fuelNumbers";
import { failureText } from "../../shared/api/failureText";
import { DateTimeInput, type DateTimeValue } from "../../shared/ui/DateTimeInput";
import { NumberInput } from "../../shared/ui/NumberInput";
import { AddRecordRow } from "./AddRecordRow";
import { dayBounds } from "./fuelDateRanges";
import { newConsumptionProblem } from "./newConsumption";
import { inputOf, instantOfInput } from "./utcTime";

interface AddConsumptionRowProps {
  previousEventTime: string;
  eventTime: string;
  existing: readonly { startAt: string; endAt: string }[];
  onAdd: (row: { startAt: string; endAt: string; fuelConsumptionInTon: number }) => Promise<unknown>;
  /** Test ids: `<testId>-start-date`, `-start-time`, `-end-date`, `-end-time`, `-tons`, `-submit`, `-error`. */
  testId: string;
}

/** The add row of a consumption table: start and end (date, hh:mm) and tons; checked before it is sent. */
export function AddConsumptionRow({
  previousEventTime,
  eventTime,
  existing,
  onAdd,
  testId,
}: AddConsumptionRowProps) {
  // A new row starts where the last one ended, or at the previous event.
  const lastEndMs = Math.max(Date.parse(previousEventTime), ...existing.map((row) => Date.parse(row.endAt)));
  const lastEnd = Number.isFinite(lastEndMs) ? new Date(lastEndMs).toISOString() : previousEventTime;
  const [start, setStart] = useState<DateTimeValue>(() => inputOf(lastEnd));
  const [end, setEnd] = useState<DateTimeValue>(() => inputOf(eventTime));
  const [tons, setTons] = useState("");
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);

  const startAt = instantOfInput(start);
  const endAt = instantOfInput(end);
  const problem = newConsumptionProblem({
    start: startAt,
    end: endAt,
    tons: readNumber(tons),
    previousEventTime,
    eventTime,
    existing,
  });
  const range = { min: new Date(previousEventTime), max: new Date(eventTime) };

  async function add() {
    setTouched(true);
    if (problem || !startAt || !endAt) return;
    setBusy(true);
    setServerError(null);
    try {
      await onAdd({
        startAt: startAt.toISOString(),
        endAt: endAt.toISOString(),
        fuelConsumptionInTon: readNumber(tons) ?? 0,
      });
      setTons("");
      setTouched(false);
      setStart(inputOf(endAt));
      setEnd(inputOf(eventTime));
    } catch (failure) {
      setServerError(failureText(failure, "The fuel consumption could not be added."));
    } finally {
      setBusy(false);
    }
  }

  const shownError = serverError ?? (touched ? problem : null);
  return (
    <AddRecordRow
      testId={testId}
      busy={busy}
      disabled={busy || (touched && !!problem)}
      error={shownError}
      onAdd={() => void add()}
    >
      <DateTimeInput
        label="Start"
        value={start}
        onChange={setStart}
        {...dayBounds(range)}
        testId={`${testId}-start`}
      />
      <span aria-hidden="true">–</span>
      <DateTimeInput
        label="End"
        value={end}
        onChange={setEnd}
        {...dayBounds(range)}
        testId={`${testId}-end`}
      />
      <NumberInput
        rule={FUEL_FIGURE}
        value={tons}
        onChange={setTons}
        label="Tons (MT)"
        testId={`${testId}-tons`}
      />
    </AddRecordRow>
  );
}
