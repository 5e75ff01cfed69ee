import styled from "@emotion/styled";
import { Button } from "primereact/button";
import { Column } from "primereact/column";
import { DataTable } from "primereact/datatable";
import { InputText } from "primereact/inputtext";
import { SelectButton } from "primereact/selectbutton";
import { useEffect, useState } from "react";
import { useSearchParams } from "react-router-dom";
import {
  incidentStateText,
  isUnreadIncident,
  lastedText,
  notAnnouncedReason,
} from "../../entities/alert/incidentRules";
import { acknowledgeAllIncidents, acknowledgeIncident } from "../../entities/alert/incidentsStore";
import { CLOSE_REASON_TEXT, type Incident } from "../../entities/alert/types";
import { formatDateTime } from "../../shared/format/formatDateTime";
import { CellText, TableCardScrollingEnd } from "../../shared/table/TableCard";
import { SeverityTag } from "./SeverityTag";
import { type IncidentFilter, useIncidentPage } from "./useIncidentPage";

const Bar = styled.div`
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  gap: 12px;
  padding: 14px 16px;
  border-bottom: 1px solid ${(p) => p.theme.color.border};
  h2 { font-size: 1.1rem; margin-right: auto; }
  .search { position: relative; }
  .search i { position: absolute; left: 11px; top: 50%; transform: translateY(-50%); color: ${(p) => p.theme.color.textMuted}; }
  .search input { padding-left: 34px; width: 240px; }
`;

const Muted = styled.span`
  color: ${(p) => p.theme.color.textMuted};
  font-size: 0.88rem;
`;

/**
 * The incident a mail's link names (`?incident=`) stands out from its neighbours. The last column
 * (Acknowledged) scrolls with the rest: sticky, it lay over State at 1024 px until scrolled sideways.
 */
const Card = styled(TableCardScrollingEnd)`
  .p-datatable .p-datatable-tbody > tr.incident-marked > td {
    box-shadow: inset 0 2px 0 ${(p) => p.theme.color.primary}, inset 0 -2px 0 ${(p) => p.theme.color.primary};
  }
`;

type IncidentRow = Incident & { busy?: boolean };

const FILTERS: { label: string; value: IncidentFilter }[] = [
  { label: "Unread", value: "unread" },
  { label: "Open", value: "open" },
  { label: "Closed", value: "closed" },
  { label: "All", value: "all" },
];

/**
 * /Notifications, incidents: search by vessel name (?search=), unread/open/closed, acknowledge one or all;
 * `?incident=` (a mail's link) marks that incident's row.
 */
