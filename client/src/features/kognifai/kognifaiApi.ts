import { ApiError } from "../../shared/api/ApiError";
import { http } from "../../shared/api/httpClient";

/** A vessel as the partner page's picker gets it: name and IMO number, nothing of its owner. */
export interface KognifaiVessel {
  id: string;
  name: string;
  imoNumber: string;
}

export type KognifaiVesselsResult = { kind: "ok"; vessels: KognifaiVessel[] } | { kind: "keysExpired" };

/**
 * Vessels for the Kognifai user: GET /Kognifai/Vessels (partner accounts may call nothing else but
 * their profile). 503 means the partner API keys have expired.
 */
export async function loadKognifaiVessels(): Promise<KognifaiVesselsResult> {
  try {
    return { kind: "ok", vessels: await http.get<KognifaiVessel[]>("/Kognifai/Vessels") };
  } catch (error) {
    if (error instanceof ApiError && error.status === 503) return { kind: "keysExpired" };
    throw error;
  }
}
