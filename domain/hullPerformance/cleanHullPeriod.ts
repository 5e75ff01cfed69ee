/**
 * The period after a dry docking or new coating the clean hull's level is read from (foulingLoss.ts), in a
 * module of its own so that the client's texts can name it without bundling the analysis.
 */

/** Days after the event the clean-hull baseline is read from. */
export const CLEAN_DAYS = 91;
/** The clean hull's level is read only when the first logged day after the event is this close to it. */
export const CLEAN_START_DAYS = 14;
