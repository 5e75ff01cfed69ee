import type { VerifierDto, VerifierReadDto } from "../../../../../domain/verifiers/schemas";
import { http } from "../../../shared/api/httpClient";

export interface GrantPayload {
  vesselIds: string[];
  years: number[];
  expiresAt: string;
}

const access = (userId: string) => `/Verifiers/${encodeURIComponent(userId)}/Access`;

export const verifiersApi = {
  list: () => http.get<VerifierDto[]>("/Verifiers"),
  grant: (userId: string, grant: GrantPayload) => http.put<VerifierDto>(access(userId), grant),
  revoke: (userId: string) => http.delete<void>(access(userId)),
  readLog: () => http.get<VerifierReadDto[]>("/Verifiers/ReadLog?limit=500"),
};
