import type { Mailer } from './types.ts';

/**
 * Without SMTP the outbox row itself is the delivered message (readable at /dev/mailbox), and the
 * text is printed to the log so a developer can finish a sign-up from the terminal alone.
 */
export function createDevOutboxMailer(): Mailer {
  return {
    kind: 'dev-outbox',
    async send(message, log) {
      log.info({ to: message.to, subject: message.subject }, `dev mail to ${message.to}: ${oneLine(message.text)}`);
    },
    close() {},
  };
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim().slice(0, 500);
}
