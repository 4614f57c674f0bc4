import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { accessTokenLifetimeSeconds, createAccessTokens, rememberedTokens } from './access-token.ts';

const secret = 'unit-secret-unit-secret-unit-secret-0001';
const issuedAt = new Date('2026-11-25T10:00:00Z');
const later = (seconds: number) => new Date(issuedAt.getTime() + seconds * 1000);
const claims = () => ({ userId: randomUUID(), sessionId: randomUUID() });

/** A token signed by an independent library with the app's key, for claims the app never mints. */
function forge(payload: Record<string, unknown>) {
  return new SignJWT(payload)
    .setProtectedHeader({ alg: 'HS256', typ: 'at+jwt' })
    .sign(new TextEncoder().encode(`access:${secret}`));
}

describe('access tokens, remembered once verified', () => {
  it('answers the same claims for the same token, and refuses it once it has expired', async () => {
    const tokens = createAccessTokens(secret);
    const mine = claims();
    const token = await tokens.sign(mine, issuedAt);
    expect(tokens.verify(token, later(1))).toEqual(mine);
    expect(tokens.verify(token, later(60))).toEqual(mine);
    expect(tokens.verify(token, later(accessTokenLifetimeSeconds))).toBeNull();
    expect(tokens.verify(token, later(accessTokenLifetimeSeconds + 60))).toBeNull();
  });

  it('refuses a remembered token with one character of its signature changed', async () => {
    const tokens = createAccessTokens(secret);
    const token = await tokens.sign(claims(), issuedAt);
    expect(tokens.verify(token, later(1))).not.toBeNull();
    const last = token.at(-2) === 'A' ? 'B' : 'A';
    const altered = `${token.slice(0, -2)}${last}${token.at(-1)}`;
    expect(tokens.verify(altered, later(1))).toBeNull();
    expect(tokens.verify(token, later(2))).not.toBeNull();
  });

  it('refuses a token of another key, even one whose claims match a remembered token', async () => {
    const tokens = createAccessTokens(secret);
    const mine = claims();
    const token = await tokens.sign(mine, issuedAt);
    expect(tokens.verify(token, later(1))).toEqual(mine);
    const other = await createAccessTokens('another-secret-another-secret-0001').sign(mine, issuedAt);
    expect(tokens.verify(other, later(1))).toBeNull();
  });

  it('checks not-before on every use, not only the first', async () => {
    const tokens = createAccessTokens(secret);
    const seconds = issuedAt.getTime() / 1000;
    const { userId, sessionId } = claims();
    const token = await forge({ sub: userId, sid: sessionId, nbf: seconds + 60, exp: seconds + 600 });
    expect(tokens.verify(token, later(0))).toBeNull();
    expect(tokens.verify(token, later(61))).toEqual({ userId, sessionId });
    expect(tokens.verify(token, later(30))).toBeNull();
  });

  it('refuses ids that are not uuids and a missing expiry, however often asked', async () => {
    const tokens = createAccessTokens(secret);
    const seconds = issuedAt.getTime() / 1000;
    const notUuid = await forge({ sub: "1' or '1'='1", sid: randomUUID(), exp: seconds + 600 });
    const noExpiry = await forge({ sub: randomUUID(), sid: randomUUID() });
    for (let i = 0; i < 2; i++) {
      expect(tokens.verify(notUuid, later(1))).toBeNull();
      expect(tokens.verify(noExpiry, later(1))).toBeNull();
    }
  });

  it('keeps answering correctly past the number of tokens it remembers', async () => {
    const tokens = createAccessTokens(secret);
    const first = claims();
    const firstToken = await tokens.sign(first, issuedAt);
    expect(tokens.verify(firstToken, later(1))).toEqual(first);
    for (let i = 0; i < rememberedTokens + 100; i++) tokens.verify(await tokens.sign(claims(), issuedAt), later(1));
    expect(tokens.verify(firstToken, later(2))).toEqual(first);
  });
});
