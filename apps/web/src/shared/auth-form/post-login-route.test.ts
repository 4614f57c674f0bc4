import { describe, expect, it } from 'vitest';
import { parsePlan, postLoginRoute, postRegistrationPath, upgradeNotice } from './post-login-route.ts';

const guest = { role: 'guest', paid: false } as const;
const member = { role: 'paid_user', paid: true } as const;

describe('post-login routing (public-site section 4)', () => {
  it('reads the plan, defaulting to guest', () => {
    expect(parsePlan('member')).toBe('member');
    expect(parsePlan('paid')).toBe('paid');
    expect(parsePlan('guest')).toBe('guest');
    expect(parsePlan(null)).toBe('guest');
    expect(parsePlan('gold')).toBe('guest');
  });

  it('a member or a guest-plan visitor goes to /dashboard, or back where the guard sent them from', () => {
    expect(postLoginRoute(member, 'member')).toEqual({ to: '/dashboard' });
    expect(postLoginRoute(guest, 'guest')).toEqual({ to: '/dashboard' });
    expect(postLoginRoute(member, 'paid', '/setting')).toEqual({ to: '/setting' });
    expect(postLoginRoute(guest, 'guest', '/payment?x=1')).toEqual({ to: '/payment?x=1' });
  });

  it('an unpaid visitor who came for the member plan is told and sent to /payment', () => {
    expect(postLoginRoute(guest, 'member', '/setting')).toEqual({ to: '/payment', notice: upgradeNotice });
    expect(upgradeNotice).toBe('Already registered as a guest. Proceeding to upgrade your plan.');
  });

  it('anything else goes to /dashboard', () => {
    expect(postLoginRoute(guest, 'paid')).toEqual({ to: '/dashboard' });
    expect(postLoginRoute(null, 'paid')).toEqual({ to: '/dashboard' });
  });

  it('never returns to another site or to /auth itself', () => {
    for (const from of ['https://evil.example', '//evil.example', '/\\evil.example', '/auth', '/auth?view=login', 42]) {
      expect(postLoginRoute(guest, 'guest', from)).toEqual({ to: '/dashboard' });
    }
  });

  it('after registration: guest to the guest confirmation, member or paid to payment', () => {
    expect(postRegistrationPath('guest')).toBe('/confirmation-guest');
    expect(postRegistrationPath('member')).toBe('/payment');
    expect(postRegistrationPath('paid')).toBe('/payment');
  });
});
