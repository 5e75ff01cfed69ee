import { createVesselRequest } from "../../../../../domain/vessels/schemas";
import type { AdminVessel, VesselFormValues } from "../../../entities/vessel/adminTypes";
import { isBlank } from "../../../shared/validation/rules";

export type VesselFormErrors = Partial<Record<keyof VesselFormValues, string>>;

/** Every vessel rule of spec 1 §5, by the same schema the server applies; {} means it may be submitted. */
export function validateVessel(values: VesselFormValues): VesselFormErrors {
  const result = createVesselRequest.safeParse({ ...values, companyId: null });
  const errors: VesselFormErrors = {};
  for (const issue of result.error?.issues ?? []) {
    const field = issue.path[0] as keyof VesselFormValues;
    if (field in values && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

const toNumber = (value: string) => Number(value.trim().replace(",", "."));

/** True when another vessel of the target company already has this IMO number (spec 1 §5). */
export function imoExistsInCompany(
  vessels: readonly AdminVessel[],
  imoNumber: string | number,
  companyId: string | null,
  exceptVesselId?: string,
): boolean {
  if (!companyId) return false;
  const wanted = Number(String(imoNumber).trim());
  return vessels.some(
    (vessel) =>
      vessel.id !== exceptVesselId &&
      vessel.companyId === companyId &&
      vessel.activeStatus !== "Archived" &&
      Number(vessel.imoNumber) === wanted,
  );
}

export const numberOrNull = (value: string): number | null => (isBlank(value) ? null : toNumber(value));
export const numberOrZero = (value: string): number => (isBlank(value) ? 0 : toNumber(value));
