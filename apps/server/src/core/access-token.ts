import { createSigner, createVerifier } from 'fast-jwt';

export const accessTokenLifetimeSeconds = 15 * 60;

export interface AccessClaims {
  userId: string;
  /** the sign-in session (refresh-token family) this token belongs to; it dies with it */
  sessionId: string;
}

const tokenType = 'at+jwt';
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** How many verified tokens are remembered (a few hundred bytes each). */
export const rememberedTokens = 4096;

interface Verified {
  claims: AccessClaims;
  /** seconds since the epoch, from the token */
  expiresAt: number;
  notBefore: number | undefined;
}

/**
 * Access tokens: HS256 only, 15 minutes, typed so a token minted for something else is refused.
 * Every request behind the login verifies one, so it is a synchronous HMAC over a key prepared once
 * (fast-jwt over node:crypto), not an asynchronous WebCrypto job with a key import per call. The
 * times are checked against the app's clock (deps.clock), not the system's.
 *
 * A member's screens send the same token for its 15 minutes, and the HMAC, the base64 and the JSON
 * of a verify were ~12 % of an authenticated read's CPU (issue 16). So a token that verified is
 * remembered, by its exact text, with what it proved: a later request with the same text skips the
 * signature but never the clock (expiry and not-before are checked on every use). Only verified
 * tokens are remembered, so a forged or altered one always meets the HMAC; the memory holds at
 * most `rememberedTokens`, the oldest forgotten first. Revocation is not the token's business: the
 * caller's statement checks the session on every request (006).
 */
export function createAccessTokens(secret: string) {
  const key = `access:${secret}`;
  const signToken = createSigner({ key, algorithm: 'HS256', header: { alg: 'HS256', typ: tokenType } });
  const decode = createVerifier({
    key,
    algorithms: ['HS256'],
    complete: true,
    requiredClaims: ['sub', 'sid', 'exp'],
    ignoreExpiration: true,
    ignoreNotBefore: true,
  });
  const remembered = new Map<string, Verified>();

  /** The token's signature, type, times' types and ids, checked once; null when any is wrong. */
  function verifySignature(token: string): Verified | null {
    let header: { typ?: unknown };
    let payload: { sub?: unknown; sid?: unknown; exp?: unknown; nbf?: unknown };
    try {
      ({ header, payload } = decode(token));
    } catch {
      return null;
    }
    if (header.typ !== tokenType) return null;
    const { sub, sid, exp, nbf } = payload;
    if (typeof exp !== 'number' || (nbf !== undefined && typeof nbf !== 'number')) return null;
    // ids go into database queries as uuids: anything else is a malformed token, not a 500
    if (typeof sub !== 'string' || typeof sid !== 'string' || !uuidPattern.test(sub) || !uuidPattern.test(sid)) {
      return null;
    }
    return { claims: { userId: sub, sessionId: sid }, expiresAt: exp, notBefore: nbf };
  }

  return {
    async sign(claims: AccessClaims, now: Date): Promise<string> {
      const issuedAt = Math.floor(now.getTime() / 1000);
      return signToken({
        sub: claims.userId,
        sid: claims.sessionId,
        iat: issuedAt,
        exp: issuedAt + accessTokenLifetimeSeconds,
      });
    },
    /** The claims, or null for anything forged, expired, not yet valid, of another type or malformed. */
    verify(token: string, now: Date): AccessClaims | null {
      let verified = remembered.get(token);
      if (!verified) {
        const checked = verifySignature(token);
        if (!checked) return null;
        if (remembered.size >= rememberedTokens) remembered.delete(remembered.keys().next().value!);
        remembered.set(token, checked);
        verified = checked;
      }
      const seconds = now.getTime() / 1000;
      if (verified.expiresAt <= seconds) {
        remembered.delete(token);
        return null;
      }
      if (verified.notBefore !== undefined && verified.notBefore > seconds) return null;
      return verified.claims;
    },
  };
}

export type AccessTokens = ReturnType<typeof createAccessTokens>;
