import { Button } from "primereact/button";
import { Column } from "primereact/column";
import { DataTable } from "primereact/datatable";
import { Tag } from "primereact/tag";
import { useState } from "react";
import { DIALOG_FAILURE, failureText } from "../../../shared/api/failureText";
import { showSnackbar } from "../../../shared/snackbar/snackbarStore";
import { ACTIONS_HEADER } from "../../../shared/table/actionsHeader";
import { RowAction, RowActions } from "../../../shared/table/RowAction";
import { TableCard } from "../../../shared/table/TableCard";
import { useAsyncList } from "../../../shared/table/useAsyncList";
import { useTablePaging } from "../../../shared/table/useTablePaging";
import { AlertBox } from "../../../shared/ui/AlertBox";
import { ConfirmDialog } from "../../../shared/ui/ConfirmDialog";
import { ListStateMessage } from "../../../shared/ui/ListStateMessage";
import { PageHeader } from "../../../shared/ui/PageHeader";
import { AccessGroupNameDialog } from "./AccessGroupNameDialog";
import { accessGroupMessages as m } from "./accessGroupMessages";
import { accessGroupsApi } from "./accessGroupsApi";
import { ManageAccessGroup } from "./ManageAccessGroup";
import type { AccessGroup, AccessGroupDialogMode } from "./types";

type Row = AccessGroup & { vesselCount: number; userCount: number };

/** Vessel access groups (spec 1 §2): list, ADD / RENAME / DELETE, and the Manage screen. */
export function AccessGroupList() {
  const list = useAsyncList(accessGroupsApi.list, "vessel access groups");
  const rows: Row[] = list.items.map((g) => ({
    ...g,
    vesselCount: g.vessels.length,
    userCount: g.users.length,
  }));
  const paging = useTablePaging("accessGroups", rows.length, { field: "name", order: 1 });
  const [managingId, setManagingId] = useState<string | null>(null);
  const [dialog, setDialog] = useState<{ mode: AccessGroupDialogMode; group: AccessGroup | null } | null>(
    null,
  );
  const [busy, setBusy] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const managing = list.items.find((group) => group.id === managingId);

  if (managing) {
    return <ManageAccessGroup group={managing} onBack={() => setManagingId(null)} onChanged={list.reload} />;
  }

  async function remove(group: AccessGroup) {
    setBusy(true);
    try {
      await accessGroupsApi.remove(group.id);
      showSnackbar({ text: `${group.name} deleted`, color: "success" });
      setDialog(null);
      void list.reload();
    } catch (failure) {
      setDeleteError(failureText(failure, DIALOG_FAILURE));
    } finally {
      setBusy(false);
    }
  }

  const actions = (group: Row) =>
    group.isDefault ? null : (
      <RowActions>
        <RowAction
          icon="pi pi-sliders-h"
          label="Manage"
          onClick={() => setManagingId(group.id)}
          testId="access-group-row-manage"
        />
        <RowAction
          icon="pi pi-pencil"
          label="Rename"
          onClick={() => setDialog({ mode: "RENAME", group })}
          testId="access-group-row-rename"
        />
        {group.vesselCount === 0 && group.userCount === 0 && (
          <RowAction
            icon="pi pi-trash"
            label="Delete"
            severity="danger"
            onClick={() => {
              setDeleteError(null);
              setDialog({ mode: "DELETE", group });
            }}
            testId="access-group-row-delete"
          />
        )}
      </RowActions>
    );

  return (
    <>
      <PageHeader
        title="Vessel access groups"
        subtitle="Which users see which vessels. The default group holds every vessel."
        actions={
          <Button
            label="Add new vessel access group"
            icon="pi pi-plus"
            onClick={() => setDialog({ mode: "ADD", group: null })}
            data-testid="access-group-add"
          />
        }
      />
      {list.status === "error" && (
        <AlertBox severity="error" testId="access-group-load-error">
          {m.loadFailed}
        </AlertBox>
      )}
      <TableCard>
        <DataTable
          value={rows}
          dataKey="id"
          {...paging}
          emptyMessage={
            <ListStateMessage
              status={list.status}
              what="vessel access groups"
              empty={m.empty}
              onRetry={() => void list.reload()}
            />
          }
          size="small"
          data-testid="access-group-list"
        >
          <Column
            field="name"
            header="Name"
            sortable
            body={(g: Row) => (
              <span css={{ display: "inline-flex", gap: 8, alignItems: "center" }}>
                {g.name}
                {g.isDefault && <Tag value="Default" severity="info" />}
              </span>
            )}
          />
          <Column field="vesselCount" header="Vessels" sortable />
          <Column field="userCount" header="Users" sortable />
          <Column header={ACTIONS_HEADER} body={actions} style={{ width: 150 }} />
        </DataTable>
      </TableCard>
      {dialog && dialog.mode !== "DELETE" && (
        <AccessGroupNameDialog
          group={dialog.group}
          allGroups={list.items}
          onClose={() => setDialog(null)}
          onSaved={() => void list.reload()}
        />
      )}
      <ConfirmDialog
        visible={dialog?.mode === "DELETE"}
        title="Delete vessel access group"
        message={m.confirmDelete(dialog?.group?.name ?? "")}
        confirmLabel="Delete"
        danger
        busy={busy}
        error={deleteError}
        onConfirm={() => dialog?.group && void remove(dialog.group)}
        onHide={() => setDialog(null)}
      />
    </>
  );
}
