import { Button } from "primereact/button";
import { useState } from "react";
import { failureText } from "../../../shared/api/failureText";
import { AlertBox } from "../../../shared/ui/AlertBox";
import { FormStack } from "../../../shared/ui/formStyles";
import { PasswordFormField } from "../../../shared/ui/PasswordFormField";
import { profileApi } from "./profileApi";
import { type ChangePasswordValues, validateChangePassword } from "./validateChangePassword";

const EMPTY: ChangePasswordValues = { current: "", next: "", repeat: "" };

const PASSWORD_FIELDS = [
  {
    name: "current",
    label: "Current password",
    id: "change-password-current",
    autoComplete: "current-password",
  },
  { name: "next", label: "New password", id: "change-password-new", autoComplete: "new-password" },
  {
    name: "repeat",
    label: "Repeat new password",
    id: "change-password-repeat",
    autoComplete: "new-password",
  },
] as const;

/** POST /Account/ChangePassword for the signed-in user. */
export function ChangePasswordForm({ username }: { username: string }) {
  const [values, setValues] = useState(EMPTY);
  const [tried, setTried] = useState(false);
  const [visible, setVisible] = useState(false);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const errors = validateChangePassword(values);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setTried(true);
    setResult(null);
    if (Object.keys(errors).length > 0) return;
    setBusy(true);
    try {
      const answer = await profileApi.changePassword(username, values.current, values.next);
      setResult({ ok: true, text: answer?.message || "Your password has been changed." });
      setValues(EMPTY);
      setTried(false);
    } catch (failure) {
      setResult({ ok: false, text: failureText(failure, "An error occurred.") });
    } finally {
      setBusy(false);
    }
  }

  const field = (name: keyof ChangePasswordValues) => (value: string) =>
    setValues({ ...values, [name]: value });
  return (
    <form onSubmit={(event) => void submit(event)} noValidate data-testid="change-password-form">
      <FormStack css={{ maxWidth: 420 }}>
        {PASSWORD_FIELDS.map(({ name, label, id, autoComplete }) => (
          <PasswordFormField
            key={name}
            id={id}
            label={label}
            value={values[name]}
            onChange={field(name)}
            error={errors[name] ?? null}
            touched={tried}
            autoComplete={autoComplete}
            visible={visible}
            onVisibleChange={setVisible}
          />
        ))}
        {result && (
          <AlertBox severity={result.ok ? "success" : "error"} testId="change-password-result">
            {result.text}
          </AlertBox>
        )}
        <div>
          <Button
            type="submit"
            label="Change password"
            icon="pi pi-lock"
            loading={busy}
            data-testid="change-password-submit"
          />
        </div>
      </FormStack>
    </form>
  );
}
