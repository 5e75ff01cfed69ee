import styled from "@emotion/styled";
import { Button } from "primereact/button";
import { Dialog } from "primereact/dialog";
import { InputText } from "primereact/inputtext";
import { MultiSelect } from "primereact/multiselect";
import { useEffect, useState } from "react";
import {
  type ColleagueView,
  DASHBOARD_LIMITS,
  DASHBOARD_MESSAGES,
  type DashboardView,
} from "../../../../domain/dashboards/dashboard";
import { useStore } from "../../shared/store/createStore";
import { ConfirmDialog } from "../../shared/ui/ConfirmDialog";
import { escapeWasForOverlay } from "../../shared/ui/useGuardedClose";
import { dashboardApi } from "./api/dashboardApi";
import {
  addDashboard,
  dashboardStore,
  deleteDashboard,
  ownDashboards,
  renameDashboard,
  reorderDashboards,
  selectDashboard,
  setSharing,
} from "./state/dashboardStore";

const Rows = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 6px;
  li {
    display: grid;
    grid-template-columns: 20px minmax(0, 1fr) auto;
    gap: 8px;
    align-items: center;
    padding: 6px 6px 6px 8px;
    border: 1px solid ${(p) => p.theme.color.border};
    border-radius: 8px;
    background: ${(p) => p.theme.color.surface};
  }
  li.active { border-color: ${(p) => p.theme.color.primary}; background: ${(p) => p.theme.color.primarySoft}; }
  li.dragging { opacity: 0.5; }
  li.over { border-style: dashed; border-color: ${(p) => p.theme.color.primary}; }
  .grip { cursor: grab; color: ${(p) => p.theme.color.textMuted}; }
  .name { min-width: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; color: ${(p) => p.theme.color.text}; background: none; border: 0; font: inherit; text-align: left; cursor: pointer; padding: 4px 0; }
  .name:hover { text-decoration: underline; }
  .buttons { display: flex; gap: 0; }
  .buttons .p-button { width: 2.2rem; padding: 0.4rem 0; }
  .rename { grid-column: 2 / 4; display: grid; gap: 4px; }
  .rename .p-inputtext { width: 100%; }
  .error { color: ${(p) => p.theme.color.danger}; font-size: 0.85rem; }
  .share { grid-column: 2 / 4; }
  .share .p-multiselect { width: 100%; }
