import type { Config } from '../../config.ts';
import { createDevOutboxMailer } from './dev-outbox.ts';
import { createSmtpMailer } from './smtp.ts';
import type { Mailer } from './types.ts';

export function createMailer(config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM'>): Mailer {
  return config.SMTP_URL ? createSmtpMailer(config.SMTP_URL, config.MAIL_FROM) : createDevOutboxMailer();
}

/** /dev/mailbox exists only for a developer without a mail server, never in production. */
export function devMailboxEnabled(config: Pick<Config, 'SMTP_URL' | 'isProduction'>): boolean {
  return !config.SMTP_URL && !config.isProduction;
}
