import type { EmailPreferences } from '@exitcraft/shared/schemas/email-preferences';
import { unsubscribeUsedMessage } from '@exitcraft/shared/schemas/email-preferences';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../../test/fake-api.ts';
import { inRouter, renderWithQuery } from '../../../../test/render.tsx';
import { EmailPreferencesPage } from './email-preferences-page.tsx';
import { UnsubscribePage } from './unsubscribe-page.tsx';

const stored: EmailPreferences = {
  kinds: { onboarding_nudge: true, unfinished_draft: true, weekly_digest: true, retake_reminder: true },
  digest_weekday: 1,
  time_zone: 'Europe/Paris',
  time_zone_set: true,
};

describe('Settings → Email preferences', () => {
  it('turns a kind off and changes the digest day, saving each change at once', async () => {
    const api = fakeApi({
      'GET /account/email-preferences/': () => [200, stored],
      'PATCH /account/email-preferences/': (body) => [
        200,
        { ...stored, ...(body as object), kinds: { ...stored.kinds, ...((body as { kinds?: object }).kinds ?? {}) } },
      ],
    });
    renderWithQuery(inRouter(<EmailPreferencesPage />, '/emailPreferencesView'));
    const digest = await screen.findByRole('checkbox', { name: 'Weekly plan digest' });
    expect(digest).toBeChecked();
    await userEvent.click(digest);
    expect(api.called('PATCH /account/email-preferences/')[0]?.body).toEqual({ kinds: { weekly_digest: false } });
    expect(await screen.findByRole('checkbox', { name: 'Weekly plan digest' })).not.toBeChecked();
    await userEvent.selectOptions(screen.getByLabelText('Digest day'), 'Thursday');
    expect(api.called('PATCH /account/email-preferences/')[1]?.body).toEqual({ digest_weekday: 4 });
    // the zone was set before: the browser's is not sent
    expect(api.called('PATCH /account/email-preferences/').some((call) => 'time_zone' in (call.body as object))).toBe(
      false,
    );
  });

  it('takes the time zone from the browser the first time', async () => {
    const api = fakeApi({
      'GET /account/email-preferences/': () => [200, { ...stored, time_zone: 'UTC', time_zone_set: false }],
      'PATCH /account/email-preferences/': (body) => [200, { ...stored, ...(body as object), time_zone_set: true }],
    });
    renderWithQuery(inRouter(<EmailPreferencesPage />, '/emailPreferencesView'));
    await screen.findByRole('checkbox', { name: 'Weekly plan digest' });
    await expect.poll(() => api.called('PATCH /account/email-preferences/').length).toBe(1);
    expect(api.called('PATCH /account/email-preferences/')[0]?.body).toEqual({
      time_zone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
  });
});

describe('/unsubscribe', () => {
  it('changes nothing on opening; the button unsubscribes without a session', async () => {
    const api = fakeApi({
      'POST /unsubscribe/': () => [
        200,
        { kind: 'weekly_digest', message: 'You are unsubscribed from “Weekly plan digest”.' },
      ],
    });
    renderWithQuery(inRouter(<UnsubscribePage />, '/unsubscribe?token=abc.def'));
    expect(api.fetchMock).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('status')).toHaveTextContent('You are unsubscribed from “Weekly plan digest”.');
    expect(api.called('POST /unsubscribe/')[0]?.body).toEqual({ token: 'abc.def' });
    expect(api.called('POST /unsubscribe/')[0]?.init.headers).not.toHaveProperty('authorization');
  });

  it('shows the server’s refusal of a used link', async () => {
    fakeApi({ 'POST /unsubscribe/': () => [410, { code: 'unsubscribe_used', message: unsubscribeUsedMessage }] });
    renderWithQuery(inRouter(<UnsubscribePage />, '/unsubscribe?token=abc.def'));
    await userEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(unsubscribeUsedMessage);
  });
});
