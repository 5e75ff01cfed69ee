import { NameDialog } from "../../../shared/ui/NameDialog";
import type { VesselGroup } from "./types";
import { validateVesselGroupName } from "./validateVesselGroupName";
import { MAX_VESSEL_GROUP_NAME } from "./vesselGroupMessages";
import { vesselGroupsApi } from "./vesselGroupsApi";

/** Add a vessel group (group null) or rename one; the input itself stops at 15 characters. */
export function VesselGroupNameDialog({
  group,
  onClose,
  onSaved,
}: {
  group: VesselGroup | null;
  onClose: () => void;
  onSaved: (group: VesselGroup | null) => void;
}) {
  return (
    <NameDialog
      header={group ? "Edit vessel group" : "Add vessel group"}
      initialName={group?.name ?? ""}
      saveLabel="Save"
      testId="vessel-group"
      maxLength={MAX_VESSEL_GROUP_NAME}
      validate={validateVesselGroupName}
      save={async (name) => {
        const saved = group ? await vesselGroupsApi.rename(group, name) : await vesselGroupsApi.create(name);
        onSaved(saved && typeof saved === "object" ? saved : null);
      }}
      onClose={onClose}
    />
  );
}
