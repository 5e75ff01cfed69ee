import { TabPanel, TabView } from "primereact/tabview";
import { useState } from "react";
import { type AdminVessel, tabOf, type VesselTab } from "../../../entities/vessel/adminTypes";
import { type VesselStateAction, vesselAdminApi } from "../../../entities/vessel/vesselAdminApi";
import { vesselMessages } from "../../../entities/vessel/vesselMessages";
import { DIALOG_FAILURE, failureText } from "../../../shared/api/failureText";
import { showSnackbar } from "../../../shared/snackbar/snackbarStore";
import { TableCard } from "../../../shared/table/TableCard";
import { useAsyncList } from "../../../shared/table/useAsyncList";
import { AlertBox } from "../../../shared/ui/AlertBox";
import { ConfirmDialog } from "../../../shared/ui/ConfirmDialog";
import { PageHeader } from "../../../shared/ui/PageHeader";
import { EditVesselForm } from "./EditVesselForm";
import { NewVesselForm } from "./NewVesselForm";
import { useVesselReferenceData } from "./useVesselReferenceData";
import { type VesselRowAction, VesselTable } from "./VesselTable";
import { imoExistsInCompany } from "./validateVessel";

const TABS: VesselTab[] = ["unassigned", "assigned", "archived"];
const EDITOR_TAB = 3;
const DONE: Record<VesselStateAction, string> = {
  Unassign: "unassigned",
  SetDataReceiver: "set as data receiver",
  UnsetDataReceiver: "no longer data receiver",
  ArchiveVessel: "archived",
  ActivateVessel: "activated",
  DeactivateVessel: "deactivated",
};

type ConfirmedAction = "Delete" | "Unassign" | "ArchiveVessel";
const CONFIRM: Record<
  ConfirmedAction,
  { title: string; label: string; message: (v: AdminVessel) => string }
> = {
  Delete: { title: "Delete vessel", label: "Delete", message: (v) => vesselMessages.confirmDelete(v.name) },
  Unassign: {
    title: "Unassign vessel",
    label: "Unassign",
    message: (v) => vesselMessages.confirmUnassign(v.name, v.companyName ?? ""),
  },
  ArchiveVessel: {
    title: "Archive vessel",
    label: "Archive",
    message: (v) => vesselMessages.confirmArchive(v.name),
  },
};

