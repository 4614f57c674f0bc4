import type { Transporter } from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import type { Mailer } from './types.ts';

/**
 * Delivers over SMTP to `smtp://user:pass@host:port` (or smtps://). nodemailer (~3 MiB of heap) is
 * loaded with the first message, not at start-up (issue 16).
 */
export function createSmtpMailer(url: string, from: string): Mailer {
  let transport: Promise<Transporter<SMTPTransport.SentMessageInfo>> | undefined;
  const connect = () =>
    (transport ??= import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(url, { from })));
  return {
    kind: 'smtp',
    async send(message) {
      const info = await (await connect()).sendMail({ ...message, from });
      if (info.rejected.length > 0) throw new Error(`the server refused ${info.rejected.length} recipient(s)`);
    },
    close() {
      void transport?.then((open) => open.close());
    },
  };
}
