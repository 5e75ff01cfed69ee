import { Column } from "primereact/column";
import { DataTable } from "primereact/datatable";
import { eventCapabilities } from "../../../../../domain/voyages/capabilities";
import { DIALOG_FAILURE, failureText } from "../../../shared/api/failureText";
import { ACTIONS_HEADER } from "../../../shared/table/actionsHeader";
import { RowAction, RowActions } from "../../../shared/table/RowAction";
import { TableCard } from "../../../shared/table/TableCard";
import { ConfirmDialog } from "../../../shared/ui/ConfirmDialog";
import { useConfirmedRemoval } from "../../../shared/ui/useConfirmedRemoval";
import { voyagesApi } from "../api/voyagesApi";
import { totalDistance } from "../logic/distance";
import { eventLabel } from "../logic/eventLabels";
import { formatDay, formatDistance, formatTime } from "../logic/formats";
import type { VesselEventDto } from "../types";
import { SourceIcon, Tick } from "../ui/SourceIcon";
import type { VoyageData } from "./useVoyage";

interface EventListProps {
  data: VoyageData;
  selectedId: string | null;
  onSelect: (eventId: string) => void;
  onDeleted: () => Promise<void>;
}

/** What a leg still needs once information is confirmed: its distance and, with flow meters, its consumption. */
export function missingOf(data: VoyageData, event: VesselEventDto) {
  const isLeg =
    data.voyage.isInformationConfirmed && event.id !== data.voyage.departureId && event.type !== "Departure";
  return {
    distance: isLeg && event.distanceSailed === null,
    flowMeterConsumption: isLeg && data.hasActiveFlowMeters && data.flowMeterCoverage[event.id] === false,
  };
}

/** Time, Event type, Event info confirmed (until information is confirmed), Distance (after), Origin. */
export function EventList({ data, selectedId, onSelect, onDeleted }: EventListProps) {
  const { voyage } = data;
  const endId = voyage.endOfVoyage?.id;
  const deletion = useConfirmedRemoval({
    remove: (event: VesselEventDto) => voyagesApi.remove(event.id),
    after: onDeleted,
    describeFailure: (failure) => failureText(failure, DIALOG_FAILURE),
  });

  return (
    <TableCard>
      <DataTable
        value={voyage.events}
        dataKey="id"
        selectionMode="single"
        selection={voyage.events.find((event) => event.id === selectedId) ?? null}
        onSelectionChange={(event) => {
          const picked = event.value as VesselEventDto | null;
          if (picked) onSelect(picked.id);
        }}
        rowClassName={(event: VesselEventDto) => `voyage-event-row event-${event.type}`}
        data-testid="event-list"
        size="small"
      >
        <Column
          header="Time"
          body={(e: VesselEventDto) => (
            <span data-testid="event-time" css={{ whiteSpace: "nowrap" }}>
              {formatDay(e.timestamp)} <strong>{formatTime(e.timestamp)}</strong>
            </span>
          )}
        />
        <Column
          header="Event type"
          body={(e: VesselEventDto) => {
            const missing = missingOf(data, e);
            const warn = missing.distance || missing.flowMeterConsumption;
            return (
              <span css={{ display: "inline-flex", gap: 6, alignItems: "center" }}>
                <span data-testid="event-name">{eventLabel(e.type, e.id === endId)}</span>
                {e.port && <small css={{ opacity: 0.7 }}>{e.port.loCode}</small>}
                {warn && (
                  <i
                    className="pi pi-exclamation-triangle"
                    css={(t) => ({ color: t.color.warning })}
                    title={[
                      missing.distance ? "Distance missing" : "",
                      missing.flowMeterConsumption ? "Flow meter fuel consumption missing" : "",
                    ]
                      .filter(Boolean)
                      .join(", ")}
                    data-testid="event-missing-warning"
                  />
                )}
              </span>
            );
          }}
        />
        {!voyage.isInformationConfirmed && (
          <Column
            header="Event info confirmed"
            body={(e: VesselEventDto) => (
              <Tick on={e.isConfirmed} label="Event info confirmed" testId="event-confirmed" />
            )}
          />
        )}
        {voyage.isInformationConfirmed && (
          <Column
            header="Distance"
            body={(e: VesselEventDto) =>
              e.id === voyage.departureId ? (
                ""
              ) : (
                <span data-testid="event-distance">{formatDistance(totalDistance(e.distanceSailed))}</span>
              )
            }
          />
        )}
        <Column header="Origin" body={(e: VesselEventDto) => <SourceIcon source={e.source} />} />
        <Column
          header={ACTIONS_HEADER}
          body={(e: VesselEventDto) =>
            eventCapabilities(data.rules, e.id).canDelete ? (
              <RowActions>
                <RowAction
                  icon="pi pi-trash"
                  label="Delete event"
                  severity="danger"
                  onClick={() => deletion.ask(e)}
                  testId="event-delete"
                />
              </RowActions>
            ) : null
          }
        />
      </DataTable>
      <ConfirmDialog
        {...deletion.dialog}
        title="Delete event"
        message={
          deletion.target
            ? `Delete ${eventLabel(deletion.target.type, deletion.target.id === endId).toLowerCase()} of ${formatDay(deletion.target.timestamp)} ${formatTime(deletion.target.timestamp)}?`
            : ""
        }
        confirmLabel="Delete"
        danger
      />
    </TableCard>
  );
}
