import styled from "@emotion/styled";
import { useEffect, useRef, useState } from "react";
import type { VoyageCapabilities } from "../../../../../domain/voyages/capabilities";
import type { FuelTabComponents } from "../../../entities/fuel/fuelTabProps";
import type { ShipToShipTransferComponent } from "../../../entities/fuel/shipToShipTransferProps";
import { eventLabel } from "../logic/eventLabels";
import { defaultEventTab, type EventTab, TAB_LABELS, visibleEventTabs } from "../logic/eventTabs";
import { formatDayTime } from "../logic/formats";
import type { VesselEventDto } from "../types";
import { SourceIcon } from "../ui/SourceIcon";
import { DistanceTab } from "./DistanceTab";
import { EventInfoTab } from "./EventInfoTab";
import { missingOf } from "./EventList";
import type { VoyageData } from "./useVoyage";

const TabBar = styled.div`
  display: flex;
  gap: 4px;
  border-bottom: 1px solid ${(p) => p.theme.color.border};
  margin-bottom: 14px;
  flex-wrap: wrap;
`;

const Tab = styled.button<{ active: boolean }>`
  border: 0;
  background: none;
  font: inherit;
  padding: 8px 14px;
  cursor: pointer;
  color: ${(p) => (p.active ? p.theme.color.primary : p.theme.color.textMuted)};
  border-bottom: 2px solid ${(p) => (p.active ? p.theme.color.primary : "transparent")};
  font-weight: ${(p) => (p.active ? 600 : 500)};
  &:hover { color: ${(p) => p.theme.color.text}; }
`;

interface EventPanelProps {
  event: VesselEventDto;
  data: VoyageData;
  capabilities: VoyageCapabilities;
  loading: boolean;
  onSaved: () => Promise<void>;
  fuelTabs: FuelTabComponents;
  shipToShipTransfers?: ShipToShipTransferComponent | undefined;
}

/** The selected event: Event info, and once information is confirmed Distance, Flow meters and Fuel tanks. */
export function EventPanel({
  event,
  data,
  capabilities,
  loading,
  onSaved,
  fuelTabs,
  shipToShipTransfers: ShipToShipTransfers,
}: EventPanelProps) {
  const { flowMeters: FlowMetersTab, fuelTanks: FuelTanksTab } = fuelTabs;
  const { voyage } = data;
  const index = voyage.events.findIndex((e) => e.id === event.id);
  const previous = index > 0 ? voyage.events[index - 1] : undefined;
  const tabs = visibleEventTabs({
    loading,
    informationConfirmed: voyage.isInformationConfirmed,
    isStartEvent: event.id === voyage.departureId,
    hasActiveFlowMeters: data.hasActiveFlowMeters,
    hasActiveFuelTanks: data.hasActiveFuelTanks,
  });
  const [tab, setTab] = useState<EventTab>(() => defaultEventTab(tabs, missingOf(data, event)));
  const shown = tabs.includes(tab) ? tab : "info";

  // A newly selected event opens on what it is missing (spec 2 §4 "Tabs").
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a change of event re-picks the tab
  useEffect(() => {
    setTab(defaultEventTab(tabs, missingOf(data, event)));
  }, [event.id]);

  // The fuel tabs save on their own; leaving one refreshes what the voyage's rules know (coverage).
  const lastShown = useRef(shown);
  useEffect(() => {
    const left = lastShown.current;
    lastShown.current = shown;
    if (left !== shown && (left === "flowMeters" || left === "fuelTanks")) void onSaved();
  }, [shown, onSaved]);

  const fuelProps = previous && {
    vesselId: voyage.vesselId,
    departureId: voyage.departureId,
    vesselEventId: event.id,
    previousEventTime: previous.timestamp,
    eventTime: event.timestamp,
    dataConfirmed: voyage.isDataConfirmed,
    voyageStart: voyage.departure.timestamp,
    voyageEnd: voyage.endOfVoyage?.timestamp ?? voyage.arrival?.timestamp,
    onChanged: () => void onSaved(),
  };

  return (
    <div data-testid="event-panel" data-event-id={event.id}>
      <div css={{ display: "flex", alignItems: "center", gap: 10, marginBottom: 10 }}>
        <h3 css={{ margin: 0, fontSize: "1.05rem" }} data-testid="event-panel-title">
          {eventLabel(event.type, event.id === voyage.endOfVoyage?.id)}
        </h3>
        <small css={{ opacity: 0.75 }}>{formatDayTime(event.timestamp)} UTC</small>
        <SourceIcon source={event.source} />
        {event.isConfirmed && (
          <span
            css={(t) => ({ color: t.color.success, fontSize: "0.85rem" })}
            data-testid="event-panel-confirmed"
          >
            <i className="pi pi-check-circle" aria-hidden="true" /> Confirmed
          </span>
        )}
      </div>
      <TabBar role="tablist">
        {tabs.map((name) => (
          <Tab
            key={name}
            type="button"
            role="tab"
            aria-selected={shown === name}
            active={shown === name}
            onClick={() => setTab(name)}
            data-testid={`event-tab-${name}`}
          >
            {TAB_LABELS[name]}
          </Tab>
        ))}
      </TabBar>
      {shown === "info" && <EventInfoTab key={event.id} event={event} data={data} onSaved={onSaved} />}
      {shown === "distance" && (
        <DistanceTab
          key={`${event.id}-${event.version}`}
          event={event}
          editable={capabilities.canEditDistance}
          onSaved={onSaved}
        />
      )}
      {shown === "flowMeters" && fuelProps && <FlowMetersTab key={event.id} {...fuelProps} />}
      {shown === "fuelTanks" && fuelProps && <FuelTanksTab key={event.id} {...fuelProps} />}
      {ShipToShipTransfers && (
        <ShipToShipTransfers
          key={`${voyage.departureId}-${event.id}`}
          vesselId={voyage.vesselId}
          departureId={voyage.departureId}
          eventTime={event.timestamp}
          dataConfirmed={voyage.isDataConfirmed}
        />
      )}
    </div>
  );
}
