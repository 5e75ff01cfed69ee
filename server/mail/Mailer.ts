import fs from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import type { Logger } from "../shared/logger.js";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/**
 * Sends over SMTP when SMTP_URL is set; otherwise writes each message as an .eml file into
 * DATA_DIR/outbox and logs where it went, so a machine without mail still shows what was sent.
 */
export function createMailer(options: {
  smtpUrl?: string;
  from: string;
  dataDir: string;
  logger: Logger;
}): Mailer {
  const outbox = path.join(options.dataDir, "outbox");
  const transport = options.smtpUrl
    ? nodemailer.createTransport(options.smtpUrl)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });

  return {
    async send(message) {
      const info = await transport.sendMail({ from: options.from, ...message });
      if (options.smtpUrl) {
        options.logger.info("mail sent", {
          to: message.to,
          subject: message.subject,
          messageId: info.messageId,
        });
        return;
      }
      await fs.mkdir(outbox, { recursive: true });
      const safeTo = message.to.replace(/[^a-zA-Z0-9@._-]/g, "_");
      const file = path.join(outbox, `${new Date().toISOString().replace(/[:.]/g, "-")}-${safeTo}.eml`);
      await fs.writeFile(file, (info as unknown as { message: Buffer }).message);
      options.logger.info("mail written to outbox (no SMTP_URL set)", {
        to: message.to,
        subject: message.subject,
        file,
      });
    },
  };
}
