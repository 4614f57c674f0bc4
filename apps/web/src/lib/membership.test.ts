import { describe, expect, it } from 'vitest';
import { isMember } from './membership.ts';

describe('isMember', () => {
  it('reads either the paid_user role or the paid flag', () => {
    expect(isMember({ role: 'paid_user', paid: false })).toBe(true);
    expect(isMember({ role: 'guest', paid: true })).toBe(true);
    expect(isMember({ role: 'guest', paid: false })).toBe(false);
    expect(isMember(null)).toBe(false);
    expect(isMember(undefined)).toBe(false);
  });
});
