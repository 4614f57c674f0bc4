import { createSecretKey } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';

export const accessTokenLifetimeSeconds = 15 * 60;

export interface AccessClaims {
  userId: string;
  /** the sign-in session (refresh-token family) this token belongs to; it dies with it */
  sessionId: string;
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Access tokens: HS256 only, 15 minutes, typed so a token minted for something else is refused. */
export function createAccessTokens(secret: string) {
  // a KeyObject made once: jose would otherwise import raw bytes again on every verify
  const key = createSecretKey(Buffer.from(`access:${secret}`));
  return {
    async sign(claims: AccessClaims, now: Date): Promise<string> {
      const issuedAt = Math.floor(now.getTime() / 1000);
      return new SignJWT({ sid: claims.sessionId })
        .setProtectedHeader({ alg: 'HS256', typ: 'at+jwt' })
        .setSubject(claims.userId)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + accessTokenLifetimeSeconds)
        .sign(key);
    },
    /** Resolves to the claims, or null for anything forged, expired or malformed. */
    async verify(token: string, now: Date): Promise<AccessClaims | null> {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          typ: 'at+jwt',
          currentDate: now,
          requiredClaims: ['sub', 'exp', 'sid'],
        });
        const { sub, sid } = payload;
        // ids go into database queries as uuids: anything else is a malformed token, not a 500
        if (typeof sub !== 'string' || typeof sid !== 'string' || !uuidPattern.test(sub) || !uuidPattern.test(sid)) {
          return null;
        }
        return { userId: sub, sessionId: sid };
      } catch {
        return null;
      }
    },
  };
}

export type AccessTokens = ReturnType<typeof createAccessTokens>;
