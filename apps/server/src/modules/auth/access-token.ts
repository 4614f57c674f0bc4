import { jwtVerify, SignJWT } from 'jose';

export const accessTokenLifetimeSeconds = 15 * 60;

export interface AccessClaims {
  userId: string;
}

/** Access tokens: HS256 only, 15 minutes, typed so a token minted for something else is refused. */
export function createAccessTokens(secret: string) {
  const key = new TextEncoder().encode(`access:${secret}`);
  return {
    async sign(userId: string, now: Date): Promise<string> {
      const issuedAt = Math.floor(now.getTime() / 1000);
      return new SignJWT({})
        .setProtectedHeader({ alg: 'HS256', typ: 'at+jwt' })
        .setSubject(userId)
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
          requiredClaims: ['sub', 'exp'],
        });
        return payload.sub ? { userId: payload.sub } : null;
      } catch {
        return null;
      }
    },
  };
}

export type AccessTokens = ReturnType<typeof createAccessTokens>;
