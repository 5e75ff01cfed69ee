import { Button } from "primereact/button";
import { useCallback, useEffect, useState } from "react";
import { vesselApi } from "../../../entities/vessel/vesselApi";
import { PageHeader } from "../../../shared/ui/PageHeader";
import { usersApi } from "../users/usersApi";
import { accessGroupMessages as m } from "./accessGroupMessages";
import { accessGroupsApi } from "./accessGroupsApi";
import { CriticalErrorDialog } from "./CriticalErrorDialog";
import { type Member, MemberPanel } from "./MemberPanel";
import type { AccessGroup } from "./types";

interface ManageAccessGroupProps {
  group: AccessGroup;
  onBack: () => void;
  onChanged: () => Promise<void>;
}

/** The Manage screen of one access group: add and remove its vessels and users. */
export function ManageAccessGroup({ group, onBack, onChanged }: ManageAccessGroupProps) {
  const [vessels, setVessels] = useState<Member[]>([]);
  const [users, setUsers] = useState<Member[]>([]);
  const [critical, setCritical] = useState<string | null>(null);
  const [vesselError, setVesselError] = useState<string | null>(null);
  const [userError, setUserError] = useState<string | null>(null);

  const loadAvailable = useCallback(async () => {
    setCritical(null);
    try {
      const list = await vesselApi.list();
      setVessels(list.map((v) => ({ id: v.id, label: v.name })));
    } catch (failure) {
      console.error(failure);
      setCritical(m.vesselsFailed);
      return;
    }
    try {
      const list = await usersApi.list();
      setUsers(list.map((u) => ({ id: u.id, label: u.name, detail: u.email })));
    } catch (failure) {
      console.error(failure);
      setCritical(m.usersFailed);
    }
  }, []);

  useEffect(() => {
    void loadAvailable();
  }, [loadAvailable]);

  const change =
    (call: () => Promise<unknown>, failureText: string, setError: (text: string | null) => void) =>
    async () => {
      setError(null);
      try {
        await call();
        await onChanged();
      } catch (failure) {
        console.error(failure);
        setError(failureText);
      }
    };

  return (
    <>
      <PageHeader
        title={group.name}
        subtitle="Users of this group see its vessels."
        actions={
          <Button
            label="Back to vessel access groups"
            icon="pi pi-arrow-left"
            text
            onClick={onBack}
            data-testid="access-group-back"
          />
        }
      />
      <div css={{ display: "grid", gridTemplateColumns: "repeat(auto-fit, minmax(320px, 1fr))", gap: 20 }}>
        <MemberPanel
          title="Vessels"
          members={group.vessels.map((v) => ({ id: v.id, label: v.name }))}
          available={vessels}
          editable={!group.isDefault}
          error={vesselError}
          testId="access-group-vessels"
          onAdd={(id) =>
            change(() => accessGroupsApi.addVessel(group.id, id), m.addVesselFailed, setVesselError)()
          }
          onRemove={(id) =>
            change(() => accessGroupsApi.removeVessel(group.id, id), m.removeVesselFailed, setVesselError)()
          }
        />
        <MemberPanel
          title="Users"
          members={group.users.map((u) => ({ id: u.id, label: u.name, detail: u.email }))}
          available={users}
          editable
          error={userError}
          testId="access-group-users"
          onAdd={(id) => change(() => accessGroupsApi.addUser(group.id, id), m.addUserFailed, setUserError)()}
          onRemove={(id) =>
            change(() => accessGroupsApi.removeUser(group.id, id), m.removeUserFailed, setUserError)()
          }
        />
      </div>
      {critical && (
        <CriticalErrorDialog message={critical} onRetry={() => void loadAvailable()} onClose={onBack} />
      )}
    </>
  );
}
