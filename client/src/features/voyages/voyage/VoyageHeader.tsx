import styled from "@emotion/styled";
import { Button } from "primereact/button";
import { Tag } from "primereact/tag";
import { formatDayTime } from "../logic/formats";
import type { VoyageDto } from "../types";

const Head = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  flex-wrap: wrap;
  h2 { margin: 0; font-size: 1.3rem; color: ${(p) => p.theme.color.text}; }
  .route { color: ${(p) => p.theme.color.textMuted}; }
`;

interface VoyageHeaderProps {
  voyage: VoyageDto;
  collapsed: boolean;
  onToggle: () => void;
  onBack: () => void;
  onEditVoyage: (() => void) | null;
  onHistory: () => void;
  onReload: () => void;
}

/** The departure, its route and state, with Back, edit-voyage-information, History and the collapse toggle. */
export function VoyageHeader(props: VoyageHeaderProps) {
  const { voyage } = props;
  const info = voyage.departure.voyage;
  const from = voyage.departure.port?.name ?? "—";
  const to = voyage.arrival?.port?.name ?? "…";
  return (
    <div css={{ display: "grid", gap: 12 }}>
      <div css={{ display: "flex", gap: 8, alignItems: "center", flexWrap: "wrap" }}>
        <Button
          type="button"
          label="Back to departures"
          icon="pi pi-arrow-left"
          text
          size="small"
          onClick={props.onBack}
          data-testid="voyage-back"
        />
        <span css={{ marginLeft: "auto", display: "flex", gap: 6 }}>
          <Button
            type="button"
            icon="pi pi-refresh"
            rounded
            text
            size="small"
            aria-label="Reload the voyage"
            onClick={props.onReload}
            data-testid="voyage-reload"
          />
          <Button
            type="button"
            label="History"
            icon="pi pi-history"
            size="small"
            outlined
            onClick={props.onHistory}
            data-testid="voyage-history-open"
          />
          <Button
            type="button"
            icon={props.collapsed ? "pi pi-chevron-down" : "pi pi-chevron-up"}
            rounded
            text
            size="small"
            aria-label={props.collapsed ? "Show the speed chart" : "Hide the speed chart"}
            aria-expanded={!props.collapsed}
            onClick={props.onToggle}
            data-testid="voyage-collapse"
          />
        </span>
      </div>
      <Head>
        <h2 data-testid="voyage-title">{info?.name || "Voyage without a name"}</h2>
        {props.onEditVoyage && (
          <Button
            type="button"
            icon="pi pi-pencil"
            rounded
            text
            size="small"
            aria-label="Edit voyage information"
            onClick={props.onEditVoyage}
            data-testid="voyage-edit-information"
          />
        )}
        <span className="route" data-testid="voyage-route">
          {from} → {to} · departed {formatDayTime(voyage.departure.timestamp)} UTC
          {info ? ` · ${info.type}${info.isNonCommercial ? " · non-commercial" : ""}` : ""}
        </span>
        <span css={{ display: "flex", gap: 6 }}>
          <Tag
            value={voyage.isInformationConfirmed ? "Information confirmed" : "Information open"}
            severity={voyage.isInformationConfirmed ? "success" : "warning"}
            data-testid="voyage-information-state"
            data-confirmed={voyage.isInformationConfirmed}
          />
          {voyage.isInformationConfirmed && (
            <Tag
              value={voyage.isDataConfirmed ? "Data confirmed" : "Data open"}
              severity={voyage.isDataConfirmed ? "success" : "info"}
              icon={voyage.isDataConfirmed ? "pi pi-check" : undefined}
              data-testid="voyage-data-state"
              data-confirmed={voyage.isDataConfirmed}
            />
          )}
        </span>
      </Head>
    </div>
  );
}
