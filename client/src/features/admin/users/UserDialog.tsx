import { Button } from "primereact/button";
import { Dialog } from "primereact/dialog";
import { useMemo, useState } from "react";
import type { Role } from "../../../entities/user/types";
import { failureText, isConflict, USER_DIALOG_FAILURE } from "../../../shared/api/failureText";
import { showSnackbar } from "../../../shared/snackbar/snackbarStore";
import { AlertBox } from "../../../shared/ui/AlertBox";
import { ConflictNotice } from "../../../shared/ui/ConflictNotice";
import { DialogFooter } from "../../../shared/ui/DialogFooter";
import { InfoList } from "../../../shared/ui/InfoList";
import { useGuardedClose } from "../../../shared/ui/useGuardedClose";
import { useReturnFocus } from "../../../shared/ui/useReturnFocus";
import { useVersionedSave } from "../../../shared/ui/useVersionedSave";
import { HistoryButton } from "../history/HistoryButton";
import type { AdminUser, UserFormValues } from "./types";
import { UserFormFields } from "./UserFormFields";
import { userDetailRows } from "./userDetailRows";
import { userMessages } from "./userMessages";
import { type UserPayload, usersApi } from "./usersApi";
import { validateUser } from "./validateUser";

interface UserDialogProps {
  mode: "VIEW" | "EDIT" | "ADD";
  user: AdminUser | null;
  allUsers: AdminUser[];
  assignableRoles: Role[];
  roleEditable: boolean;
  companyId: string | null;
  onEdit: () => void;
  onClose: () => void;
  /** After a save, or after a conflict, so the list is fresh. */
  onChanged: () => void;
}

function initialValues(user: AdminUser | null, roles: Role[]): UserFormValues {
  return {
    email: user?.email ?? "",
    name: user?.name ?? "",
    title: user?.title ?? "",
    phoneNumber: user?.phoneNumber ?? "",
    role: user?.role ?? (roles.includes("User") ? "User" : (roles[0] ?? "User")),
    daysBeforeDataOutdated: String(user?.daysBeforeDataOutdated ?? 2),
  };
}

/** VIEW, EDIT and ADD modes of the user dialog. */
export function UserDialog(props: UserDialogProps) {
  const { mode, user } = props;
  useReturnFocus();
  const [initial, setInitial] = useState(() => initialValues(user, props.assignableRoles));
  const [values, setValues] = useState(initial);
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [takenEmail, setTakenEmail] = useState<string | null>(null);
  // Edits are based on the version the dialog opened with; a 409 keeps them (issue 10, point 20).
  const versioned = useVersionedSave(user?.version);

  const existingEmails = useMemo(
    () => [
      ...props.allUsers.filter((other) => other.id !== user?.id).map((other) => other.email),
      ...(takenEmail ? [takenEmail] : []),
    ],
    [props.allUsers, user?.id, takenEmail],
  );
  const errors = validateUser(values, { existingEmails, originalEmail: user?.email ?? "" });
  const valid = Object.keys(errors).length === 0;

  function payloadOf(): UserPayload {
    return {
      email: values.role === "ApiUser" ? "" : values.email.trim(),
      name: values.name.trim(),
      title: values.title.trim(),
      phoneNumber: values.phoneNumber.trim(),
      role: values.role,
      companyId: user?.companyId ?? props.companyId,
      daysBeforeDataOutdated: Number(values.daysBeforeDataOutdated || 2),
    };
  }

  async function save(overwrite = false) {
    setTried(true);
    if (!valid) return;
    setBusy(true);
    setError(null);
    const payload = payloadOf();
    try {
      if (mode === "ADD") {
        await usersApi.create(payload);
        showSnackbar({ text: "User created", color: "success" });
      } else if (user) {
        const update = (version: number | undefined) =>
          usersApi.update({ ...payload, id: user.id, email: user.email, version });
        const saved = overwrite ? await versioned.overwrite(update) : await versioned.run(update);
        if (!saved) return;
        showSnackbar({ text: "User saved", color: "success" });
      }
      props.onChanged();
      props.onClose();
    } catch (failure) {
      if (isConflict(failure) && mode === "ADD") {
        setTakenEmail(payload.email);
        setError(userMessages.emailTaken);
      } else {
        setError(failureText(failure, USER_DIALOG_FAILURE));
      }
    } finally {
      setBusy(false);
    }
  }

  /** The record as it is now replaces the form; the person's edits are dropped at their request. */
  async function loadTheirs() {
    if (!user) return;
    await versioned.loadTheirs({
      async fetch() {
        const fresh = (await usersApi.list()).find((other) => other.id === user.id);
        if (!fresh) throw new Error(`user ${user.id} is gone`);
        return fresh;
      },
      apply(fresh) {
        const next = initialValues(fresh, props.assignableRoles);
        setInitial(next);
        setValues(next);
        props.onChanged();
      },
      busy: setBusy,
      fail: (failure) => setError(failureText(failure, USER_DIALOG_FAILURE)),
    });
  }

  // Edits not saved yet are not thrown away unasked; Escape in an open list closes only the list.
  const { requestClose, confirm } = useGuardedClose({
    dirty: mode !== "VIEW" && JSON.stringify(values) !== JSON.stringify(initial),
    onClose: props.onClose,
  });
  const header = { VIEW: "User", EDIT: "Edit user", ADD: "Add new user" }[mode];
  const history = user ? <HistoryButton subject="user" id={user.id} title={user.name} /> : null;
  const footer =
    mode === "VIEW" ? (
      <DialogFooter left={history}>
        <Button type="button" label="Close" text onClick={props.onClose} data-testid="user-cancel" />
        <Button
          type="button"
          label="Edit"
          icon="pi pi-pencil"
          onClick={props.onEdit}
          data-testid="user-edit"
        />
      </DialogFooter>
    ) : (
      <DialogFooter left={history}>
        <Button type="button" label="Cancel" text onClick={requestClose} data-testid="user-cancel" />
        <Button
          type="button"
          label={mode === "ADD" ? "Create" : "Save"}
          icon="pi pi-check"
          loading={busy}
          disabled={tried && !valid}
          onClick={() => void save()}
          data-testid="user-save"
        />
      </DialogFooter>
    );

  return (
    <Dialog
      visible
      header={header}
      footer={footer}
      onHide={requestClose}
      style={{ width: 520, maxWidth: "95vw" }}
      draggable={false}
      data-testid="user-dialog"
      data-mode={mode}
    >
      {confirm}
      <div css={{ display: "grid", gap: 16 }}>
        {mode === "VIEW" && user ? (
          <InfoList rows={userDetailRows(user)} testId="user-details" />
        ) : (
          <UserFormFields
            values={values}
            errors={errors}
            initial={initial}
            showErrors={tried}
            onChange={setValues}
            roles={props.assignableRoles}
            emailEditable={mode === "ADD"}
            roleEditable={props.roleEditable}
          />
        )}
        {versioned.conflict && (
          <ConflictNotice
            conflict={versioned.conflict}
            subject="user"
            busy={busy}
            onLoadTheirs={() => void loadTheirs()}
            onOverwrite={() => void save(true)}
          />
        )}
        {error && (
          <AlertBox severity="error" testId="user-dialog-error">
            {error}
          </AlertBox>
        )}
      </div>
    </Dialog>
  );
}