`;

/** The inline rename: Enter saves, Escape cancels; an empty name is refused (spec 3 §5). */
function RenameField({ dashboard, onDone }: { dashboard: DashboardView; onDone: () => void }) {
  const [name, setName] = useState(dashboard.name);
  const empty = name.trim() === "";
  const save = async () => {
    if (empty) return;
    if (name.trim() !== dashboard.name) await renameDashboard(dashboard.id, name.trim());
    onDone();
  };
  return (
    <div className="rename">
      <InputText
        value={name}
        autoFocus
        maxLength={DASHBOARD_LIMITS.name}
        aria-label="Dashboard name"
        invalid={empty}
        onChange={(event) => setName(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === "Enter") {
            event.preventDefault();
            void save();
          } else if (event.key === "Escape") {
            event.preventDefault();
            event.stopPropagation();
            onDone();
          }
        }}
        data-testid="dashboard-rename-input"
      />
      {empty && (
        <span className="error" role="alert" data-testid="dashboard-rename-error">
          {DASHBOARD_MESSAGES.nameRequired}
        </span>
      )}
      <div css={{ display: "flex", gap: 4, justifyContent: "flex-end" }}>
        <Button type="button" label="Cancel" text size="small" onClick={onDone} />
        <Button
          type="button"
          label="Save"
          size="small"
          disabled={empty}
          onClick={() => void save()}
          data-testid="dashboard-rename-save"
        />
      </div>
    </div>
  );
}

function ShareField({
  dashboard,
  colleagues,
}: {
  dashboard: DashboardView;
  colleagues: ColleagueView[] | null;
}) {
  return (
    <div className="share">
      <MultiSelect
        value={dashboard.userIdsSharedWith}
        options={(colleagues ?? []).map((c) => ({
          value: c.id,
          label: c.name ? `${c.name} (${c.email})` : c.email,
        }))}
        placeholder={
          colleagues === null
            ? "Loading colleagues…"
            : colleagues.length === 0
              ? "No colleagues"
              : "Share with colleagues"
        }
        display="chip"
        filter
        aria-label={`Share ${dashboard.name} with`}
        onChange={(event) => {
          const next = new Set(event.value as string[]);
          const before = new Set(dashboard.userIdsSharedWith);
          const added = [...next].find((id) => !before.has(id));
          const removed = [...before].find((id) => !next.has(id));
          const id = added ?? removed;
          const colleague = colleagues?.find((c) => c.id === id);
          if (colleague) void setSharing(dashboard.id, colleague, added !== undefined);
        }}
        data-testid="dashboard-share"
      />
    </div>
  );
}

/**
 * Manage my dashboards (spec 3 §2, 500 px): add, rename (Enter saves, Escape cancels), drag to
 * reorder, delete (not the last one) after the spec's confirmation, share with colleagues, select.
 */
export function ManageDashboardsDialog({ onClose, onSelect }: { onClose: () => void; onSelect: () => void }) {
  const state = useStore(dashboardStore);
  const own = ownDashboards(state);
  const [renaming, setRenaming] = useState<string | null>(null);
  const [sharing, setSharingOpen] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<DashboardView | null>(null);
  const [busy, setBusy] = useState(false);
  const [dragged, setDragged] = useState<string | null>(null);
  const [over, setOver] = useState<string | null>(null);
  const [colleagues, setColleagues] = useState<ColleagueView[] | null>(null);

  useEffect(() => {
    if (sharing === null || colleagues !== null) return;
    dashboardApi
      .colleagues()
      .then(setColleagues)
      .catch((error) => {
        console.warn("Failed to load colleagues", error);
        setColleagues([]);
      });
  }, [sharing, colleagues]);

  const drop = (targetId: string) => {
    if (!dragged || dragged === targetId) return;
    const ids = own.map((d) => d.id).filter((id) => id !== dragged);
    ids.splice(
      ids.indexOf(targetId) +
        (own.findIndex((d) => d.id === dragged) < own.findIndex((d) => d.id === targetId) ? 1 : 0),
      0,
      dragged,
    );
    void reorderDashboards(ids);
  };

  return (
    <Dialog
      visible
      header="Manage my dashboards"
      onHide={() => {
        // Escape in the open share list closes the list only; during a rename Escape cancels the rename.
        if (renaming || escapeWasForOverlay()) return;
        onClose();
      }}
      closeOnEscape={renaming === null}
      style={{ width: 500, maxWidth: "95vw" }}
      draggable={false}
      data-testid="manage-dashboards-dialog"
    >
      <div css={{ display: "grid", gap: 12 }}>
        <Rows>
          {own.map((dashboard, index) => (
            <li
              key={dashboard.id}
              className={[
                dashboard.id === state.activeId ? "active" : "",
                dragged === dashboard.id ? "dragging" : "",
                over === dashboard.id && dragged !== dashboard.id ? "over" : "",
              ].join(" ")}
              draggable={renaming !== dashboard.id}
              onDragStart={(event) => {
                setDragged(dashboard.id);
                event.dataTransfer.effectAllowed = "move";
                event.dataTransfer.setData("text/plain", dashboard.id);
              }}
              onDragOver={(event) => {
                event.preventDefault();
                setOver(dashboard.id);
              }}
              onDragLeave={() => setOver((o) => (o === dashboard.id ? null : o))}
              onDrop={(event) => {
                event.preventDefault();
                drop(dashboard.id);
                setDragged(null);
                setOver(null);
              }}
              onDragEnd={() => {
                setDragged(null);
                setOver(null);
              }}
              data-testid="manage-dashboard-row"
              data-name={dashboard.name}
            >
              <i className="pi pi-bars grip" title="Drag to reorder" aria-hidden="true" />
              {renaming === dashboard.id ? (
                <RenameField dashboard={dashboard} onDone={() => setRenaming(null)} />
              ) : (
                <>
                  <button
                    type="button"
                    className="name"
                    title="Show this dashboard"
                    onClick={() => {
                      selectDashboard(dashboard.id);
                      onSelect();
                    }}
                    data-testid="manage-dashboard-select"
                  >
                    {dashboard.name}
                    {dashboard.userIdsSharedWith.length > 0 && (
                      <i
                        className="pi pi-users"
                        css={{ marginLeft: 8, opacity: 0.6 }}
                        title="Shared"
                        aria-hidden="true"
                      />
                    )}
                  </button>
                  <span className="buttons">
                    <Button
                      type="button"
                      icon="pi pi-arrow-up"
                      text
                      disabled={index === 0}
                      aria-label={`Move ${dashboard.name} up`}
                      onClick={() => {
                        const ids = own.map((d) => d.id);
                        [ids[index - 1], ids[index]] = [ids[index]!, ids[index - 1]!];
                        void reorderDashboards(ids);
                      }}
                    />
                    <Button
                      type="button"
                      icon="pi pi-pencil"
                      text
                      aria-label={`Rename ${dashboard.name}`}
                      onClick={() => setRenaming(dashboard.id)}
                      data-testid="manage-dashboard-rename"
                    />
                    <Button
                      type="button"
                      icon="pi pi-share-alt"
                      text
                      aria-label={`Share ${dashboard.name}`}
                      aria-expanded={sharing === dashboard.id}
                      onClick={() => setSharingOpen(sharing === dashboard.id ? null : dashboard.id)}
                      data-testid="manage-dashboard-share"
                    />
                    <Button
                      type="button"
                      icon="pi pi-trash"
                      text
                      severity="danger"
                      disabled={own.length <= 1}
                      tooltip={own.length <= 1 ? "The last dashboard cannot be deleted" : undefined}
                      tooltipOptions={{ showOnDisabled: true, position: "left" }}
                      aria-label={`Delete ${dashboard.name}`}
                      onClick={() => setDeleting(dashboard)}
                      data-testid="manage-dashboard-delete"
                    />
                  </span>
                  {sharing === dashboard.id && <ShareField dashboard={dashboard} colleagues={colleagues} />}
                </>
              )}
            </li>
          ))}
        </Rows>
        <div>
          <Button
            type="button"
            label="Add new dashboard"
            icon="pi pi-plus"
            outlined
            onClick={() => void addDashboard()}
            data-testid="manage-dashboard-add"
          />
        </div>
      </div>
      <ConfirmDialog
        visible={deleting !== null}
        title="Delete dashboard"
        message={deleting ? `${deleting.name}: ${DASHBOARD_MESSAGES.confirmDelete}` : ""}
        confirmLabel="Delete"
        danger
        busy={busy}
        onHide={() => setDeleting(null)}
        onConfirm={async () => {
          if (!deleting) return;
          setBusy(true);
          await deleteDashboard(deleting.id);
          setBusy(false);
          setDeleting(null);
        }}
      />
    </Dialog>
  );
}
