import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { type ReminderKind, reminderKinds } from '@exitcraft/shared/schemas/email-preferences';

/*
 * Unsubscribe links (decision 040): `<payload>.<mac>`, the payload base64url JSON of the user id,
 * the kind (or `all`) and a random nonce, the MAC an HMAC-SHA256 of the payload under a key
 * derived from the server's JWT_SECRET for this one purpose. Without the secret a link cannot be
 * made or altered (so not enumerated either); the nonce makes each link single-use.
 */

export interface UnsubscribeClaim {
  userId: string;
  kind: ReminderKind | 'all';
  nonce: string;
}

const keyFor = (secret: string) => createHmac('sha256', secret).update('exitcraft unsubscribe links v1').digest();

export function signUnsubscribeToken(secret: string, claim: Omit<UnsubscribeClaim, 'nonce'>): string {
  const payload = Buffer.from(
    JSON.stringify({ u: claim.userId, k: claim.kind, n: randomBytes(12).toString('base64url') }),
  ).toString('base64url');
  const mac = createHmac('sha256', keyFor(secret)).update(payload).digest('base64url');
  return `${payload}.${mac}`;
}

/** The claim of a genuine token; null for anything forged, altered or malformed. */
export function verifyUnsubscribeToken(secret: string, token: string): UnsubscribeClaim | null {
  const [payload, mac, extra] = token.split('.');
  if (!payload || !mac || extra !== undefined) return null;
  const expected = createHmac('sha256', keyFor(secret)).update(payload).digest();
  const given = Buffer.from(mac, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const body = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
      u?: unknown;
      k?: unknown;
      n?: unknown;
    };
    const kind = body.k;
    if (typeof body.u !== 'string' || typeof body.n !== 'string') return null;
    if (kind !== 'all' && !reminderKinds.includes(kind as ReminderKind)) return null;
    return { userId: body.u, kind: kind as ReminderKind | 'all', nonce: body.n };
  } catch {
    return null;
  }
}
