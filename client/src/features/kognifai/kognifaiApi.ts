import type { Vessel } from "../../entities/vessel/types";
import { ApiError } from "../../shared/api/ApiError";
import { http } from "../../shared/api/httpClient";

export type KognifaiVesselsResult = { kind: "ok"; vessels: Vessel[] } | { kind: "keysExpired" };

/**
 * Vessels for the Kognifai user: GET /Kognifai/Vessels when the server answers it, else GET /Vessels.
 * 503 from either means the partner API keys have expired.
 */
export async function loadKognifaiVessels(): Promise<KognifaiVesselsResult> {
  try {
    return { kind: "ok", vessels: await http.get<Vessel[]>("/Kognifai/Vessels") };
  } catch (error) {
    if (error instanceof ApiError && error.status === 503) return { kind: "keysExpired" };
    if (error instanceof ApiError && error.status === 401) throw error;
  }
  try {
    return { kind: "ok", vessels: await http.get<Vessel[]>("/Vessels") };
  } catch (error) {
    if (error instanceof ApiError && error.status === 503) return { kind: "keysExpired" };
    throw error;
  }
}
