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
        const saved = await vesselGroupsApi.create(name);
        onSaved(saved && typeof saved === "object" ? saved : null);
      }}
      versioned={
        group
          ? {
              version: group.version,
              subject: "vessel group",
              save: async (name, version) => {
                const saved = await vesselGroupsApi.rename({ ...group, version }, name);
                onSaved(saved && typeof saved === "object" ? saved : null);
              },
              fetchTheirs: async () => {
                const fresh = (await vesselGroupsApi.list()).find((other) => other.id === group.id);
                if (!fresh || fresh.version === undefined)
                  throw new Error("The vessel group no longer exists.");
                return { name: fresh.name, version: fresh.version };
              },
            }
          : undefined
      }
      onClose={onClose}
    />
  );
}
