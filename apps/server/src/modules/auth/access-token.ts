import { createSigner, createVerifier } from 'fast-jwt';

export const accessTokenLifetimeSeconds = 15 * 60;

export interface AccessClaims {
  userId: string;
  /** the sign-in session (refresh-token family) this token belongs to; it dies with it */
  sessionId: string;
}

const tokenType = 'at+jwt';
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Access tokens: HS256 only, 15 minutes, typed so a token minted for something else is refused.
 * Every request behind the login verifies one, so it is a synchronous HMAC over a key prepared once
 * (fast-jwt over node:crypto), not an asynchronous WebCrypto job with a key import per call. The
 * times are checked against the app's clock (deps.clock), not the system's.
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
    /** The claims, or null for anything forged, expired, of another type or malformed. */
    verify(token: string, now: Date): AccessClaims | null {
      let header: { typ?: unknown };
      let payload: { sub?: unknown; sid?: unknown; exp?: unknown; nbf?: unknown };
      try {
        ({ header, payload } = decode(token));
      } catch {
        return null;
      }
      const seconds = now.getTime() / 1000;
      if (header.typ !== tokenType) return null;
      if (typeof payload.exp !== 'number' || payload.exp <= seconds) return null;
      if (payload.nbf !== undefined && (typeof payload.nbf !== 'number' || payload.nbf > seconds)) return null;
      const { sub, sid } = payload;
      // ids go into database queries as uuids: anything else is a malformed token, not a 500
      if (typeof sub !== 'string' || typeof sid !== 'string' || !uuidPattern.test(sub) || !uuidPattern.test(sid)) {
        return null;
      }
      return { userId: sub, sessionId: sid };
    },
  };
}

export type AccessTokens = ReturnType<typeof createAccessTokens>;
