import type { CheckpointMailAnswer, CompanyVerificationAnswer } from "../../../../domain/ledger/answers";
import { http } from "../../shared/api/httpClient";

/** The acting company's verification page (docs/verification.md, "Checkpoint mails"). */
export const verificationApi = {
  page: () => http.get<CompanyVerificationAnswer>("/Verification/Company"),
  setAddresses: (addresses: string[], version: number) =>
    http.put<{ addresses: string[]; version: number }>("/Verification/Company/Addresses", {
      addresses,
      version,
    }),
  mailNow: () => http.post<CheckpointMailAnswer>("/Verification/Company/Mail"),
};
