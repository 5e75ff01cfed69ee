import { Button } from "primereact/button";
import { type FormEvent, useState } from "react";
import { Link, useSearchParams } from "react-router-dom";
import { authApi } from "../../../entities/session/authApi";
import { ApiError, errorMessageOf } from "../../../shared/api/ApiError";
import { AlertBox } from "../../../shared/ui/AlertBox";
import { PasswordFormField } from "../../../shared/ui/PasswordFormField";
import { MIN_PASSWORD_LENGTH, validationMessages } from "../../../shared/validation/messages";
import { equalTo, minLength, required, validate } from "../../../shared/validation/rules";
import { AuthHeading } from "./AuthHeading";
import { AuthLayout } from "./AuthLayout";
import { AuthFooter, AuthForm } from "./authFormStyles";

export const INCOMPLETE_LINK_TEXT = validationMessages.incompleteResetLink;

type Outcome = { kind: "success" | "error"; title: string; messages: string[] } | null;

function BackToLogin() {
  return (
    <AuthFooter>
      <Link to="/login" data-testid="reset-back-to-login">
        <i className="pi pi-arrow-left" css={{ fontSize: "0.8rem", marginRight: 6 }} aria-hidden="true" />
        Back to login
      </Link>
    </AuthFooter>
  );
}

/** /Account/ResetPassword?username=&token= : create a new password. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const username = params.get("username");
  const token = params.get("token");

  const [password, setPassword] = useState("");
  const [repeat, setRepeat] = useState("");
  const [visible, setVisible] = useState(false);
  const [touched, setTouched] = useState({ password: false, repeat: false });
  const [saving, setSaving] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  if (!username || !token) {
    return (
      <AuthLayout>
        <AuthHeading title="Create new password" />
        <div css={{ display: "grid", gap: 20 }}>
          <AlertBox severity="warning" testId="reset-incomplete-link">
            {INCOMPLETE_LINK_TEXT}
          </AlertBox>
          <BackToLogin />
        </div>
      </AuthLayout>
    );
  }

  const passwordError = validate(password, [
    required(validationMessages.passwordRequired),
    minLength(MIN_PASSWORD_LENGTH, validationMessages.passwordTooShort),
  ]);
  const repeatError = validate(repeat, [equalTo(() => password, validationMessages.passwordMismatch)]);

  function markTouchedOnChange(field: keyof typeof touched, setValue: (value: string) => void) {
    return (value: string) => {
      setValue(value);
      setTouched((t) => ({ ...t, [field]: true }));
    };
  }
  // Both fields share one show/hide toggle state.
  const newPasswordInput = {
    autoComplete: "new-password",
    visible,
    onVisibleChange: setVisible,
    disabled: saving,
  } as const;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTouched({ password: true, repeat: true });
    if (passwordError || repeatError || !username || !token) return;
    setSaving(true);
    setOutcome(null);
    try {
      const answer = await authApi.resetPassword(username, token, password);
      setOutcome({
        kind: "success",
        title: "Your password has been changed",
        messages: [answer?.message || "You can now log in with your new password."],
      });
    } catch (error) {
      const messages =
        error instanceof ApiError && error.errors.length > 0 ? error.errors : [errorMessageOf(error)];
      setOutcome({ kind: "error", title: "Your password could not be changed", messages });
    } finally {
      setSaving(false);
    }
  }

  const done = outcome?.kind === "success";
  return (
    <AuthLayout>
      <AuthForm onSubmit={submit} noValidate aria-label="Create new password">
        <AuthHeading title="Create new password" subtitle={`For ${username}`} />
        {outcome && (
          <AlertBox
            severity={outcome.kind}
            title={outcome.title}
            testId={outcome.kind === "success" ? "reset-success" : "reset-error"}
          >
            {outcome.messages.length > 0 && (
              <ul>
                {outcome.messages.map((message) => (
                  <li key={message}>{message}</li>
                ))}
              </ul>
            )}
          </AlertBox>
        )}
        {!done && (
          <>
            <PasswordFormField
              id="reset-password"
              label="New password"
              value={password}
              onChange={markTouchedOnChange("password", setPassword)}
              error={passwordError}
              touched={touched.password}
              {...newPasswordInput}
            />
            <PasswordFormField
              id="reset-repeat"
              label="Repeat password"
              value={repeat}
              onChange={markTouchedOnChange("repeat", setRepeat)}
              error={repeatError}
              touched={touched.repeat}
              {...newPasswordInput}
            />
            <Button
              type="submit"
              label={saving ? "Saving new password…" : "Set new password"}
              icon="pi pi-lock"
              loading={saving}
              data-testid="reset-submit"
            />
          </>
        )}
        <BackToLogin />
      </AuthForm>
    </AuthLayout>
  );
}
