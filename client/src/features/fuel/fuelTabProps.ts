import type { FuelTabProps } from "../../entities/fuel/fuelTabProps";
import type { VoyageSpan } from "./fuelDateRanges";

/** The voyage span of the tab; without the voyage's own times, the event's span stands in. */
export function voyageSpanOf(props: FuelTabProps): VoyageSpan {
  return {
    departureAt: new Date(props.voyageStart ?? props.previousEventTime),
    endAt: new Date(props.voyageEnd ?? props.eventTime),
  };
}
