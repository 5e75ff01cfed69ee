import type { Actor } from "../../../domain/access/visibility.js";
import { PACKAGE_FORMAT, type VerificationPackage } from "../../../domain/ledger/verificationPackage.js";
import { mrvYearlyReport } from "../../../domain/reports/mrv.js";
import { yearOf } from "../../../domain/reports/numbers.js";
import { ConflictError } from "../../../domain/shared/errors.js";
import type { AppContext } from "../../context.js";
import type { LedgerStore } from "../../eventstore/ledger/Ledger.js";
import { confirmedVoyagesOf, REPORT_MESSAGES, reachableVessel } from "../emissionReports/reportInputs.js";
import { fuelTypesFor } from "../fuel/fuelTypesFor.js";
import type { LedgerService } from "./ledgerService.js";
import { figureInputs, fileSafe, provenVoyageLog } from "./voyagePackage.js";

/**
 * The verification package of a vessel's year of MRV reporting: every event of its voyage log with
 * inclusion proofs, and the yearly MRV report as the API gives it (GET /EmissionReport/MrvYearly),
 * which a verifier recomputes from those events (verifier/figuresFromEvents.ts).
 */
export async function yearVerificationPackage(
  ctx: AppContext,
  service: LedgerService,
  ledger: LedgerStore,
  actor: Actor,
  vesselId: string,
  year: number,
  since: number | null,
): Promise<{ pkg: VerificationPackage; fileName: string }> {
  const vessel = reachableVessel(ctx, actor, vesselId);
  const voyages = await confirmedVoyagesOf(ctx, vessel);
  // As the yearly report: a year without a confirmed voyage has no report to verify.
  if (!voyages.some((v) => yearOf(v.departure.at) === year))
    throw new ConflictError(REPORT_MESSAGES.noConfirmedVoyage);
  const proven = await provenVoyageLog(ctx, service, ledger, actor, vessel.id, since);
  const pkg: VerificationPackage = {
    format: PACKAGE_FORMAT,
    subject: {
      kind: "vessel-year",
      vesselId: vessel.id,
      vesselName: vessel.name,
      year,
      label: `${vessel.name}, MRV ${year}`,
    },
    ...proven,
    figures: {
      report: mrvYearlyReport(voyages, year),
      refusal: null,
      inputs: figureInputs(vessel, fuelTypesFor(ctx, vessel.companyId)),
    },
  };
  return { pkg, fileName: `verification-${fileSafe(vessel.name)}-${year}.zip` };
}
