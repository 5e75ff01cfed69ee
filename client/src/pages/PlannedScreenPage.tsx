import styled from "@emotion/styled";
import { Card } from "../shared/ui/Card";
import { type PlannedArea, plannedAreas } from "./plannedAreas";

const Body = styled(Card)`
  display: flex;
  gap: 20px;
  align-items: flex-start;
  padding: 32px;
  h1 { font-size: 1.5rem; color: ${(p) => p.theme.color.text}; }
  p { margin-top: 8px; color: ${(p) => p.theme.color.textMuted}; line-height: 1.55; max-width: 640px; }
`;

const Icon = styled.div`
  flex: none;
  display: grid;
  place-items: center;
  width: 56px;
  height: 56px;
  border-radius: 14px;
  background: ${(p) => p.theme.color.primarySoft};
  color: ${(p) => p.theme.color.primary};
  i { font-size: 1.5rem; }
`;

const Tag = styled.span`
  display: inline-block;
  margin-top: 14px;
  padding: 4px 10px;
  border-radius: 999px;
  font-size: 0.8rem;
  font-weight: 600;
  letter-spacing: 0.02em;
  color: ${(p) => p.theme.color.warning};
  background: ${(p) => p.theme.color.warningSoft};
`;

interface PlannedScreenPageProps {
  /** The screen's name as the specification calls it. */
  screen: string;
  area: PlannedArea;
  icon?: string;
  note?: string;
}

/** An honest placeholder for a route whose screen a later issue builds. No sample data. */
export function PlannedScreenPage({ screen, area, icon = "pi pi-compass", note }: PlannedScreenPageProps) {
  return (
    <Body data-testid="planned-screen">
      <Icon>
        <i className={icon} aria-hidden="true" />
      </Icon>
      <div>
        <h1>{screen}</h1>
        <p data-testid="planned-screen-text">This screen arrives with {plannedAreas[area]}.</p>
        {note && <p>{note}</p>}
        <Tag>Not built yet</Tag>
      </div>
    </Body>
  );
}
