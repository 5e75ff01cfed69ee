/** What the fuel area says to a person; word for word from spec 2 §5 where the spec gives the text. */
export const FUEL_MESSAGES = {
  flowMeterNameTaken: (name: string) =>
    `A flow meter with the name ${name} already exists. Please choose a different name.`,
  fuelTankNameTaken: (name: string) =>
    `A fuel tank with the name ${name} already exists. Please choose a different name.`,
  endBeforeStart: "End must be ahead of start.",
  outsideEventSpan: (previousEventTime: string, eventTime: string) =>
    `Start and end must be between ${previousEventTime} and ${eventTime}.`,
  overlapping: "The time span is overlapping an existing fuel consumption. Please adjust.",

  nameRequired: "Please enter a name.",
  shortNameRequired: "Please enter a short name.",
  fuelTypeRequired: "Please choose a fuel type.",
  sourcesRequired: "Please choose at least one fuel consumption source.",
  carbonFactorRequired: "Please enter the carbon emission factor as a number.",
  tonsNotNegative: "The fuel consumption in tons cannot be negative.",
  timestampRequired: "Please enter a valid date and time.",
  numberRequired: (field: string) => `Please enter the ${field} as a number.`,
  notNegative: (field: string) => `The ${field} cannot be negative.`,
  vesselRequired: "Please choose a vessel.",

  unknownFuelType: "That fuel type does not exist.",
  unknownSource: (id: number) => `There is no fuel consumption source with id ${id}.`,
  flowMeterNotFound: "Flow meter not found.",
  fuelTankNotFound: "Fuel tank not found.",
  fuelTypeNotFound: "Fuel type not found.",
  vesselEventNotFound: "Vessel event not found.",
  consumptionNotFound: "Fuel consumption not found.",
  operationNotFound: "Operation not found.",
  soundingNotFound: "Sounding not found.",
  meterDeactivated: "This flow meter has been removed.",
  tankDeactivated: "This fuel tank has been removed.",
  defaultFuelTypeNotRemovable: "Only fuel types your company added can be removed.",
  onlyManualRemovable:
    "Only manually entered fuel consumptions can be removed. Correct the value of this one instead.",
  onlyManualTimeEditable: "Only the start and end of a manually entered fuel consumption can be changed.",
  startEventHasNoConsumption: "The start event of a voyage has no fuel consumption of its own.",
  voyageInformationNotConfirmed: (voyage: string) =>
    `Confirm the information of voyage ${voyage} before entering its fuel consumption.`,
  voyageDataConfirmed: (voyage: string) =>
    `The voyage data of voyage ${voyage} is confirmed. Unconfirm its voyage data before changing its fuel data.`,
  timeInDataConfirmedVoyage: (time: string, voyage: string) =>
    `${time} lies in voyage ${voyage}, whose voyage data is confirmed. Unconfirm that voyage's data, or choose a time in another voyage (a record at a departure's exact time belongs to the voyage it starts).`,
  soundingChangesConfirmedVoyage: (
    time: string,
    role: "opening" | "closing",
    confirmed: string,
    opened: string,
  ) =>
    `A sounding at ${time} would change the ${role} sounding of voyage ${confirmed}, whose voyage data is confirmed. Unconfirm that voyage's data, or take the opening sounding of voyage ${opened} nearer its departure.`,
  noVoyage: "There is no voyage at that time. Record the departure first.",
  outsideDateRange: (what: string, from: string, to: string | null) =>
    to === null ? `The ${what} must be after ${from}.` : `The ${what} must be between ${from} and ${to}.`,
} as const;
