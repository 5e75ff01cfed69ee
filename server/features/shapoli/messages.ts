/** What the ShaPoLi calls answer when they refuse (docs/shapoli.md). */
export const SHAPOLI_MESSAGES = {
  notActivated: "The EEXI ShaPoLi module is not activated for this vessel.",
  noPowerVariable: "This vessel logs no shaft power variable, so no breach can be found.",
  noBreach: (at: string) => `This vessel has no breach of its limited shaft power starting at ${at}.`,
  windowTooLong: "The period may be at most 367 days long.",
  reportTooLong: "The breach report covers at most 7 days after the breach start.",
  toBeforeFrom: "toDate must be after fromDate.",
  year: "The year must be a four-digit year from 2000 to 2999.",
  toDateBeforeBreach: "toDate must not be before breachStartDate.",
} as const;
