import { useState } from "react";
import { AuthLayout } from "./AuthLayout";
import { ForgotPasswordForm } from "./ForgotPasswordForm";
import { LoginForm } from "./LoginForm";

/** /login: the log-in form, swapping to the forgot-password form in place. */
export function LoginPage() {
  const [view, setView] = useState<"login" | "forgot">("login");
  return (
    <AuthLayout>
      {view === "login" ? (
        <LoginForm onForgotPassword={() => setView("forgot")} />
      ) : (
        <ForgotPasswordForm onBackToLogin={() => setView("login")} />
      )}
    </AuthLayout>
  );
}
