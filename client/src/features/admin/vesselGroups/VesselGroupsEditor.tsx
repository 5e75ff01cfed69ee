import styled from "@emotion/styled";
import { Button } from "primereact/button";
import { useEffect, useState } from "react";
import { byName } from "../../../../../domain/shared/text";
import { vesselApi } from "../../../entities/vessel/vesselApi";
import { DIALOG_FAILURE, failureText } from "../../../shared/api/failureText";
import { showSnackbar } from "../../../shared/snackbar/snackbarStore";
import { useAsyncList } from "../../../shared/table/useAsyncList";
import { ConfirmDialog } from "../../../shared/ui/ConfirmDialog";
import { PageHeader } from "../../../shared/ui/PageHeader";
import { Item, PickColumn } from "./PickList";
import type { VesselGroup } from "./types";
import { VesselGroupNameDialog } from "./VesselGroupNameDialog";
import { MAX_VESSEL_GROUPS, vesselGroupMessages as m } from "./vesselGroupMessages";
import { vesselGroupsApi } from "./vesselGroupsApi";

const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: 20px;
  @media (max-width: 960px) { grid-template-columns: 1fr; }
`;

/** Vessel groups (spec 1 §2): groups, vessels in the chosen group, available vessels; a click moves a vessel. */
export function VesselGroupsEditor() {
  const groups = useAsyncList(vesselGroupsApi.list, "vessel groups");
  const vessels = useAsyncList(vesselApi.list, "vessels");
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [dialog, setDialog] = useState<{ group: VesselGroup | null } | null>(null);
  const [deleting, setDeleting] = useState<VesselGroup | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const sorted = [...groups.items].sort(byName);
  const selected = sorted.find((group) => group.id === selectedId) ?? null;

  useEffect(() => {
    if (!selectedId && sorted[0]) setSelectedId(sorted[0].id);
  }, [selectedId, sorted]);

  const memberIds = new Set(selected ? (selected.vesselIds ?? selected.vessels.map((v) => v.id)) : []);
  const inGroup = vessels.items.filter((v) => memberIds.has(v.id)).sort(byName);
  const available = vessels.items.filter((v) => !memberIds.has(v.id)).sort(byName);

  async function move(vesselId: string, into: boolean) {
    if (!selected || busy) return;
    setBusy(true);
    try {
      if (into) await vesselGroupsApi.addVessel(selected.id, vesselId);
      else await vesselGroupsApi.removeVessel(selected.id, vesselId);
      await groups.reload();
    } catch (failure) {
      showSnackbar({ text: failureText(failure, DIALOG_FAILURE) });
    } finally {
      setBusy(false);
    }
  }

  async function remove(group: VesselGroup) {
    try {
      await vesselGroupsApi.remove(group.id);
      setDeleting(null);
      if (selectedId === group.id) setSelectedId(null);
      await groups.reload();
    } catch (failure) {
      setDeleteError(failureText(failure, DIALOG_FAILURE));
    }
  }

  const addButton =
    groups.items.length < MAX_VESSEL_GROUPS ? (
      <Button
        label="Add group"
        icon="pi pi-plus"
        size="small"
        text
        onClick={() => setDialog({ group: null })}
        data-testid="vessel-group-add"
      />
    ) : null;

  return (
    <>
      <PageHeader title="Vessel groups" subtitle={m.hint} />
      <Columns>
        <PickColumn
          title="Groups"
          action={addButton}
          empty={groups.status === "loading" ? "LOADING..." : sorted.length ? null : m.empty}
          testId="vessel-groups"
        >
          {sorted.map((group) => (
            <Item
              key={group.id}
              selected={group.id === selected?.id}
              onClick={() => setSelectedId(group.id)}
              data-testid="vessel-group-item"
            >
              <span>
                {group.name}{" "}
                <small css={{ opacity: 0.7 }}>({group.vessels?.length ?? group.vesselIds.length})</small>
              </span>
              <span css={{ display: "flex", gap: 2 }} onClick={(event) => event.stopPropagation()}>
                <Button
                  icon="pi pi-pencil"
                  rounded
                  text
                  size="small"
                  aria-label={`Edit ${group.name}`}
                  onClick={() => setDialog({ group })}
                  data-testid="vessel-group-edit"
                />
                <Button
                  icon="pi pi-trash"
                  rounded
                  text
                  size="small"
                  severity="danger"
                  aria-label={`Delete ${group.name}`}
                  onClick={() => {
                    setDeleteError(null);
                    setDeleting(group);
                  }}
                  data-testid="vessel-group-delete"
                />
              </span>
            </Item>
          ))}
        </PickColumn>
        <PickColumn
          title={selected ? `Vessels in ${selected.name}` : "Vessels in group"}
          empty={
            !selected
              ? "Choose or add a group."
              : inGroup.length
                ? null
                : "No vessels in this group. Click an available vessel to add it."
          }
          testId="vessel-group-members"
        >
          {inGroup.map((vessel) => (
            <Item
              key={vessel.id}
              onClick={() => void move(vessel.id, false)}
              title="Remove from group"
              data-testid="vessel-group-member"
            >
              {vessel.name}
              <i className="pi pi-arrow-right" aria-hidden="true" />
            </Item>
          ))}
        </PickColumn>
        <PickColumn
          title="Available vessels"
          empty={
            vessels.status === "loading"
              ? "LOADING..."
              : available.length
                ? null
                : "Every vessel is in this group."
          }
          testId="vessel-group-available"
        >
          {available.map((vessel) => (
            <Item
              key={vessel.id}
              onClick={() => void move(vessel.id, true)}
              title={selected ? "Add to group" : undefined}
              data-testid="vessel-group-available-item"
            >
              <i className="pi pi-arrow-left" aria-hidden="true" />
              <span css={{ marginRight: "auto" }}>{vessel.name}</span>
            </Item>
          ))}
        </PickColumn>
      </Columns>
      {dialog && (
        <VesselGroupNameDialog
          group={dialog.group}
          onClose={() => setDialog(null)}
          onSaved={(saved) => {
            void groups.reload();
            if (saved?.id) setSelectedId(saved.id);
          }}
        />
      )}
      <ConfirmDialog
        visible={deleting !== null}
        title="Delete vessel group"
        message={m.confirmDelete}
        confirmLabel="Delete"
        danger
        error={deleteError}
        onConfirm={() => deleting && void remove(deleting)}
        onHide={() => setDeleting(null)}
      />
    </>
  );
}
