import { DayInput } from "./DayInput";
import { TimeBoxInput } from "./TimeBoxInput";

interface DateTimeFieldsProps {
  idPrefix: string;
  day: string;
  time: string;
  onDay: (day: string) => void;
  onTime: (time: string) => void;
  /** Test ids `${testId}-date` and `${testId}-time`. */
  testId: string;
  disabled?: boolean;
}

/** A date picker and an hh:mm time box side by side, in UTC. */
export function DateTimeFields(props: DateTimeFieldsProps) {
  return (
    <span css={{ display: "inline-flex", gap: 8, alignItems: "center", flexWrap: "wrap" }}>
      <DayInput
        id={`${props.idPrefix}-date`}
        label="Date (UTC)"
        value={props.day}
        onChange={props.onDay}
        testId={`${props.testId}-date`}
        disabled={props.disabled}
      />
      <TimeBoxInput
        id={`${props.idPrefix}-time`}
        value={props.time}
        onChange={props.onTime}
        testId={`${props.testId}-time`}
        disabled={props.disabled}
      />
      <small css={{ opacity: 0.7 }}>UTC</small>
    </span>
  );
}
