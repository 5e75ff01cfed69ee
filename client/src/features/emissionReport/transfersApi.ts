import type { CreateShipToShipTransferRequest, ShipToShipTransferDto } from "../../../../domain/fuel/dto";
import { http } from "../../shared/api/httpClient";

/** Ship-to-ship transfers of a voyage (docs/api.md). */
export const transfersApi = {
  ofVoyage: (departureId: string) =>
    http.get<ShipToShipTransferDto[]>(`/ShipToShipTransfers/Find?${new URLSearchParams({ departureId })}`),
  record: (body: CreateShipToShipTransferRequest) =>
    http.post<ShipToShipTransferDto>("/ShipToShipTransfers", body),
  remove: (id: string) => http.delete<void>(`/ShipToShipTransfers/${encodeURIComponent(id)}`),
};
