import type { Actor } from "../../../domain/access/visibility.js";
import {
  PACKAGE_FORMAT,
  type VerificationPackage,
  type YearlyScheme,
} from "../../../domain/ledger/verificationPackage.js";
import { imoYearlyReport } from "../../../domain/reports/imoDcs.js";
import { mrvYearlyReport } from "../../../domain/reports/mrv.js";
import { yearOf } from "../../../domain/reports/numbers.js";
import { ConflictError } from "../../../domain/shared/errors.js";
import type { AppContext } from "../../context.js";
import type { LedgerStore } from "../../eventstore/ledger/Ledger.js";
import {
  confirmedVoyagesOf,
  REPORT_MESSAGES,
  reachableVessel,
  vesselParticularsOf,
} from "../emissionReports/reportInputs.js";
import { fuelTypesFor } from "../fuel/fuelTypesFor.js";
import type { LedgerService } from "./ledgerService.js";
import { figureInputs, fileSafe, provenVoyageLog } from "./voyagePackage.js";

/** Per scheme: the label's and the file name's word, as the yearly report downloads name them. */
const SCHEMES: Record<YearlyScheme, { label: string; file: string }> = {
  "EU MRV": { label: "MRV", file: "mrv" },
  "IMO DCS": { label: "IMO DCS", file: "imo-dcs" },
};

/**
 * The verification package of a vessel's year of reporting: every event of its voyage log with
 * inclusion proofs, and the yearly report as the API gives it (GET /EmissionReport/MrvYearly, or
 * ImoYearly for "IMO DCS"), which a verifier recomputes from those events (verifier/figuresFromEvents.ts).
 */
export async function yearVerificationPackage(
  ctx: AppContext,
  service: LedgerService,
  ledger: LedgerStore,
  actor: Actor,
  vesselId: string,
  year: number,
  since: number | null,
  scheme: YearlyScheme = "EU MRV",
): Promise<{ pkg: VerificationPackage; fileName: string }> {
  const vessel = reachableVessel(ctx, actor, vesselId);
  const voyages = await confirmedVoyagesOf(ctx, vessel);
  // As the yearly report: a year without a confirmed voyage has no report to verify.
  if (!voyages.some((v) => yearOf(v.departure.at) === year))
    throw new ConflictError(REPORT_MESSAGES.noConfirmedVoyage);
  const proven = await provenVoyageLog(ctx, service, ledger, actor, vessel.id, since);
  const inputs = figureInputs(vessel, fuelTypesFor(ctx, vessel.companyId));
  const particulars = vesselParticularsOf(vessel);
  const imo = scheme === "IMO DCS";
  const { label, file } = SCHEMES[scheme];
  const pkg: VerificationPackage = {
    format: PACKAGE_FORMAT,
    subject: {
      kind: "vessel-year",
      vesselId: vessel.id,
      vesselName: vessel.name,
      year,
      label: `${vessel.name}, ${label} ${year}`,
      // Absent for EU MRV, as in the packages made before IMO DCS ones.
      ...(imo ? { scheme } : {}),
    },
    ...proven,
    figures: {
      report: imo ? imoYearlyReport(voyages, particulars, year) : mrvYearlyReport(voyages, year),
      refusal: null,
      inputs: imo ? { ...inputs, particulars } : inputs,
    },
  };
  const name = imo
    ? `verification-${fileSafe(vessel.name)}-${file}-${year}.zip`
    : `verification-${fileSafe(vessel.name)}-${year}.zip`;
  return { pkg, fileName: name };
}