export function IncidentsTable({ conditionNames }: { conditionNames: ReadonlyMap<string, string> }) {
  const [params, setParams] = useSearchParams();
  const search = params.get("search") ?? "";
  const marked = params.get("incident");
  const [typed, setTyped] = useState(search);
  const [filter, setFilter] = useState<IncidentFilter>("open");
  const page = useIncidentPage(filter, search);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [busyAll, setBusyAll] = useState(false);

  // The URL follows the search box (replace, so Back leaves the page instead of undoing letters).
  useEffect(() => setTyped(search), [search]);
  function onSearch(value: string) {
    setTyped(value);
    const next = new URLSearchParams(params);
    if (value.trim()) next.set("search", value);
    else next.delete("search");
    setParams(next, { replace: true });
  }

  async function acknowledge(id: string) {
    setBusyId(id);
    if (await acknowledgeIncident(id)) page.reload();
    setBusyId(null);
  }

  async function acknowledgeAll() {
    setBusyAll(true);
    if (await acknowledgeAllIncidents()) page.reload();
    setBusyAll(false);
  }

  const unread = page.items.filter(isUnreadIncident).length;
  // The table re-renders a row only when its data changes: the busy flag travels in the row.
  const rows: IncidentRow[] = page.items.map((i) => (i.id === busyId ? { ...i, busy: true } : i));
  const empty =
    page.status === "loading"
      ? "Loading incidents…"
      : page.status === "error"
        ? "Failed to load incidents"
        : search
          ? `No incidents of a vessel named like “${search}”`
          : filter === "open"
            ? "No open incidents"
            : filter === "unread"
              ? "No unread incidents"
              : "No incidents";

  return (
    <Card data-testid="incidents">
      <Bar>
        <h2>Incidents</h2>
        <span className="search">
          <i className="pi pi-search" aria-hidden="true" />
          <InputText
            value={typed}
            onChange={(event) => onSearch(event.target.value)}
            placeholder="Vessel name"
            aria-label="Search by vessel name"
            data-testid="incidents-search"
          />
        </span>
        <SelectButton
          value={filter}
          options={FILTERS}
          onChange={(event) => event.value && setFilter(event.value as IncidentFilter)}
          allowEmpty={false}
          aria-label="Open or closed incidents"
          data-testid="incidents-filter"
        />
        <Button
          label="Acknowledge all"
          icon="pi pi-check-square"
          outlined
          loading={busyAll}
          onClick={() => void acknowledgeAll()}
          data-testid="incidents-acknowledge-all"
        />
      </Bar>
      <DataTable
        value={rows}
        dataKey="id"
        paginator={page.items.length > 25}
        rows={25}
        size="small"
        emptyMessage={empty}
        rowClassName={(incident: Incident) =>
          [
            isUnreadIncident(incident) ? "incident-unread" : "",
            incident.id === marked ? "incident-marked" : "",
          ]
            .filter(Boolean)
            .join(" ")
        }
        data-testid="incidents-table"
        data-unread={unread}
      >
        <Column header="Severity" body={(i: Incident) => <SeverityTag severity={i.severity} />} />
        <Column
          header="Vessel"
          body={(i: Incident) => (
            <CellText as="strong" min={110}>
              {i.vesselName}
            </CellText>
          )}
        />
        <Column
          header="Condition"
          body={(i: Incident) => (
            <CellText min={160}>
              {conditionNames.get(i.conditionId) ?? i.conditionName ?? ""}
              <Muted css={{ display: "block" }}>{i.conditionDetails}</Muted>
            </CellText>
          )}
        />
        <Column header="Since" body={(i: Incident) => formatDateTime(i.openVesselEvent.timestamp)} />
        <Column
          header="State"
          body={(i: Incident) => (
            <CellText min={110} max={220} data-testid="incident-state">
              {i.isOpen ? (
                "Open"
              ) : (
                <>
                  {incidentStateText(i)} <Muted>{formatDateTime(i.closeVesselEvent?.timestamp)}</Muted>
                  {i.closeVesselEvent && <Muted> · {CLOSE_REASON_TEXT[i.closeVesselEvent.reason]}</Muted>}
                  <Muted css={{ display: "block" }}>{lastedText(i)}</Muted>
                  {notAnnouncedReason(i) && <Muted css={{ display: "block" }}>{notAnnouncedReason(i)}</Muted>}
                </>
              )}
            </CellText>
          )}
        />
        <Column
          header="Acknowledged"
          body={(i: IncidentRow) =>
            i.acknowledged ? (
              <span
                data-testid="incident-acknowledged"
                title={
                  i.acknowledgedBy ? `Acknowledged ${formatDateTime(i.acknowledgedBy.at)}` : "Acknowledged"
                }
              >
                <i className="pi pi-check" aria-hidden="true" /> Acknowledged
              </span>
            ) : (
              <Button
                size="small"
                text
                icon="pi pi-check"
                label="Acknowledge"
                loading={i.busy}
                onClick={() => void acknowledge(i.id)}
                data-testid="incident-row-acknowledge"
              />
            )
          }
        />
      </DataTable>
      {page.truncated && (
        <Muted css={{ display: "block", padding: "10px 16px" }}>
          Showing the latest {page.shown} of {page.total} incidents.
        </Muted>
      )}
    </Card>
  );
}
