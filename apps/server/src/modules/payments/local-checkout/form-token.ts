import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The checkout form's anti-forgery token: a random nonce signed together with the session id.
 * It goes both into the page and into a SameSite=Strict cookie; a post must carry the same value
 * in both, and the signature ties it to this one session.
 */
export const checkoutTokenCookie = 'checkout_token';

export function createCheckoutToken(secret: string, sessionId: string): string {
  const nonce = randomBytes(18).toString('base64url');
  return `${nonce}.${sign(secret, sessionId, nonce)}`;
}

export function isValidCheckoutToken(secret: string, sessionId: string, token: string | undefined): boolean {
  if (!token || token.length > 200) return false;
  const [nonce, signature] = token.split('.');
  if (!nonce || !signature) return false;
  const expected = Buffer.from(sign(secret, sessionId, nonce));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

export function tokensMatch(formToken: string | undefined, cookieToken: string | undefined): boolean {
  if (!formToken || !cookieToken) return false;
  const a = Buffer.from(formToken);
  const b = Buffer.from(cookieToken);
  return a.length === b.length && timingSafeEqual(a, b);
}

function sign(secret: string, sessionId: string, nonce: string): string {
  return createHmac('sha256', `local-checkout:${secret}`).update(`${sessionId}:${nonce}`).digest('base64url');
}
