import { Column } from "primereact/column";
import { DataTable } from "primereact/datatable";
import { Tag } from "primereact/tag";
import type { AdminVessel, NamedItem, VesselTab } from "../../../entities/vessel/adminTypes";
import { formatImo } from "../../../entities/vessel/formatImo";
import type { VesselStateAction } from "../../../entities/vessel/vesselAdminApi";
import { formatUtc } from "../../../shared/format/formatUtc";
import { ACTIONS_HEADER } from "../../../shared/table/actionsHeader";
import { RowAction, RowActions } from "../../../shared/table/RowAction";
import { useTablePaging } from "../../../shared/table/useTablePaging";
import { AssignToCompany } from "./AssignToCompany";

export type VesselRowAction = VesselStateAction | "Edit" | "Delete";

interface VesselTableProps {
  tab: VesselTab;
  vessels: AdminVessel[];
  loading: boolean;
  companies: NamedItem[];
  onAction: (vessel: AdminVessel, action: VesselRowAction) => void;
  onAssign: (vessel: AdminVessel, companyId: string) => Promise<string | null>;
}

const EMPTY: Record<VesselTab, string> = {
  unassigned: "No unassigned vessels",
  assigned: "No assigned vessels",
  archived: "No archived vessels",
};

/** One tab's vessels: Id, name, last data sent, created, IMO, company (or assign), row actions. */
export function VesselTable({ tab, vessels, loading, companies, onAction, onAssign }: VesselTableProps) {
  const paging = useTablePaging(`vessels-${tab}`, vessels.length, { field: "name", order: 1 });
  const action = (
    vessel: AdminVessel,
    name: VesselRowAction,
    icon: string,
    label: string,
    severity?: "danger",
  ) => (
    <RowAction
      icon={icon}
      label={label}
      severity={severity}
      onClick={() => onAction(vessel, name)}
      testId={`vessel-row-${label.toLowerCase()}`}
    />
  );
  const actions = (vessel: AdminVessel) => (
    <RowActions>
      {action(vessel, "Edit", "pi pi-pencil", "Edit")}
      {vessel.activeStatus === "Active" && action(vessel, "DeactivateVessel", "pi pi-pause", "Deactivate")}
      {vessel.activeStatus === "Assigned" && action(vessel, "ActivateVessel", "pi pi-play", "Activate")}
      {tab === "assigned" && action(vessel, "Unassign", "pi pi-times-circle", "Unassign")}
      {tab !== "archived" && action(vessel, "ArchiveVessel", "pi pi-inbox", "Archive")}
      {tab === "archived" && action(vessel, "ActivateVessel", "pi pi-replay", "Reactivate")}
      {tab === "archived" && action(vessel, "Delete", "pi pi-trash", "Delete", "danger")}
    </RowActions>
  );
  return (
    <DataTable
      value={vessels}
      dataKey="id"
      {...paging}
      emptyMessage={loading ? "LOADING..." : EMPTY[tab]}
      size="small"
      data-testid={`vessel-table-${tab}`}
    >
      <Column
        field="id"
        header="Id"
        sortable
        body={(v: AdminVessel) => <code css={{ fontSize: "0.8rem" }}>{v.id.slice(0, 8)}</code>}
      />
      <Column
        field="name"
        header="Vessel name"
        sortable
        body={(v: AdminVessel) => (
          <span css={{ display: "inline-flex", gap: 8, alignItems: "center" }}>
            {v.name}
            {v.activeStatus === "Assigned" && <Tag value="Inactive" severity="warning" />}
            {v.isDataReceiver && <Tag value="Data receiver" severity="info" />}
          </span>
        )}
      />
      <Column
        field="lastExportDate"
        header="Last data sent"
        sortable
        body={(v: AdminVessel) => formatUtc(v.lastExportDate) || "—"}
      />
      <Column
        field="created"
        header="Created"
        sortable
        body={(v: AdminVessel) => formatUtc(v.created, false) || "—"}
      />
      <Column
        field="imoNumber"
        header="IMO Number"
        sortable
        body={(v: AdminVessel) => formatImo(v.imoNumber)}
      />
      {tab === "unassigned" ? (
        <Column
          header="Assign to company"
          body={(v: AdminVessel) => (
            <AssignToCompany companies={companies} onAssign={(companyId) => onAssign(v, companyId)} />
          )}
          style={{ minWidth: 300 }}
        />
      ) : (
        <Column
          field="companyName"
          header="Company"
          sortable
          body={(v: AdminVessel) => v.companyName || "—"}
        />
      )}
      <Column header={ACTIONS_HEADER} body={actions} style={{ width: 170 }} />
    </DataTable>
  );
}
