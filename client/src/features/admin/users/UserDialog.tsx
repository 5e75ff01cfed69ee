import { Button } from "primereact/button";
import { Dialog } from "primereact/dialog";
import { useMemo, useState } from "react";
import type { Role } from "../../../entities/user/types";
import { failureText, isConflict, USER_DIALOG_FAILURE } from "../../../shared/api/failureText";
import { showSnackbar } from "../../../shared/snackbar/snackbarStore";
import { AlertBox } from "../../../shared/ui/AlertBox";
import { DialogFooter } from "../../../shared/ui/DialogFooter";
import { InfoList } from "../../../shared/ui/InfoList";
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
  const [initial] = useState(() => initialValues(user, props.assignableRoles));
  const [values, setValues] = useState(initial);
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [takenEmail, setTakenEmail] = useState<string | null>(null);

  const existingEmails = useMemo(
    () => [
      ...props.allUsers.filter((other) => other.id !== user?.id).map((other) => other.email),
      ...(takenEmail ? [takenEmail] : []),
    ],
    [props.allUsers, user?.id, takenEmail],
  );
  const errors = validateUser(values, { existingEmails, originalEmail: user?.email ?? "" });
  const valid = Object.keys(errors).length === 0;

  async function save() {
    setTried(true);
    if (!valid) return;
    setBusy(true);
    setError(null);
    const payload: UserPayload = {
      email: values.role === "ApiUser" ? "" : values.email.trim(),
      name: values.name.trim(),
      title: values.title.trim(),
      phoneNumber: values.phoneNumber.trim(),
      role: values.role,
      companyId: user?.companyId ?? props.companyId,
      daysBeforeDataOutdated: Number(values.daysBeforeDataOutdated || 2),
    };
    try {
      if (mode === "ADD") {
        await usersApi.create(payload);
        showSnackbar({ text: "User created", color: "success" });
      } else if (user) {
        await usersApi.update({ ...payload, id: user.id, email: user.email, version: user.version });
        showSnackbar({ text: "User saved", color: "success" });
      }
      props.onChanged();
      props.onClose();
    } catch (failure) {
      if (isConflict(failure) && mode === "ADD") {
        setTakenEmail(payload.email);
        setError(userMessages.emailTaken);
      } else if (isConflict(failure)) {
        showSnackbar({
          text: failureText(failure, USER_DIALOG_FAILURE),
          color: "warning",
          closeButton: true,
        });
        props.onChanged();
        props.onClose();
      } else {
        setError(failureText(failure, USER_DIALOG_FAILURE));
      }
    } finally {
      setBusy(false);
    }
  }

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
        <Button type="button" label="Cancel" text onClick={props.onClose} data-testid="user-cancel" />
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
      onHide={props.onClose}
      style={{ width: 520, maxWidth: "95vw" }}
      draggable={false}
      data-testid="user-dialog"
      data-mode={mode}
    >
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
        {error && (
          <AlertBox severity="error" testId="user-dialog-error">
            {error}
          </AlertBox>
        )}
      </div>
    </Dialog>
  );
}