/** Vessel administration (spec 1 §2): unassigned, assigned and archived vessels, and the vessel editor. */
export function VesselAdministration() {
  const list = useAsyncList(vesselAdminApi.list, "vessels");
  const reference = useVesselReferenceData();
  const [activeIndex, setActiveIndex] = useState(0);
  const [editingId, setEditingId] = useState<string | null>(null);
  // Delete, Unassign and Archive ask first (issue 10, point 24).
  const [confirming, setConfirming] = useState<{ vessel: AdminVessel; action: ConfirmedAction } | null>(null);
  const [confirmBusy, setConfirmBusy] = useState(false);
  const [confirmError, setConfirmError] = useState<string | null>(null);
  const editing = list.items.find((vessel) => vessel.id === editingId) ?? null;
  const reload = () => void list.reload();

  async function onAction(vessel: AdminVessel, action: VesselRowAction) {
    if (action === "Edit") {
      setEditingId(vessel.id);
      setActiveIndex(EDITOR_TAB);
      return;
    }
    if (action === "Delete" || action === "Unassign" || action === "ArchiveVessel") {
      setConfirmError(null);
      setConfirming({ vessel, action });
      return;
    }
    try {
      await vesselAdminApi.changeState(vessel.id, action);
      showSnackbar({ text: `${vessel.name} ${DONE[action]}`, color: "success" });
    } catch (failure) {
      showSnackbar({ text: failureText(failure, DIALOG_FAILURE), closeButton: true });
    }
    reload();
  }

  async function onAssign(vessel: AdminVessel, companyId: string): Promise<string | null> {
    if (imoExistsInCompany(list.items, vessel.imoNumber, companyId, vessel.id))
      return vesselMessages.duplicateImo;
    try {
      await vesselAdminApi.assign(vessel.id, companyId);
      showSnackbar({ text: `${vessel.name} assigned`, color: "success" });
      reload();
      return null;
    } catch (failure) {
      return failureText(failure, DIALOG_FAILURE);
    }
  }

  async function confirmed({ vessel, action }: { vessel: AdminVessel; action: ConfirmedAction }) {
    setConfirmBusy(true);
    try {
      if (action === "Delete") await vesselAdminApi.remove(vessel.id);
      else await vesselAdminApi.changeState(vessel.id, action);
      showSnackbar({
        text: `${vessel.name} ${action === "Delete" ? "deleted" : DONE[action]}`,
        color: "success",
      });
      setConfirming(null);
      reload();
    } catch (failure) {
      setConfirmError(failureText(failure, DIALOG_FAILURE));
    } finally {
      setConfirmBusy(false);
    }
  }

  const count = (tab: VesselTab) => list.items.filter((vessel) => tabOf(vessel.activeStatus) === tab).length;
  const label = (tab: VesselTab, text: string) =>
    list.status === "ready" ? `${text} (${count(tab)})` : text;

  return (
    <>
      <PageHeader
        title="Vessel administration"
        subtitle="Register vessels, assign them to companies and manage their lifecycle."
      />
      {list.status === "error" && (
        <AlertBox severity="error" testId="vessel-load-error">
          {failureText(list.error, vesselMessages.loadFailed)}
        </AlertBox>
      )}
      <TabView
        activeIndex={activeIndex}
        onTabChange={(event) => {
          setActiveIndex(event.index);
          if (event.index === EDITOR_TAB) setEditingId(null);
        }}
        data-testid="vessel-tabs"
        css={(theme) => ({
          ".p-tabview-nav-link": { gap: 8 },
          ".p-tabview-nav, .p-tabview-nav-link, .p-tabview-panels": { background: "transparent" },
          ".p-tabview-panels": { padding: "16px 0 0", color: theme.color.text },
        })}
      >
        {TABS.map((tab, index) => (
          <TabPanel
            key={tab}
            header={label(
              tab,
              {
                unassigned: "Unassigned vessels",
                assigned: "Assigned vessels",
                archived: "Archived vessels",
              }[tab],
            )}
            pt={{ headerAction: { "data-testid": `vessel-tab-${tab}` } as object }}
          >
            {activeIndex === index && (
              <TableCard>
                <VesselTable
                  tab={tab}
                  vessels={list.items.filter((vessel) => tabOf(vessel.activeStatus) === tab)}
                  loading={list.status === "loading"}
                  companies={reference.companies}
                  onAction={(vessel, action) => void onAction(vessel, action)}
                  onAssign={onAssign}
                />
              </TableCard>
            )}
          </TabPanel>
        ))}
        <TabPanel
          header={editing ? `Edit vessel: ${editing.name}` : "Add vessel"}
          leftIcon={editing ? "pi pi-pencil" : "pi pi-plus"}
          pt={{ headerAction: { "data-testid": "vessel-tab-editor" } as object }}
        >
          {activeIndex === EDITOR_TAB &&
            (editing ? (
              <EditVesselForm
                key={editing.id}
                vessel={editing}
                features={reference.features}
                cargoUnits={reference.cargoUnits}
                onChanged={reload}
                onDone={() => {
                  setActiveIndex(TABS.indexOf(tabOf(editing.activeStatus)));
                  setEditingId(null);
                }}
              />
            ) : (
              <NewVesselForm
                allVessels={list.items}
                companies={reference.companies}
                onCreated={(tab) => {
                  reload();
                  setActiveIndex(TABS.indexOf(tab));
                }}
              />
            ))}
        </TabPanel>
      </TabView>
      <ConfirmDialog
        visible={confirming !== null}
        title={confirming ? CONFIRM[confirming.action].title : ""}
        message={confirming ? CONFIRM[confirming.action].message(confirming.vessel) : ""}
        confirmLabel={confirming ? CONFIRM[confirming.action].label : ""}
        danger={confirming?.action !== "Unassign"}
        busy={confirmBusy}
        error={confirmError}
        onConfirm={() => confirming && void confirmed(confirming)}
        onHide={() => setConfirming(null)}
      />
    </>
  );
}
