import type { UserData } from '@exitcraft/shared/schemas/user';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Switch, useLocation } from '../../../lib/router.tsx';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionState } from '../../../lib/session.ts';
import { PanelActions } from './panel-actions.tsx';
import { PlanCards } from './plan-cards.tsx';
import { testUser } from '../../../../test/user.ts';
import { MemoryRouter } from '../../../../test/render.tsx';

const session = vi.hoisted(() => ({ current: { status: 'unauthenticated', user: null } as SessionState }));
vi.mock('../../../lib/session.ts', () => ({ useSession: () => session.current }));
const toast = vi.hoisted(() => ({ info: vi.fn(), success: vi.fn(), error: vi.fn() }));
vi.mock('../../../lib/toast.ts', () => ({ toast }));

const baseUser = testUser({ username: 'RedCat123' });

function signedIn(role: UserData['role']) {
  session.current = { status: 'authenticated', user: { ...baseUser, role, paid: role === 'paid_user' } };
}

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

function renderAt(ui: React.ReactNode) {
  return render(
    <MemoryRouter path={'/pricing-plan'}>
      <Switch>
        <Route>{ui}</Route>
      </Switch>
      <Where />
    </MemoryRouter>,
  );
}

const where = () => screen.getByTestId('where').textContent;

beforeEach(() => {
  session.current = { status: 'unauthenticated', user: null };
  toast.info.mockClear();
});

describe('panel buttons (public-site sections 2 and 4)', () => {
  it('logged out: Register for Free goes to guest registration', async () => {
    renderAt(<PanelActions tier="guest" />);
    await userEvent.click(screen.getByRole('link', { name: 'Register for Free' }));
    expect(where()).toBe('/auth?plan=guest&view=register');
  });

  it('logged out: $1797 USD goes to member registration', async () => {
    renderAt(<PanelActions tier="member" />);
    await userEvent.click(screen.getByRole('link', { name: '$1797 USD' }));
    expect(where()).toBe('/auth?plan=member&view=register');
    expect(toast.info).not.toHaveBeenCalled();
  });

  it('guest: Register for Free is hidden; $1797 USD alerts and goes to /payment', async () => {
    signedIn('guest');
    renderAt(
      <>
        <PanelActions tier="guest" />
        <PanelActions tier="member" />
      </>,
    );
    expect(screen.queryByRole('link', { name: 'Register for Free' })).toBeNull();
    await userEvent.click(screen.getByRole('link', { name: '$1797 USD' }));
    expect(toast.info).toHaveBeenCalledWith('You are already registered as a Guest, proceeding to upgrade your plan.');
    expect(where()).toBe('/payment');
  });

  it('paid_user: Register for Free is hidden; Current Plan goes to /dashboard', async () => {
    signedIn('paid_user');
    renderAt(
      <>
        <PanelActions tier="guest" />
        <PanelActions tier="member" />
      </>,
    );
    expect(screen.queryByRole('link', { name: 'Register for Free' })).toBeNull();
    expect(screen.queryByRole('link', { name: '$1797 USD' })).toBeNull();
    await userEvent.click(screen.getByRole('link', { name: 'Current Plan' }));
    expect(where()).toBe('/dashboard');
    expect(toast.info).not.toHaveBeenCalled();
  });
});

describe('plan cards follow the same rules', () => {
  it('logged out: the guest card registers a guest', async () => {
    renderAt(<PlanCards />);
    await userEvent.click(screen.getByRole('link', { name: 'Join as a Guest' }));
    expect(where()).toBe('/auth?plan=guest&view=register');
  });

  it('logged in: the guest card goes to /dashboard', async () => {
    signedIn('guest');
    renderAt(<PlanCards />);
    await userEvent.click(screen.getByRole('link', { name: 'Go to Dashboard' }));
    expect(where()).toBe('/dashboard');
  });

  it('guest: the member card upgrades through /payment with the alert', async () => {
    signedIn('guest');
    renderAt(<PlanCards />);
    await userEvent.click(screen.getByRole('link', { name: 'Upgrade to Member' }));
    expect(toast.info).toHaveBeenCalledTimes(1);
    expect(where()).toBe('/payment');
  });

  it('paid_user: the member card shows Current Plan and goes to /dashboard', async () => {
    signedIn('paid_user');
    renderAt(<PlanCards />);
    await userEvent.click(screen.getByRole('link', { name: 'Current Plan' }));
    expect(where()).toBe('/dashboard');
  });
});
