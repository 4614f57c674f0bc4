import nodemailer from 'nodemailer';
import type { Mailer } from './types.ts';

/** Delivers over SMTP to `smtp://user:pass@host:port` (or smtps://). */
export function createSmtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport(url, { from });
  return {
    kind: 'smtp',
    async send(message) {
      const info = await transport.sendMail({ ...message, from });
      if (info.rejected.length > 0) throw new Error(`the server refused ${info.rejected.length} recipient(s)`);
    },
    close() {
      transport.close();
    },
  };
}
