import { Button } from "primereact/button";
import { Column } from "primereact/column";
import { DataTable } from "primereact/datatable";
import { Tag } from "primereact/tag";
import { useState } from "react";
import { loadCompanies } from "../../../entities/company/companyStore";
import { expireUser, loadCurrentUser } from "../../../entities/session/sessionActions";
import { sessionStore } from "../../../entities/session/sessionStore";
import { loadVessels } from "../../../entities/vessel/vesselStore";
import { DIALOG_FAILURE, failureText } from "../../../shared/api/failureText";
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
import { CompanyDialog } from "./CompanyDialog";
import { companiesApi } from "./companiesApi";
import { companyMessages } from "./companyMessages";
import type { AdminCompany, CompanyDialogMode } from "./types";
import { useViewAsCompany } from "./useViewAsCompany";

const STATUS_SEVERITY = { Active: "success", Suspended: "warning", Terminated: "danger" } as const;

/** The company list (spec 1 §2), administrators only. */
export function CompanyList() {
  const list = useAsyncList(companiesApi.list, "companies");
  const paging = useTablePaging("companies", list.items.length, { field: "name", order: 1 });
  const viewAsCompany = useViewAsCompany();
  const [dialog, setDialog] = useState<{ mode: CompanyDialogMode; company: AdminCompany | null } | null>(
    null,
  );
  const [busy, setBusy] = useState(false);
  const [removeError, setRemoveError] = useState<string | null>(null);

  const open = (mode: CompanyDialogMode, company: AdminCompany | null) => {
    setRemoveError(null);
    setDialog({ mode, company });
  };
  const close = () => setDialog(null);
  /** The company picker in the top bar shares the list; keep it fresh too. */
  const changed = () => {
    void list.reload();
    void loadCompanies();
  };

  async function remove(company: AdminCompany) {
    setBusy(true);
    try {
      const wasViewingIt = sessionStore.get().user?.companyId === company.id;
      await companiesApi.remove(company.id);
      showSnackbar({ text: `${company.name} removed`, color: "success" });
      close();
      // The server moved this administrator to a company that exists: take it on before anything else is
      // asked, since every call names the company its page acts for.
      if (wasViewingIt) {
        expireUser();
        await loadCurrentUser();
        await loadVessels();
      }
      changed();
    } catch (failure) {
      setRemoveError(failureText(failure, DIALOG_FAILURE));
    } finally {
      setBusy(false);
    }
  }

  const actions = (company: AdminCompany) => (
    <RowActions>
      <RowAction
        icon="pi pi-eye"
        label="View"
        onClick={() => open("VIEW", company)}
        testId="company-row-view"
      />
      <RowAction
        icon="pi pi-pencil"
        label="Edit"
        onClick={() => open("EDIT", company)}
        testId="company-row-edit"
      />
      <RowAction
        icon="pi pi-sign-in"
        label="View as company"
        onClick={() => void viewAsCompany(company.id)}
        testId="company-row-view-as"
      />
      {company.vesselCount === 0 && (
        <RowAction
          icon="pi pi-trash"
          label="Delete"
          severity="danger"
          onClick={() => open("REMOVE", company)}
          testId="company-row-delete"
        />
      )}
    </RowActions>
  );

  return (
    <>
      <PageHeader
        title="Companies"
        subtitle="Customers, their subscription and how many vessels they have."
        actions={
          <Button
            label="Add new company"
            icon="pi pi-plus"
            onClick={() => open("ADD", null)}
            data-testid="company-add"
          />
        }
      />
      <TableCard>
        <DataTable
          value={list.items}
          dataKey="id"
          {...paging}
          emptyMessage={
            <ListStateMessage
              status={list.status}
              what="companies"
              empty={companyMessages.empty}
              onRetry={() => void list.reload()}
            />
          }
          size="small"
          data-testid="company-list"
        >
          <Column field="name" header="Company" sortable />
          <Column
            field="createdDate"
            header="Created"
            sortable
            body={(c: AdminCompany) => formatUtc(c.createdDate, false) || "—"}
          />
          <Column field="vesselCount" header="Vessels" sortable />
          <Column
            field="subscriptionStatus"
            header="Subscription status"
            sortable
            body={(c: AdminCompany) => (
              <Tag value={c.subscriptionStatus} severity={STATUS_SEVERITY[c.subscriptionStatus] ?? "info"} />
            )}
          />
          <Column header={ACTIONS_HEADER} body={actions} style={{ width: 190 }} />
        </DataTable>
      </TableCard>
      {dialog && dialog.mode !== "REMOVE" && (
        <CompanyDialog
          key={`${dialog.mode}-${dialog.company?.id ?? "new"}`}
          mode={dialog.mode}
          company={dialog.company}
          allCompanies={list.items}
          onEdit={() =>
            // The newest version: the keys panel may have changed the company since the dialog opened.
            open("EDIT", list.items.find((c) => c.id === dialog.company?.id) ?? dialog.company)
          }
          onClose={close}
          onChanged={changed}
        />
      )}
      <ConfirmDialog
        visible={dialog?.mode === "REMOVE"}
        title="Remove company"
        message={companyMessages.confirmRemove(dialog?.company?.name ?? "")}
        confirmLabel="Remove"
        danger
        busy={busy}
        error={removeError}
        onConfirm={() => dialog?.company && void remove(dialog.company)}
        onHide={close}
      />
    </>
  );
}
