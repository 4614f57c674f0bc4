import { describe, expect, it } from 'vitest';
import { createCsrfToken, isValidCsrfPair } from './csrf.ts';

describe('CSRF double submit', () => {
  const secret = 'a-secret-of-reasonable-length-for-tests';

  it('accepts our token when cookie and header agree', () => {
    const token = createCsrfToken(secret);
    expect(isValidCsrfPair(secret, token, token)).toBe(true);
  });

  it('refuses a mismatch, a missing half, or a token we did not sign', () => {
    const token = createCsrfToken(secret);
    expect(isValidCsrfPair(secret, token, createCsrfToken(secret))).toBe(false);
    expect(isValidCsrfPair(secret, token, undefined)).toBe(false);
    expect(isValidCsrfPair(secret, 'forged.value', 'forged.value')).toBe(false);
    expect(isValidCsrfPair('another-secret-entirely-here', token, token)).toBe(false);
  });

  it('refuses our token with a further segment added', () => {
    const extended = `${createCsrfToken(secret)}.extra`;
    expect(isValidCsrfPair(secret, extended, extended)).toBe(false);
  });
});
