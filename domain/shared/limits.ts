/**
 * Longest accepted text per kind of field, defined once: the schemas refuse longer input with 400
 * and the client's inputs stop typing at the same length. Fields the specification limits further
 * keep their own rule (vessel name 30, vessel group name 15, IMO number 7 digits).
 */
export const TEXT_LIMITS = {
  /** People, companies, groups, fuel types, tanks, meters, voyages, ports. */
  name: 100,
  /** A short label such as a fuel type's short name. */
  shortName: 20,
  title: 100,
  phone: 40,
  /** RFC 5321's longest address. */
  email: 254,
  /** A sign-in name (an e-mail address). */
  username: 254,
  /** Addresses, vessel types and other one-line texts. */
  line: 200,
  /** Notes, announcement details and other free text. */
  notes: 4000,
  /** Reset tokens and similar opaque values from a link. */
  token: 200,
  veracityKey: 500,
  /** Partner-platform tenant and client ids. */
  partnerId: 200,
  /** A partner-platform client secret. */
  partnerSecret: 500,
} as const;

/** Password length; the minimum is spec 1 §9's rule. */
export const PASSWORD_MAX_LENGTH = 128;

/** Longest list a body may carry where a list is expected (ids to mark, sources of a meter). */
export const LIST_LIMIT = 1000;
