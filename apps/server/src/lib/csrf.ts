import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Signed double-submit token: the cookie and the X-CSRFToken header must carry the same value, and
 * the value must carry our signature, so a cookie planted by a sibling subdomain is refused too.
 */
export function createCsrfToken(secret: string): string {
  const nonce = randomBytes(18).toString('base64url');
  return `${nonce}.${sign(secret, nonce)}`;
}

export function isValidCsrfPair(secret: string, cookie: string | undefined, header: string | undefined): boolean {
  if (!cookie || !header || cookie.length > 200 || cookie !== header) return false;
  // exactly nonce.signature: a token with a further segment is not one we issued
  const parts = cookie.split('.');
  if (parts.length !== 2) return false;
  const [nonce, signature] = parts;
  if (!nonce || !signature) return false;
  const expected = Buffer.from(sign(secret, nonce));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

function sign(secret: string, nonce: string): string {
  return createHmac('sha256', `csrf:${secret}`).update(nonce).digest('base64url');
}

export const csrfCookieName = 'csrftoken';
