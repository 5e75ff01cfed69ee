import styled from "@emotion/styled";
import { Button } from "primereact/button";
import { useLocation, useNavigate } from "react-router-dom";
import { Card } from "../shared/ui/Card";

const Body = styled(Card)`
  text-align: center;
  padding: 56px 24px;
  .code { font-size: 4rem; font-weight: 800; color: ${(p) => p.theme.color.primary}; letter-spacing: -0.04em; }
  h1 { margin-top: 4px; font-size: 1.5rem; }
  p { margin: 10px auto 24px; color: ${(p) => p.theme.color.textMuted}; max-width: 460px; }
  code { background: ${(p) => p.theme.color.surfaceMuted}; padding: 2px 6px; border-radius: 6px; }
`;

export function NotFoundPage() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <Body data-testid="not-found">
      <div className="code">404</div>
      <h1>Page not found</h1>
      <p>
        Nothing is charted at <code>{location.pathname}</code>. Check the address, or head back to the fleet.
      </p>
      <Button label="Go to Fleet Overview" icon="pi pi-globe" onClick={() => navigate("/FleetOverview")} />
    </Body>
  );
}
