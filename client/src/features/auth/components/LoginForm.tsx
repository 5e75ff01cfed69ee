import { Button } from "primereact/button";
import { Checkbox } from "primereact/checkbox";
import { InputText } from "primereact/inputtext";
import { type FormEvent, useState } from "react";
import { signIn } from "../../../entities/session/sessionActions";
import { errorMessageOf } from "../../../shared/api/ApiError";
import { AlertBox } from "../../../shared/ui/AlertBox";
import { FormField } from "../../../shared/ui/FormField";
import { LinkButton } from "../../../shared/ui/LinkButton";
import { PasswordFormField } from "../../../shared/ui/PasswordFormField";
import { validationMessages } from "../../../shared/validation/messages";
import { required, validate } from "../../../shared/validation/rules";
import { AuthHeading } from "./AuthHeading";
import { AuthForm, AuthRow } from "./authFormStyles";

export function LoginForm({ onForgotPassword }: { onForgotPassword: () => void }) {
  const [username, setUsername] = useState("");
  const [password, setPassword] = useState("");
  const [remember, setRemember] = useState(true);
  const [touched, setTouched] = useState({ username: false, password: false });
  const [submitting, setSubmitting] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);

  const usernameError = validate(username, [required(validationMessages.usernameRequired)]);
  const passwordError = validate(password, [required(validationMessages.passwordRequired)]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTouched({ username: true, password: true });
    if (usernameError || passwordError) return;
    setSubmitting(true);
    setServerError(null);
    try {
      // Once a token exists, the /login guard sends the visitor on to /FleetOverview.
      await signIn(username, password, remember);
    } catch (error) {
      setServerError(errorMessageOf(error));
      setSubmitting(false);
    }
  }

  return (
    <AuthForm onSubmit={submit} noValidate aria-label="Log in">
      <AuthHeading title="Welcome aboard" subtitle="Log in to your Keelson account" />
      {serverError && (
        <AlertBox severity="error" testId="login-error">
          {serverError}
        </AlertBox>
      )}
      <FormField
        label="Username"
        htmlFor="login-username"
        error={touched.username ? usernameError : null}
        errorTestId="login-username-error"
      >
        <InputText
          id="login-username"
          value={username}
          onChange={(event) => setUsername(event.target.value)}
          onBlur={() => setTouched((t) => ({ ...t, username: true }))}
          invalid={touched.username && !!usernameError}
          autoComplete="username"
          placeholder="name@company.com"
          autoFocus
          data-testid="login-username"
        />
      </FormField>
      <PasswordFormField
        id="login-password"
        label="Password"
        value={password}
        onChange={(value) => {
          setPassword(value);
          setTouched((t) => ({ ...t, password: true }));
        }}
        error={passwordError}
        touched={touched.password}
        autoComplete="current-password"
      />
      <AuthRow>
        <span css={{ display: "inline-flex", alignItems: "center", gap: 8 }}>
          <Checkbox
            inputId="login-remember"
            checked={remember}
            onChange={(event) => setRemember(!!event.checked)}
            data-testid="login-remember"
          />
          <label htmlFor="login-remember">Remember me</label>
        </span>
        <LinkButton type="button" onClick={onForgotPassword} data-testid="login-forgot-password">
          Forgot password?
        </LinkButton>
      </AuthRow>
      <Button
        type="submit"
        label="Log in"
        icon="pi pi-sign-in"
        loading={submitting}
        data-testid="login-submit"
      />
    </AuthForm>
  );
}
