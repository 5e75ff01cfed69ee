/** Validation texts of spec 1 §5: one source, in the domain, for client and server. */
export { AUTH_MESSAGES as validationMessages, MIN_PASSWORD_LENGTH } from "../../../../domain/auth/messages";
