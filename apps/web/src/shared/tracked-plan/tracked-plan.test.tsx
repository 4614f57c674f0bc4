import type { TrackedPlan, TrackedPlanAction } from '@exitcraft/shared/schemas/plan';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api.ts';
import { inRouter, renderWithQuery } from '../../../test/render.tsx';
import { PlanActionControls } from './plan-action-controls.tsx';
import { PlanProgressCard } from './plan-progress-card.tsx';

function action(id: string, fields: Partial<TrackedPlanAction> = {}): TrackedPlanAction {
  return {
    rank: 1,
    id,
    source: 'roi',
    title: `Action ${id}`,
    why: 'Because the answers say so.',
    first_step: 'Start small.',
    target_week: 1,
    state: 'open',
    started_at: null,
    done_at: null,
    snoozed_until: null,
    dismissed_reason: null,
    due_from: '2026-11-20',
    due_by: '2026-11-26',
    history: [],
    ...fields,
  };
}

function plan(actions: TrackedPlanAction[], fields: Partial<TrackedPlan> = {}): TrackedPlan {
  return {
    started_on: '2026-11-20',
    current_week: 1,
    progress: {
      done: actions.filter((a) => a.state === 'done').length,
      total: actions.filter((a) => a.state !== 'dismissed').length,
    },
    this_week: actions.filter((a) => a.state === 'open' || a.state === 'started').map((a) => a.id),
    actions,
    ...fields,
  };
}

describe('the tracked plan controls', () => {
  it('marks an action done and shows the date the server answers', async () => {
    const api = fakeApi({
      'GET /plan/': () => [200, plan([action('roi:a')])],
      'POST /plan/marks/': () => [
        200,
        plan([
          action('roi:a', {
            state: 'done',
            done_at: '2026-11-22T09:00:00.000Z',
            history: [{ state: 'done', at: '2026-11-22T09:00:00.000Z', note: null }],
          }),
        ]),
      ],
    });
    renderWithQuery(inRouter(<PlanActionControls actionId="roi:a" />, '/exitwealth'));
    expect(await screen.findByText('To do')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Mark done: Action roi:a' }));
    expect(await screen.findByText('Done on November 22, 2026')).toBeInTheDocument();
    expect(api.called('POST /plan/marks/')[0]?.body).toEqual({ action_id: 'roi:a', state: 'done' });
    expect(screen.getByRole('button', { name: 'Reopen: Action roi:a' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark done: Action roi:a' })).toBeNull();
  });

  it('dismisses with a reason, and shows the server’s refusal in place', async () => {
    const api = fakeApi({
      'GET /plan/': () => [200, plan([action('roi:a')])],
      'POST /plan/marks/': () => [400, { code: 'validation_error', message: 'This action is not on your plan.' }],
    });
    renderWithQuery(inRouter(<PlanActionControls actionId="roi:a" />, '/exitwealth'));
    await userEvent.click(await screen.findByRole('button', { name: 'Dismiss: Action roi:a' }));
    await userEvent.type(screen.getByLabelText('Why dismiss it?'), 'Our accountant does it');
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss: Action roi:a' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This action is not on your plan.');
    expect(api.called('POST /plan/marks/')[0]?.body).toEqual({
      action_id: 'roi:a',
      state: 'dismissed',
      reason: 'Our accountant does it',
    });
  });

  it('says when a done action comes back because the newer answers still call for it', async () => {
    fakeApi({
      'GET /plan/': () => [200, plan([action('roi:a', { state: 'again', done_at: '2026-09-01T09:00:00.000Z' })])],
    });
    renderWithQuery(inRouter(<PlanActionControls actionId="roi:a" />, '/exitwealth'));
    expect(
      await screen.findByText('Done on September 1, 2026, and your newer answers still call for it'),
    ).toBeInTheDocument();
    expect(screen.getByText('Again')).toBeInTheDocument();
  });
});

describe('the dashboard’s plan progress', () => {
  it('shows done of total and this week’s actions', async () => {
    fakeApi({
      'GET /plan/': () => [
        200,
        plan([
          action('roi:a', { state: 'done' }),
          action('roi:b', { state: 'started' }),
          action('roi:c'),
          action('roi:d', { state: 'dismissed' }),
        ]),
      ],
    });
    renderWithQuery(inRouter(<PlanProgressCard />, '/dashboard'));
    const card = await screen.findByRole('region', { name: 'Your 90-day plan' });
    expect(await within(card).findByText(/^1 of 3/)).toBeInTheDocument();
    expect(within(card).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '1');
    const week = within(card)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(week).toEqual(['Action roi:bStarted', 'Action roi:cTo do']);
    expect(within(card).getByRole('link', { name: 'Open your plan' })).toHaveAttribute('href', '/exitwealth');
  });
});
