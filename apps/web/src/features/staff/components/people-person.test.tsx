import type { StaffPersonDetail } from '@exitcraft/shared/schemas/staff';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Switch, useLocation } from '../../../lib/router.tsx';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi } from '../../../../test/fake-api.ts';
import { MemoryRouter, renderWithQuery } from '../../../../test/render.tsx';
import { PeoplePage } from './people-page.tsx';
import { PersonPage } from './person-page.tsx';
import { StepUpProvider } from './step-up.tsx';

/** Where the router is: what a shared link or Back would carry. */
function Location() {
  const location = useLocation();
  return <output aria-label="location">{`${location.pathname}${location.search}`}</output>;
}

function renderAt(path: string) {
  return renderWithQuery(
    <MemoryRouter path={path}>
      <StepUpProvider>
        <Switch>
          <Route path="/staff/people">{<PeoplePage />}</Route>
          <Route path="/staff/people/:id">{<PersonPage />}</Route>
        </Switch>
        <Location />
      </StepUpProvider>
    </MemoryRouter>,
  );
}

const location = () => screen.getByRole('status', { name: 'location' }).textContent;

const person = {
  id: '11111111-1111-4111-8111-111111111111',
  email: 'ada@quill.example',
  full_name: 'Ada Founder',
  username: 'RedCat123',
  company_name: 'Quill Holdings',
  paid: false,
  is_staff: false,
  email_verified: true,
  created_at: '2026-11-01T10:00:00.000Z',
};

const detail = (paid: boolean): StaffPersonDetail => ({
  person: {
    ...person,
    paid,
    phone_number: '+14165550199',
    website_name: 'quill.example',
    country: 'Canada',
    role: paid ? 'paid_user' : 'guest',
  },
  onboarding_step: 3,
  submissions: [
    {
      kind: 'brand',
      count: 2,
      latest_scores: { overall: 62.5, dont_know: 0, sections: [{ id: 'a', name: 'Identity', score: 75 }] },
      latest_at: '2026-11-20T10:00:00.000Z',
    },
  ],
  payments: [],
  active_sessions: 2,
});

beforeEach(() => {
  localStorage.setItem('access_token', 'token');
});

describe('PeoplePage filters', () => {
  it('reads the search and filters from the URL and keeps every change in it', async () => {
    const { calls } = fakeApi({ 'GET /staff/people/': () => [200, { people: [person], next_cursor: null }] });
    const user = userEvent.setup();
    renderAt('/staff/people?q=quill&kind=guest');
    expect(await screen.findByRole('link', { name: 'Ada Founder' })).toBeInTheDocument();
    // the shared link's filters are in the form and in the request
    expect(screen.getByLabelText('Search email, name, alias or company')).toHaveValue('quill');
    expect(screen.getByLabelText('Kind')).toHaveValue('guest');
    expect(calls.at(-1)?.url).toBe('/staff/people/?q=quill&kind=guest');

    await user.selectOptions(screen.getByLabelText('Email'), 'false');
    await waitFor(() => expect(location()).toBe('/staff/people?q=quill&kind=guest&verified=false'));
    await waitFor(() => expect(calls.at(-1)?.url).toBe('/staff/people/?q=quill&kind=guest&verified=false'));

    const box = screen.getByLabelText('Search email, name, alias or company');
    await user.clear(box);
    await user.type(box, '  Holdings ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(location()).toBe('/staff/people?q=Holdings&kind=guest&verified=false'));

    await user.selectOptions(screen.getByLabelText('Kind'), '');
    await waitFor(() => expect(location()).toBe('/staff/people?q=Holdings&verified=false'));
  });
});

describe('PersonPage actions', () => {
  it('shows the latest score per assessment', async () => {
    fakeApi({ [`GET /staff/people/${person.id}/`]: () => [200, detail(false)] });
    renderAt(`/staff/people/${person.id}`);
    expect(await screen.findByText('Latest score: Overall 62.5 / 100')).toBeInTheDocument();
    expect(screen.getByText('Identity')).toBeInTheDocument();
  });

  it('grants a membership only after the dialog is confirmed with a reason', async () => {
    let paid = false;
    const { called } = fakeApi({
      [`GET /staff/people/${person.id}/`]: () => [200, detail(paid)],
      [`POST /staff/people/${person.id}/membership/`]: (body) => {
        paid = true;
        return [200, { id: person.id, paid: true, changed: true, echo: body }];
      },
    });
    const user = userEvent.setup();
    renderAt(`/staff/people/${person.id}`);
    await user.click(await screen.findByRole('button', { name: 'Grant membership' }));
    const dialog = await screen.findByRole('dialog', { name: 'Grant membership' });
    expect(dialog).toHaveTextContent('This person becomes a member at once');

    // no reason: refused in place, nothing sent
    await user.click(within(dialog).getByRole('button', { name: 'Grant membership' }));
    expect(await within(dialog).findByText('Give a reason.')).toBeInTheDocument();
    expect(called(`POST /staff/people/${person.id}/membership/`)).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Reason (kept in the audit log)'), 'Webinar comp');
    await user.click(within(dialog).getByRole('button', { name: 'Grant membership' }));
    await waitFor(() => expect(called(`POST /staff/people/${person.id}/membership/`)).toHaveLength(1));
    expect(called(`POST /staff/people/${person.id}/membership/`)[0]?.body).toEqual({
      action: 'grant',
      reason: 'Webinar comp',
    });
    expect(await screen.findByRole('button', { name: 'Revoke membership' })).toBeInTheDocument();
  });

  it('signs a person out everywhere only after the dialog is confirmed; Cancel sends nothing', async () => {
    const { called } = fakeApi({
      [`GET /staff/people/${person.id}/`]: () => [200, detail(true)],
      [`POST /staff/people/${person.id}/sign-out/`]: () => [200, { revoked_sessions: 2 }],
    });
    const user = userEvent.setup();
    renderAt(`/staff/people/${person.id}`);
    await user.click(await screen.findByRole('button', { name: 'Sign out everywhere' }));
    let dialog = await screen.findByRole('dialog', { name: 'Sign out everywhere' });
    expect(dialog).toHaveTextContent('Every session of this person ends now');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(called(`POST /staff/people/${person.id}/sign-out/`)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
    dialog = await screen.findByRole('dialog', { name: 'Sign out everywhere' });
    await user.click(within(dialog).getByRole('button', { name: 'Sign out everywhere' }));
    await waitFor(() => expect(called(`POST /staff/people/${person.id}/sign-out/`)).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says what revoking does before it is done', async () => {
    fakeApi({ [`GET /staff/people/${person.id}/`]: () => [200, detail(true)] });
    const user = userEvent.setup();
    renderAt(`/staff/people/${person.id}`);
    await user.click(await screen.findByRole('button', { name: 'Revoke membership' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke membership' });
    expect(dialog).toHaveTextContent('No money is refunded; use Payments to refund.');
  });
});
