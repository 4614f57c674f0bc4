// A person for a bench, signed up through the API as the registration page does. The sign-up code
// comes from `startSmtpListener()` against a production server (production has no dev mailbox:
// point the server's SMTP_URL at it), or from `devMailbox(base)` against a development one.
import { SMTPServer } from 'smtp-server';

const password = 'Harbor#Lights42';

/** The code in one message: its text part may come quoted-printable or base64. */
function codeIn(raw) {
  const plain = raw.replace(/=\r?\n/g, '');
  const found = /code is: (\d{6})/.exec(plain)?.[1];
  if (found) return found;
  for (const block of raw.match(/(?:^[A-Za-z0-9+/=]{8,}\r?\n)+/gm) ?? []) {
    const decoded = /code is: (\d{6})/.exec(Buffer.from(block.replace(/\s+/g, ''), 'base64').toString('utf8'))?.[1];
    if (decoded) return decoded;
  }
  return undefined;
}

/** A real SMTP listener on a free local port; codeFor(email) waits for the code sent there. */
export async function startSmtpListener() {
  const received = []; // [recipients, raw]
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks = [];
      stream.on('data', (chunk) => chunks.push(chunk));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase());
        received.push([to, Buffer.concat(chunks).toString('utf8')]);
        callback();
      });
    },
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${server.server.address().port}`,
    async codeFor(email) {
      for (let i = 0; i < 100; i++) {
        const message = received.findLast(([to]) => to.includes(email.toLowerCase()));
        const code = message && codeIn(message[1]);
        if (code) return code;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(`no sign-up code reached the SMTP listener for ${email}`);
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/** The dev outbox of a server started with NODE_ENV=development (GET /dev/mailbox). */
export function devMailbox(base) {
  return {
    async codeFor(email) {
      for (let i = 0; i < 150; i++) {
        try {
          const reply = await fetch(`${base}/dev/mailbox?to=${encodeURIComponent(email)}`, {
            headers: { accept: 'application/json' },
          });
          const { messages } = await reply.json();
          const code = /\b(\d{6})\b/.exec(messages[0]?.text ?? '')?.[1];
          if (code) return code;
        } catch {
          // the outbox worker has not written it yet
        }
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      throw new Error(`no sign-up code reached the dev mailbox for ${email}`);
    },
  };
}

const post = (base, url, body, headers = {}) =>
  fetch(`${base}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

async function ensureOk(reply, what) {
  if (!reply.ok) throw new Error(`${what} answered ${reply.status}: ${await reply.text()}`);
  return reply;
}

/**
 * Signs a new person up through the API as the registration page does, the code read from `codes`
 * (`startSmtpListener()` or `devMailbox(base)`); returns the email and the access token it got.
 */
export async function signUp(base, codes, tag, { fullName = 'Bench Founder' } = {}) {
  const email = `bench-${tag}-${Date.now().toString(36)}@example.com`;
  await ensureOk(await post(base, '/send_email_otp/', { email }), 'send_email_otp');
  const otp = await codes.codeFor(email);
  await ensureOk(await post(base, '/verify_email_otp/', { email, otp }), 'verify_email_otp');
  const registered = await ensureOk(
    await post(base, '/register/', {
      email,
      password,
      full_name: fullName,
      phone_number: '+14165550148',
      website_name: 'bench.example.com',
      no_linkedin: true,
      came_from_plan: false,
    }),
    'register',
  );
  return { email, access: (await registered.json()).tokens.access };
}

/** A fresh access token (they live 15 minutes) through the login page's path. */
export async function logIn(base, email) {
  const { csrfToken } = await (await ensureOk(await fetch(`${base}/csrf/`), 'GET /csrf/')).json();
  const reply = await ensureOk(
    await post(
      base,
      '/login/',
      { identifier: email, password },
      { 'x-csrftoken': csrfToken, cookie: `csrftoken=${csrfToken}` },
    ),
    'login',
  );
  return (await reply.json()).tokens.access;
}
