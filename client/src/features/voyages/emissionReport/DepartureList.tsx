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
import { formatDay, formatDistance, formatTime } from "../logic/formats";
import type { VoyageSummary } from "../logic/voyageSummaries";
import type { VesselEventDto } from "../types";
import { SourceIcon, Tick } from "../ui/SourceIcon";

interface DepartureListProps {
  voyages: VoyageSummary[];
  /** Every loaded event: the delete rule looks at a departure's neighbours. */
  events: VesselEventDto[];
  loading: boolean;
  onOpen: (departureId: string) => void;
  onChanged: () => Promise<void>;
}

/** Departures of the window: Departed at, From port, Voyage name, Completed, Origin, actions (spec 2 §2). */
export function DepartureList({ voyages, events, loading, onOpen, onChanged }: DepartureListProps) {
  const deletion = useConfirmedRemoval({
    remove: (voyage: VoyageSummary) => voyagesApi.remove(voyage.departure.id),
    after: onChanged,
    describeFailure: (failure) => failureText(failure, DIALOG_FAILURE),
  });

  return (
    <TableCard>
      <DataTable
        value={voyages}
        dataKey="departure.id"
        loading={loading}
        emptyMessage="No departures in this period."
        onRowClick={(event) => onOpen((event.data as VoyageSummary).departure.id)}
        rowClassName={() => "departure-row"}
        rowHover
        css={{ "tr.departure-row": { cursor: "pointer" } }}
        data-testid="departure-list"
      >
        <Column
          header="Departed at"
          body={(v: VoyageSummary) => (
            <span data-testid="departure-time" css={{ whiteSpace: "nowrap" }}>
              {formatDay(v.departure.timestamp)} <strong>{formatTime(v.departure.timestamp)}</strong>
            </span>
          )}
        />
        <Column
          header="From port"
          body={(v: VoyageSummary) =>
            v.departure.port ? `${v.departure.port.name} (${v.departure.port.loCode})` : "—"
          }
        />
        <Column
          header="Voyage name"
          body={(v: VoyageSummary) => (
            <span data-testid="departure-voyage-name">
              {v.departure.voyage?.name || "—"}
              {v.departure.voyage && (
                <small css={{ opacity: 0.7, marginLeft: 6 }}>
                  {v.departure.voyage.type}
                  {v.departure.voyage.isNonCommercial ? " · non-commercial" : ""}
                </small>
              )}
            </span>
          )}
        />
        <Column header="Distance" body={(v: VoyageSummary) => formatDistance(v.distanceNm || null)} />
        <Column
          header="Completed"
          body={(v: VoyageSummary) => (
            <Tick on={v.dataConfirmed} label="Voyage data confirmed" testId="departure-completed" />
          )}
        />
        <Column header="Origin" body={(v: VoyageSummary) => <SourceIcon source={v.departure.source} />} />
        <Column
          header={ACTIONS_HEADER}
          body={(v: VoyageSummary) => (
            <RowActions>
              <RowAction
                icon="pi pi-arrow-right"
                label="Open voyage"
                onClick={() => onOpen(v.departure.id)}
                testId="departure-open"
              />
              {eventCapabilities({ events }, v.departure.id).canDelete && (
                <span
                  onClick={(event) => event.stopPropagation()}
                  onKeyDown={(event) => event.stopPropagation()}
                >
                  <RowAction
                    icon="pi pi-trash"
                    label="Delete departure"
                    severity="danger"
                    onClick={() => deletion.ask(v)}
                    testId="departure-delete"
                  />
                </span>
              )}
            </RowActions>
          )}
        />
      </DataTable>
      <ConfirmDialog
        {...deletion.dialog}
        title="Delete departure"
        message={`Delete the departure of ${formatDay(deletion.target?.departure.timestamp)} ${formatTime(deletion.target?.departure.timestamp)}?`}
        confirmLabel="Delete"
        danger
      />
    </TableCard>
  );
}
