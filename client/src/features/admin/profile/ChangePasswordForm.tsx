import { Button } from "primereact/button";
import { useState } from "react";
import { AlertBox } from "../../../shared/ui/AlertBox";
import { FormField } from "../../../shared/ui/FormField";
import { PasswordField } from "../../../shared/ui/PasswordField";
import { failureText } from "../common/failureText";
import { FormStack } from "../common/formStyles";
import { profileApi } from "./profileApi";
import { type ChangePasswordValues, validateChangePassword } from "./validateChangePassword";

const EMPTY: ChangePasswordValues = { current: "", next: "", repeat: "" };

/** POST /Account/ChangePassword for the signed-in user. */
export function ChangePasswordForm({ username }: { username: string }) {
  const [values, setValues] = useState(EMPTY);
  const [tried, setTried] = useState(false);
  const [visible, setVisible] = useState(false);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const errors = validateChangePassword(values);
  const show = (field: keyof ChangePasswordValues) => (tried ? errors[field] : undefined);

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
        <FormField
          label="Current password"
          htmlFor="current-password"
          error={show("current")}
          errorTestId="change-password-current-error"
        >
          <PasswordField
            id="current-password"
            value={values.current}
            onChange={field("current")}
            invalid={!!show("current")}
            autoComplete="current-password"
            testId="change-password-current"
            visible={visible}
            onVisibleChange={setVisible}
          />
        </FormField>
        <FormField
          label="New password"
          htmlFor="new-password"
          error={show("next")}
          errorTestId="change-password-new-error"
        >
          <PasswordField
            id="new-password"
            value={values.next}
            onChange={field("next")}
            invalid={!!show("next")}
            autoComplete="new-password"
            testId="change-password-new"
            visible={visible}
            onVisibleChange={setVisible}
          />
        </FormField>
        <FormField
          label="Repeat new password"
          htmlFor="repeat-password"
          error={show("repeat")}
          errorTestId="change-password-repeat-error"
        >
          <PasswordField
            id="repeat-password"
            value={values.repeat}
            onChange={field("repeat")}
            invalid={!!show("repeat")}
            autoComplete="new-password"
            testId="change-password-repeat"
            visible={visible}
            onVisibleChange={setVisible}
          />
        </FormField>
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
