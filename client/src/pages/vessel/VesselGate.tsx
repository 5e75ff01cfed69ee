import styled from "@emotion/styled";
import { Button } from "primereact/button";
import { ProgressSpinner } from "primereact/progressspinner";
import { Navigate, Outlet, useNavigate } from "react-router-dom";
import { useVesselRoute } from "../../entities/vessel/useVesselRoute";
import { vesselPath } from "../../entities/vessel/vesselPaths";
import { vesselStore } from "../../entities/vessel/vesselStore";
import { useStore } from "../../shared/store/createStore";
import { Card } from "../../shared/ui/Card";

const Message = styled(Card)`
  text-align: center;
  padding: 56px 24px;
  h1 { font-size: 1.5rem; }
  p { margin: 10px auto 24px; color: ${(p) => p.theme.color.textMuted}; max-width: 480px; }
`;

const Loading = styled.div`
  display: grid;
  place-items: center;
  padding: 64px;
`;

export const VESSEL_UNAVAILABLE_TITLE = "Vessel not available";
export const VESSEL_UNAVAILABLE_TEXT =
  "This vessel does not exist, or your access groups do not include it. Pick a vessel from the list, or ask your administrator for access.";

/**
 * Shows a vessel page only for a vessel the server listed for this user. The vessel name in the URL
 * is never shown: a wrong one is replaced by the vessel's real name, an unknown id gets a message.
 */
export function VesselGate() {
  const { vessels, status } = useStore(vesselStore);
  const route = useVesselRoute();
  const navigate = useNavigate();
  if (!route) return <Outlet />;
  if (status === "idle" || status === "loading")
    return (
      <Loading role="status" aria-label="Loading vessel">
        <ProgressSpinner style={{ width: 36, height: 36 }} strokeWidth="4" />
      </Loading>
    );
  const vessel = vessels.find((v) => v.id === route.vesselId);
  if (!vessel)
    return (
      <Message data-testid="vessel-unavailable">
        <h1>{VESSEL_UNAVAILABLE_TITLE}</h1>
        <p>{VESSEL_UNAVAILABLE_TEXT}</p>
        <Button label="Go to Fleet Overview" icon="pi pi-globe" onClick={() => navigate("/FleetOverview")} />
      </Message>
    );
  if (vessel.name !== route.vesselName) return <Navigate to={vesselPath(vessel, route.child)} replace />;
  return <Outlet />;
}
