import type { CreateShipToShipTransferRequest, ShipToShipTransferDto } from "../../../../domain/fuel/dto";
import type { VoyageStockBalanceDto } from "../../../../domain/fuel/stockBalance";
import { http } from "../../shared/api/httpClient";

/** Ship-to-ship transfers of a voyage and its fuel stock balance (docs/api.md). */
export const transfersApi = {
  ofVoyage: (departureId: string) =>
    http.get<ShipToShipTransferDto[]>(`/ShipToShipTransfers/Find?${new URLSearchParams({ departureId })}`),
  record: (body: CreateShipToShipTransferRequest) =>
    http.post<ShipToShipTransferDto>("/ShipToShipTransfers", body),
  remove: (id: string) => http.delete<void>(`/ShipToShipTransfers/${encodeURIComponent(id)}`),
  /** The voyage's fuel stock balance, transfers included. */
  stockBalance: (departureId: string) =>
    http.get<VoyageStockBalanceDto>(`/Voyages/${encodeURIComponent(departureId)}/FuelStockBalance`),
};
