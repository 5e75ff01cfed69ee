import { Button } from "primereact/button";
import { Column } from "primereact/column";
import { DataTable } from "primereact/datatable";
import { useMemo, useState } from "react";
import { assignableRoles, canEditRoles } from "../../../../../domain/auth/roles";
import { useSession } from "../../../entities/session/sessionStore";
import { ROLE_LABELS } from "../../../entities/user/roles";
import { failureText, USER_DIALOG_FAILURE } from "../../../shared/api/failureText";
import { formatUtc } from "../../../shared/format/formatUtc";
import { showSnackbar } from "../../../shared/snackbar/snackbarStore";
import { ACTIONS_HEADER } from "../../../shared/table/actionsHeader";
import { RowAction, RowActions } from "../../../shared/table/RowAction";
import { TableCard } from "../../../shared/table/TableCard";
import { useAsyncList } from "../../../shared/table/useAsyncList";
import { useTablePaging } from "../../../shared/table/useTablePaging";
import { ConfirmDialog } from "../../../shared/ui/ConfirmDialog";
import { ListStateMessage } from "../../../shared/ui/ListStateMessage";
import { PageHeader } from "../../../shared/ui/PageHeader";
import { VerifierAccessSection } from "../verifiers/VerifierAccessSection";
import { ApiKeyDialog } from "./ApiKeyDialog";
import { OnlineDot } from "./OnlineDot";
import type { AdminUser, UserDialogMode } from "./types";
import { UserDialog } from "./UserDialog";
import { userMessages } from "./userMessages";
import { usersApi } from "./usersApi";

type UserRow = AdminUser & { hasApiKey: boolean };

async function loadUsers(): Promise<AdminUser[]> {
  const [users, online] = await Promise.all([
    usersApi.list(),
    usersApi.onlineIds().catch(() => new Set<string>()),
  ]);
  return users.map((user) => ({ ...user, isOnline: user.isOnline || online.has(user.id) }));
}

/** The user list (spec 1 §2): sortable, paged, with View, Edit, API Key and Delete per row. */
export function UserList() {
  const { user: me } = useSession();
  const list = useAsyncList(loadUsers, "users");
  const rows = useMemo<UserRow[]>(
    () => list.items.map((u) => ({ ...u, hasApiKey: !!u.apiKey })),
    [list.items],
  );
  const paging = useTablePaging("users", rows.length, { field: "name", order: 1 });
  const [dialog, setDialog] = useState<{ mode: UserDialogMode; user: AdminUser | null } | null>(null);
  const [busy, setBusy] = useState(false);
  const [removeError, setRemoveError] = useState<string | null>(null);
  // Moves on whenever the user list is reloaded after a change: a new or removed verifier shows below.
  const [revision, setRevision] = useState(0);
  const reload = () => {
    void list.reload();
    setRevision((n) => n + 1);
  };

  if (!me) return null;
  const roles = assignableRoles(me.role);
  const open = (mode: UserDialogMode, user: AdminUser | null) => {
    setRemoveError(null);
    setDialog({ mode, user });
  };
  const close = () => setDialog(null);

  async function remove(user: AdminUser) {
    setBusy(true);
    try {
      await usersApi.remove(user.id);
      showSnackbar({ text: `${user.name} removed`, color: "success" });
      close();
      reload();
    } catch (failure) {
      setRemoveError(failureText(failure, USER_DIALOG_FAILURE));
    } finally {
      setBusy(false);
    }
  }

  const actions = (user: AdminUser) => (
    <RowActions>
      <RowAction icon="pi pi-eye" label="View" onClick={() => open("VIEW", user)} testId="user-row-view" />
      <RowAction icon="pi pi-pencil" label="Edit" onClick={() => open("EDIT", user)} testId="user-row-edit" />
      <RowAction
        icon="pi pi-key"
        label="API Key"
        onClick={() => open("API", user)}
        testId="user-row-api-key"
      />
      <RowAction
        icon="pi pi-trash"
        label="Delete"
        severity="danger"
        onClick={() => open("REMOVE", user)}
        disabled={user.id === me.id}
        testId="user-row-delete"
      />
    </RowActions>
  );

  return (
    <>
      <PageHeader
        title="Users"
        subtitle={me.companyName ? `People and API accounts of ${me.companyName}` : undefined}
        actions={
          <Button
            label="Add new user"
            icon="pi pi-user-plus"
            onClick={() => open("ADD", null)}
            data-testid="user-add"
          />
        }
      />
      <TableCard>
        <DataTable
          value={rows}
          dataKey="id"
          {...paging}
          removableSort={false}
          emptyMessage={
            <ListStateMessage
              status={list.status}
              what="users"
              empty={userMessages.empty}
              onRetry={() => void list.reload()}
            />
          }
          data-testid="user-list"
          size="small"
        >
          <Column
            field="name"
            header="Name"
            sortable
            body={(user: UserRow) => (
              <span css={{ display: "inline-flex", alignItems: "center", gap: 10 }}>
                <OnlineDot online={user.isOnline} />
                <span>{user.name}</span>
              </span>
            )}
          />
          <Column
            field="role"
            header="Role"
            sortable
            body={(user: UserRow) => ROLE_LABELS[user.role] ?? user.role}
          />
          <Column field="email" header="Email" sortable />
          <Column
            field="lastActivityDate"
            header="Last activity (UTC)"
            sortable
            body={(user: UserRow) => formatUtc(user.lastActivityDate) || "—"}
          />
          <Column
            field="hasApiKey"
            header="API Key"
            sortable
            body={(user: UserRow) => (user.hasApiKey ? user.apiKey : "—")}
          />
          <Column
            field="apiKeyLastUsedDate"
            header="API key last used (UTC)"
            sortable
            body={(user: UserRow) => (user.hasApiKey ? formatUtc(user.apiKeyLastUsedDate) || "never" : "—")}
          />
          <Column header={ACTIONS_HEADER} body={actions} style={{ width: 190 }} />
        </DataTable>
      </TableCard>
      {dialog && (dialog.mode === "VIEW" || dialog.mode === "EDIT" || dialog.mode === "ADD") && (
        <UserDialog
          key={`${dialog.mode}-${dialog.user?.id ?? "new"}`}
          mode={dialog.mode}
          // View shows the user as the list now holds them: opened just after a save, the reload lands here.
          user={
            dialog.mode === "VIEW"
              ? (list.items.find((u) => u.id === dialog.user?.id) ?? dialog.user)
              : dialog.user
          }
          allUsers={list.items}
          assignableRoles={roles}
          roleEditable={canEditRoles(me.role) && roles.length > 0}
          companyId={me.companyId}
          onEdit={() => open("EDIT", dialog.user)}
          onClose={close}
          onChanged={reload}
        />
      )}
      {dialog?.mode === "API" && dialog.user && (
        <ApiKeyDialog user={dialog.user} onClose={close} onChanged={reload} />
      )}
      <ConfirmDialog
        visible={dialog?.mode === "REMOVE"}
        title={dialog?.user ? `Remove ${dialog.user.name}` : "Remove user"}
        message={userMessages.confirmRemove}
        confirmLabel="Remove"
        danger
        busy={busy}
        error={removeError}
        onConfirm={() => dialog?.user && void remove(dialog.user)}
        onHide={close}
      />
      <VerifierAccessSection revision={revision} />
    </>
  );
}
