/** Messages of the voyage workflow, in the spec's wording where it has one (spec 2 §4, §5). */
export const VOYAGE_MESSAGES = {
  invalidTimestamp: "Enter a valid date and time.",
  voyageInformationRequired: "Please enter voyage information",
  portRequired: "Please enter port information",
  eventNotFound: "Vessel event not found.",
  voyageNotFound: "Voyage not found.",
  vesselNotFound: "Vessel not found.",
  notADeparture: "Only a departure starts a voyage.",
  stale: "This event was changed by someone else in the meantime. Reload it and try again.",
  // Vessel event
  alreadyConfirmed: "The event is already confirmed.",
  notConfirmed: "The event is not confirmed.",
  informationConfirmed: (voyage: string) =>
    `The information of voyage ${voyage} is confirmed. Choose 'Edit event info' on that voyage first.`,
  previousVoyageConfirmed: (voyage: string) =>
    `This departure ends voyage ${voyage}, whose information is confirmed. Choose 'Edit event info' on that voyage first.`,
  cargoMissing: "Please enter the cargo carried for every cargo unit of the vessel.",
  confirmedCannotBeEdited: "A confirmed event cannot be edited. Unconfirm it first.",
  confirmedCannotBeDeleted: "A confirmed event cannot be deleted. Unconfirm it first.",
  departureNotDeletable:
    "A departure can be deleted only when the events before and after it are departures.",
  // Voyage information
  notAllConfirmed: "Confirm every event of the voyage first.",
  departureIncomplete: "The departure needs voyage and port information.",
  noEndOfVoyage: "The voyage needs an end-of-voyage event (the next departure).",
  noArrival: "The voyage needs an arrival.",
  openActivity: (name: string) => `The voyage has an open ${name} without its end.`,
  informationAlreadyConfirmed: "The voyage information is already confirmed.",
  informationNotConfirmed: "The voyage information is not confirmed.",
  dataConfirmedFirst: "The voyage data is confirmed. Unconfirm the voyage data first.",
  // Voyage data
  confirmInformationFirst: "Confirm the voyage information first.",
  dataAlreadyConfirmed: "The voyage data is already confirmed.",
  dataNotConfirmed: "The voyage data is not confirmed.",
  tooFewEvents: "The voyage needs more than one event.",
  distanceMissing: (names: string) => `Enter the distance of: ${names}.`,
  consumptionMissing: (names: string) =>
    `Enter the flow meter fuel consumption (0 t counts once saved) of: ${names}.`,
  distanceNeedsInformation: "Distances are entered once the voyage information is confirmed.",
  distanceLocked: "The voyage data is confirmed: distances cannot be changed.",
  // Creation sequencing
  endRequired: (name: string) => `Add the ${name} event first.`,
  arrivalExists: "The voyage already has an arrival.",
  endOfVoyageExists: "The voyage already has an end-of-voyage event.",
  noOpenStart: (name: string) => `There is no open ${name} to end.`,
  openInEarlierVoyage: (name: string, startedAt: string, voyage: string, endAt: string) =>
    `The ${name} that started at ${startedAt} in voyage ${voyage} is still open: its end must lie before that voyage's end at ${endAt}.`,
  departureFirst: "Create a departure first: every event belongs to a voyage.",
  // Timestamps
  timeTaken: "Another event already has this time.",
  afterVoyageStart: "The event must be after the voyage's departure.",
  beforeEnd: (name: string, at: string) => `The event must be before the ${name} at ${at}.`,
  afterLastEvent: (at: string) => `The event must be after the voyage's last event at ${at}.`,
  endAfterStart: (name: string) => `The event must directly follow its ${name}.`,
  endBeforeEnd: "The event cannot be directly before another end event.",
  startAfterStart: "The event cannot directly follow an activity that has not ended.",
  departureAfterUnconfirmed: "A departure cannot be after a departure that is not confirmed.",
  betweenNeighbours: (prev: string | null, next: string | null) =>
    prev && next
      ? `The time must be after ${prev} and before ${next}.`
      : prev
        ? `The time must be after ${prev}.`
        : `The time must be before ${next}.`,
} as const;
