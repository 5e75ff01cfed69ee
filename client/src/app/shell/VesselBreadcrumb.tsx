import styled from "@emotion/styled";
import { Link } from "react-router-dom";
import { formatImo } from "../../entities/vessel/formatImo";
import { performanceStatusLook } from "../../entities/vessel/performanceStatus";
import { useCurrentVessel } from "../../entities/vessel/useCurrentVessel";
import { useVesselRoute } from "../../entities/vessel/useVesselRoute";
import { VesselStatusIcon } from "../../entities/vessel/VesselStatusIcon";
import { vesselPath } from "../../entities/vessel/vesselPaths";
import { useBreadcrumbNoteText } from "../../shared/routing/breadcrumbNote";
import { useRouteTitle } from "../../shared/routing/routeHandle";
import { VesselAlertsBadge } from "./VesselAlertsBadge";

const Crumbs = styled.nav`
  display: flex;
  align-items: center;
  gap: 14px;
  margin-bottom: 20px;
  padding: 14px 18px;
  background: ${(p) => p.theme.color.surface};
  border: 1px solid ${(p) => p.theme.color.border};
  border-radius: ${(p) => p.theme.radius.lg};
  box-shadow: ${(p) => p.theme.shadow.card};
  ol { display: flex; align-items: center; gap: 8px; list-style: none; margin: 0; padding: 0; flex-wrap: wrap; }
  li { display: inline-flex; align-items: center; gap: 8px; color: ${(p) => p.theme.color.textMuted}; }
  li + li::before { content: "\\203A"; color: ${(p) => p.theme.color.textMuted}; font-size: 1.1rem; }
  a { color: ${(p) => p.theme.color.textMuted}; text-decoration: none; }
  a:hover { color: ${(p) => p.theme.color.primary}; }
  .vessel { font-size: 1.15rem; font-weight: 700; color: ${(p) => p.theme.color.text}; }
  .current { color: ${(p) => p.theme.color.text}; font-weight: 500; }
  .sub { font-size: 0.85rem; color: ${(p) => p.theme.color.textMuted}; margin-top: 2px; }
`;

/** Vessel routes: status icon, vessel name with sub-title, and the current page. */
export function VesselBreadcrumb() {
  const route = useVesselRoute();
  const vessel = useCurrentVessel();
  const title = useRouteTitle();
  const note = useBreadcrumbNoteText();
  // Nothing until the server has listed the vessel: VesselGate explains an unknown one.
  if (!route || !vessel.name) return null;
  const status = performanceStatusLook(vessel.performance?.performanceStatus);
  const subtitle = [
    vessel.imoNumber !== undefined ? formatImo(vessel.imoNumber) : null,
    vessel.companyName,
    status.label,
  ]
    .filter(Boolean)
    .join(" · ");
  return (
    <Crumbs aria-label="Breadcrumb" data-testid="vessel-breadcrumb">
      <VesselStatusIcon vessel={vessel} size="1.6rem" />
      <div>
        <ol>
          <li>
            <Link to="/FleetOverview">Fleet</Link>
          </li>
          <li>
            <Link to={vesselPath(vessel, "Info")} className="vessel">
              {vessel.name}
            </Link>
          </li>
          {title && (
            <li className="current" aria-current="page">
              {title}
            </li>
          )}
        </ol>
        <div className="sub">
          {subtitle}
          {note && <span data-testid="vessel-breadcrumb-note"> · {note}</span>}
        </div>
      </div>
      {vessel.id && <VesselAlertsBadge vesselId={vessel.id} vesselName={vessel.name} />}
    </Crumbs>
  );
}
