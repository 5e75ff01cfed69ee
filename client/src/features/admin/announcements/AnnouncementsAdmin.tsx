import { Column } from "primereact/column";
import { DataTable } from "primereact/datatable";
import { useState } from "react";
import { failureText } from "../../../shared/api/failureText";
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
import { companiesApi } from "../companies/companiesApi";
import { AnnouncementForm } from "./AnnouncementForm";
import { type AdminAnnouncement, adminAnnouncementsApi } from "./adminAnnouncementsApi";
import { announcementMessages as m } from "./announcementMessages";

/** Announcements admin (spec 1 §2): create, list, delete, send e-mail to online users. */
export function AnnouncementsAdmin() {
  const list = useAsyncList(adminAnnouncementsApi.list, "announcements");
  const companies = useAsyncList(companiesApi.list, "companies");
  const paging = useTablePaging("announcements", list.items.length, { field: "publishDate", order: -1 });
  const [deleting, setDeleting] = useState<AdminAnnouncement | null>(null);
  // Mailing every online user cannot be undone: it asks first (issue 10, point 24).
  const [sending, setSending] = useState<AdminAnnouncement | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const companyName = (id: string | null) =>
    id ? (companies.items.find((c) => c.id === id)?.name ?? id) : m.allCompanies;

  async function send(announcement: AdminAnnouncement) {
    try {
      const { sent } = await adminAnnouncementsApi.sendEmailToOnlineUsers(announcement.announcementId);
      showSnackbar({ text: m.sent(sent), color: "success" });
      setSending(null);
      void list.reload();
    } catch (failure) {
      setSending(null);
      showSnackbar({ text: failureText(failure, m.sendFailed), closeButton: true });
    }
  }

  async function remove(announcement: AdminAnnouncement) {
    try {
      await adminAnnouncementsApi.remove(announcement.announcementId);
      showSnackbar({ text: m.deleted, color: "success" });
      setDeleting(null);
      void list.reload();
    } catch (failure) {
      setDeleteError(failureText(failure, m.deleteFailed));
    }
  }

  return (
    <>
      <PageHeader
        title="Announcements"
        subtitle="Messages shown to users when they sign in and in the alerts panel."
      />
      <div
        css={{
          display: "grid",
          gridTemplateColumns: "minmax(300px, 1fr) minmax(0, 2fr)",
          gap: 20,
          alignItems: "start",
          // Beside the sidebar, below 1280 px the form goes above the table so every column stays in view.
          "@media (max-width: 1280px)": { gridTemplateColumns: "1fr" },
        }}
      >
        <AnnouncementForm companies={companies.items} onCreated={() => void list.reload()} />
        <TableCard>
          <DataTable
            value={list.items}
            dataKey="announcementId"
            {...paging}
            emptyMessage={
              <ListStateMessage
                status={list.status}
                what="announcements"
                empty={m.empty}
                onRetry={() => void list.reload()}
              />
            }
            size="small"
            data-testid="announcement-list"
          >
            <Column
              field="title"
              header="Title"
              sortable
              body={(a: AdminAnnouncement) => (
                <div>
                  <strong>{a.title}</strong>
                  <div
                    css={(theme) => ({
                      color: theme.color.textMuted,
                      fontSize: "0.9rem",
                      whiteSpace: "pre-wrap",
                      maxHeight: 60,
                      overflow: "hidden",
                    })}
                  >
                    {a.announcementDetails}
                  </div>
                </div>
              )}
            />
            <Column
              field="companyId"
              header="Company"
              body={(a: AdminAnnouncement) => companyName(a.companyId)}
            />
            <Column
              field="publishDate"
              header="Published (UTC)"
              sortable
              body={(a: AdminAnnouncement) => formatUtc(a.publishDate)}
              style={{ whiteSpace: "nowrap" }}
            />
            <Column
              field="lastEmailedDate"
              header="Last e-mailed (UTC)"
              sortable
              body={(a: AdminAnnouncement) => (
                <span data-testid="announcement-last-mailed">
                  {a.lastEmailedDate ? formatUtc(a.lastEmailedDate) : "Never"}
                </span>
              )}
              style={{ whiteSpace: "nowrap" }}
            />
            <Column
              header={ACTIONS_HEADER}
              style={{ width: 110 }}
              body={(a: AdminAnnouncement) => (
                <RowActions>
                  <RowAction
                    icon="pi pi-envelope"
                    label="Send e-mail to online users"
                    onClick={() => setSending(a)}
                    testId="announcement-row-send"
                  />
                  <RowAction
                    icon="pi pi-trash"
                    label="Delete"
                    severity="danger"
                    onClick={() => {
                      setDeleteError(null);
                      setDeleting(a);
                    }}
                    testId="announcement-row-delete"
                  />
                </RowActions>
              )}
            />
          </DataTable>
        </TableCard>
      </div>
      <ConfirmDialog
        visible={sending !== null}
        title="Send e-mail to online users"
        message={`E-mail "${sending?.title ?? ""}" to every user of ${
          sending?.companyId ? companyName(sending.companyId) : "every company"
        } who is online now? ${
          sending?.lastEmailedDate
            ? `It was last sent ${formatUtc(sending.lastEmailedDate)} UTC.`
            : "It has not been sent before."
        }`}
        confirmLabel="Send e-mail"
        onConfirm={() => sending && void send(sending)}
        onHide={() => setSending(null)}
      />
      <ConfirmDialog
        visible={deleting !== null}
        title="Delete announcement"
        message={m.confirmDelete(deleting?.title ?? "")}
        confirmLabel="Delete"
        danger
        error={deleteError}
        onConfirm={() => deleting && void remove(deleting)}
        onHide={() => setDeleting(null)}
      />
    </>
  );
}
