import styled from "@emotion/styled";
import { formatImo } from "../entities/vessel/formatImo";
import { performanceStatusLook } from "../entities/vessel/performanceStatus";
import { useCurrentVessel } from "../entities/vessel/useCurrentVessel";
import { Card } from "../shared/ui/Card";
import { PlannedScreenPage } from "./PlannedScreenPage";

const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
  gap: 18px 24px;
  margin: 0;
  dt { font-size: 0.8rem; text-transform: uppercase; letter-spacing: 0.06em; color: ${(p) => p.theme.color.textMuted}; }
  dd { margin: 4px 0 0; font-weight: 500; color: ${(p) => p.theme.color.text}; }
`;

/** Vessel Info: the fields the vessel list already answers; the full screen comes later. */
export function VesselInfoPage() {
  const vessel = useCurrentVessel();
  const facts: [string, string][] = [
    ["Vessel name", vessel.name],
    ["IMO number", vessel.imoNumber !== undefined ? formatImo(vessel.imoNumber) : "—"],
    ["Company", vessel.companyName || "—"],
    ["Status", vessel.activeStatus ?? "—"],
    ["Performance", performanceStatusLook(vessel.performance?.performanceStatus).label],
    ["Features", vessel.features?.length ? vessel.features.map((f) => f.name).join(", ") : "—"],
  ];
  return (
    <div css={{ display: "grid", gap: 20 }}>
      <Card>
        <Facts data-testid="vessel-facts">
          {facts.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </Facts>
      </Card>
      <PlannedScreenPage screen="Vessel information" area="vesselInformation" icon="pi pi-info-circle" />
    </div>
  );
}
