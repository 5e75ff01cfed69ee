import type { SpeedLossAnswer } from "../../../../domain/hullPerformance/answers";
import { decimalExponent, formatScientific } from "../../shared/format/formatScientific";

type WindCorrection = SpeedLossAnswer["statistics"]["windCorrection"];

/** Which wind coefficient the speed-loss correction used, in words (docs/fouling.md, step 4). */
export function windCorrectionText({ coefficient, method, standardError }: WindCorrection): string {
  const exponent = decimalExponent(coefficient, 2);
  const value = `coefficient ${formatScientific(coefficient, 2, exponent)}`;
  if (method === "setting") return `${value}, entered in the vessel's hull-performance settings`;
  if (method === "default") return `${value}, the default (too little data to estimate it)`;
  const error =
    standardError === null ? "" : ` (standard error ${formatScientific(standardError, 2, exponent)})`;
  return `${value}, estimated from the data${error}`;
}
