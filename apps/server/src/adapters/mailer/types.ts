/** One message as the delivery worker hands it to a transport. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** extra headers (List-Unsubscribe, List-Unsubscribe-Post) of a non-transactional message */
  headers?: Record<string, string>;
}

/** The slice of a logger the transports and the worker write to (pino and Fastify's fit). */
export interface MailLog {
  info(fields: object, message: string): void;
  warn(fields: object, message: string): void;
  error(fields: object, message: string): void;
}

export const silentMailLog: MailLog = { info() {}, warn() {}, error() {} };

export interface Mailer {
  /** 'smtp' delivers; 'dev-outbox' keeps the message in the database and prints it to the log. */
  readonly kind: 'smtp' | 'dev-outbox';
  /** Resolves once the message is accepted; throws when the transport refuses it. */
  send(message: MailMessage, log: MailLog): Promise<void>;
  close(): void;
}
