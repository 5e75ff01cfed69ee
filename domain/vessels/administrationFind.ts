import { byName as nameOrder } from "../shared/text.js";
/**
 * GET /VesselAdministrations/Find's rule (docs/api.md): by data receiver flag ("true" or "false", any
 * case; blank for both) and IMO number (leading zeros optional). Pure.
 */
export interface AdministrationFind {
  isDataReceiver?: string | undefined;
  imoNumber?: string | undefined;
}

/** The vessels the query finds, in the order given. */
export function findAdministeredVessels<V extends { isDataReceiver: boolean; imoNumber: string }>(
  vessels: readonly V[],
  query: AdministrationFind,
): V[] {
  const receiver = query.isDataReceiver;
  const imo = query.imoNumber?.trim().replace(/^0+(?=\d)/, "");
  return vessels.filter(
    (v) =>
      (receiver === undefined ||
        receiver === "" ||
        v.isDataReceiver === (receiver.toLowerCase() === "true")) &&
      (!imo || v.imoNumber === imo.padStart(7, "0")),
  );
}

/** Vessels by name, as the administration lists them (case-insensitive, English collation). */
export const byName = <V extends { name: string }>(vessels: readonly V[]): V[] =>
  [...vessels].sort(nameOrder);
