import type { MailMessage } from "../../mail/Mailer.js";

export function resetPasswordMail(input: {
  to: string;
  name: string;
  base: string;
  token: string;
}): MailMessage {
  const link = `${input.base.replace(/\/$/, "")}/Account/ResetPassword?username=${encodeURIComponent(input.to)}&token=${encodeURIComponent(input.token)}`;
  return {
    to: input.to,
    subject: "Keelson: choose a new password",
    text: [
      `Hello ${input.name},`,
      "",
      "Somebody asked to reset the password of your Keelson account. To choose a new password, open:",
      link,
      "",
      "The link works once and for one hour. If you did not ask for it, ignore this e-mail: your password stays as it is.",
    ].join("\n"),
  };
}
