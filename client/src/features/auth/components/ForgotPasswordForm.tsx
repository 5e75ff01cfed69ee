import { Button } from "primereact/button";
import { InputText } from "primereact/inputtext";
import { type FormEvent, useState } from "react";
import { authApi } from "../../../entities/session/authApi";
import { errorMessageOf } from "../../../shared/api/ApiError";
import { AlertBox } from "../../../shared/ui/AlertBox";
import { FormField } from "../../../shared/ui/FormField";
import { LinkButton } from "../../../shared/ui/LinkButton";
import { validationMessages } from "../../../shared/validation/messages";
import { email, required, validate } from "../../../shared/validation/rules";
import { AuthHeading } from "./AuthHeading";
import { AuthFooter, AuthForm } from "./authFormStyles";

type Outcome = { kind: "success" | "error"; message: string } | null;

export function ForgotPasswordForm({ onBackToLogin }: { onBackToLogin: () => void }) {
  const [address, setAddress] = useState("");
  const [touched, setTouched] = useState(false);
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  const emailError = validate(address, [
    required(validationMessages.emailRequired),
    email(validationMessages.emailInvalid),
  ]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (emailError) return;
    setSending(true);
    setOutcome(null);
    try {
      const answer = await authApi.lostPassword(address.trim());
      setOutcome({ kind: "success", message: answer?.message || "Check your e-mail for a reset link." });
    } catch (error) {
      setOutcome({ kind: "error", message: errorMessageOf(error) });
    } finally {
      setSending(false);
    }
  }

  return (
    <AuthForm onSubmit={submit} noValidate aria-label="Forgot password">
      <AuthHeading
        title="Forgot password"
        subtitle="Enter the e-mail address of your account and we will send you a link to create a new password."
      />
      {outcome && (
        <AlertBox
          severity={outcome.kind}
          testId={outcome.kind === "success" ? "forgot-success" : "forgot-error"}
        >
          {outcome.message}
        </AlertBox>
      )}
      <FormField
        label="Email"
        htmlFor="forgot-email"
        error={touched ? emailError : null}
        errorTestId="forgot-email-error"
      >
        <InputText
          id="forgot-email"
          type="email"
          value={address}
          onChange={(event) => setAddress(event.target.value)}
          onBlur={() => setTouched(true)}
          invalid={touched && !!emailError}
          autoComplete="email"
          placeholder="name@company.com"
          autoFocus
          data-testid="forgot-email"
        />
      </FormField>
      <Button
        type="submit"
        label="Reset password"
        icon="pi pi-envelope"
        loading={sending}
        data-testid="forgot-submit"
      />
      <AuthFooter>
        <LinkButton type="button" onClick={onBackToLogin} data-testid="forgot-back-to-login">
          <i className="pi pi-arrow-left" css={{ fontSize: "0.8rem", marginRight: 6 }} aria-hidden="true" />
          Back to login
        </LinkButton>
      </AuthFooter>
    </AuthForm>
  );
}
