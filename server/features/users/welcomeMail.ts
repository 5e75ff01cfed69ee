import type { MailMessage } from "../../mail/Mailer.js";

/** The mail a new user receives when the creator set no password: a link to choose one (72 hours). */
export function welcomeMail(input: { to: string; name: string; base: string; token: string }): MailMessage {
  const link = `${input.base.replace(/\/$/, "")}/Account/ResetPassword?username=${encodeURIComponent(input.to)}&token=${encodeURIComponent(input.token)}`;
  return {
    to: input.to,
    subject: "Keelson: your new account",
    text: [
      `Hello ${input.name},`,
      "",
      "An account has been created for you on Keelson. Your user name is this e-mail address.",
      "To choose your password, open:",
      link,
      "",
      "The link works once and for 72 hours. When it has expired, use 'Forgot password' on the login page.",
    ].join("\n"),
  };
}
