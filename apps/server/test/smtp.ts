import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A message as the listener received it, with its parts decoded. */
export interface ReceivedMail {
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  raw: string;
}

export interface SmtpListener {
  /** smtp://127.0.0.1:port, for SMTP_URL */
  url: string;
  messages: ReceivedMail[];
  /** The newest message to this address, or throws. */
  latestTo(address: string): ReceivedMail;
  /** The 6-digit code in the newest message to this address, read from its text part. */
  codeFor(address: string): string;
  /** Refuse the next n messages with a temporary failure (451), as a struggling server would. */
  refuseNext(count: number): void;
  close(): Promise<void>;
}

/** A real SMTP server on a free local port: mail goes over the wire exactly as in production. */
export async function startSmtpListener(): Promise<SmtpListener> {
  const messages: ReceivedMail[] = [];
  let refusals = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (refusals > 0) {
          refusals -= 1;
          const error = Object.assign(new Error('Try again later'), { responseCode: 451 });
          callback(error);
          return;
        }
        const raw = Buffer.concat(chunks).toString('utf8');
        const envelope = session.envelope;
        messages.push({
          ...parseMessage(raw),
          from: envelope.mailFrom ? envelope.mailFrom.address : '',
          to: envelope.rcptTo.map((recipient) => recipient.address),
          raw,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  const latestTo = (address: string) => {
    const found = messages.filter((message) => message.to.includes(address.toLowerCase())).at(-1);
    if (!found) throw new Error(`no message to ${address} (received ${messages.length})`);
    return found;
  };

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    latestTo,
    codeFor(address) {
      const code = /code is: (\d{6})/.exec(latestTo(address).text)?.[1];
      if (!code) throw new Error(`no code in the message to ${address}`);
      return code;
    },
    refuseNext(count) {
      refusals = count;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

// ------------------------------------------------------------------ a small MIME reader

function parseMessage(raw: string): Pick<ReceivedMail, 'subject' | 'text' | 'html'> {
  const { headers, body } = splitEntity(raw);
  const parts = leafParts(headers, body);
  return {
    subject: decodeEncodedWords(headers.get('subject') ?? ''),
    text: parts.find((part) => part.type === 'text/plain')?.content ?? '',
    html: parts.find((part) => part.type === 'text/html')?.content ?? '',
  };
}

function splitEntity(entity: string): { headers: Map<string, string>; body: string } {
  const separator = entity.search(/\r?\n\r?\n/);
  const head = separator === -1 ? entity : entity.slice(0, separator);
  const body = separator === -1 ? '' : entity.slice(separator).replace(/^\r?\n\r?\n/, '');
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function leafParts(headers: Map<string, string>, body: string): { type: string; content: string }[] {
  const contentType = headers.get('content-type') ?? 'text/plain';
  const type = contentType.split(';')[0]?.trim().toLowerCase() ?? 'text/plain';
  if (type.startsWith('multipart/')) {
    const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
    if (!boundary) return [];
    return body
      .split(`--${boundary}`)
      .slice(1)
      .filter((section) => !section.startsWith('--'))
      .flatMap((section) => {
        const part = splitEntity(section.replace(/^\r?\n/, ''));
        return leafParts(part.headers, part.body);
      });
  }
  const encoding = (headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  return [{ type, content: decodeBody(body, encoding).trim() }];
}

function decodeBody(body: string, encoding: string): string {
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

function decodeEncodedWords(value: string): string {
  return value.replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_match, kind: string, text: string) =>
    kind.toLowerCase() === 'b'
      ? Buffer.from(text, 'base64').toString('utf8')
      : decodeBody(text.replaceAll('_', ' '), 'quoted-printable'),
  );
}
