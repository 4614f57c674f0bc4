import type { SiteSettings } from '@exitcraft/shared/schemas/site-config';
import { siteSettingMessages } from '@exitcraft/shared/schemas/site-config';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi } from '../../../../test/fake-api.ts';
import { inRouter, renderWithQuery } from '../../../../test/render.tsx';
import { OverviewPage } from './overview-page.tsx';
import { SiteSettingsPage } from './site-settings-page.tsx';
import { StepUpProvider } from './step-up.tsx';

const unset: SiteSettings = {
  company_name: null,
  address: null,
  contact_email: null,
  support_phone: null,
  social_links: [],
  scheduling_url: null,
  proof_video_url: 'https://player.example.com/video/42',
};

const renderPage = () =>
  renderWithQuery(
    inRouter(
      <StepUpProvider>
        <SiteSettingsPage />
      </StepUpProvider>,
      '/staff/site-settings',
    ),
  );

beforeEach(() => {
  localStorage.setItem('access_token', 'token');
});

describe('SiteSettingsPage', () => {
  it('refuses what is not valid in place, with the schema’s words, and sends nothing', async () => {
    const { called } = fakeApi({ 'GET /staff/site-settings/': () => [200, unset] });
    const user = userEvent.setup();
    renderPage();
    await user.type(await screen.findByLabelText('Contact email'), 'hello@');
    await user.type(screen.getByLabelText('Support phone'), '(902) 000-0000');
    await user.type(screen.getByLabelText('Adviser booking link'), 'http://cal.example.com/30min');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText(siteSettingMessages.email)).toBeInTheDocument();
    expect(screen.getByText(siteSettingMessages.phone)).toBeInTheDocument();
    expect(screen.getByText(siteSettingMessages.httpsOnly)).toBeInTheDocument();
    expect(called('PUT /staff/site-settings/')).toHaveLength(0);
  });

  it('asks for the password when the server wants a step-up, then saves the whole set', async () => {
    let steppedUp = false;
    const { called } = fakeApi({
      'GET /staff/site-settings/': () => [200, unset],
      'PUT /staff/site-settings/': (body) =>
        steppedUp
          ? [200, { ...unset, ...(body as object) }]
          : [403, { code: 'step_up_required', message: 'Confirm your password to continue.' }],
      'POST /staff/step-up/': () => {
        steppedUp = true;
        return [200, { expires_at: '2026-11-26T16:00:00Z' }];
      },
    });
    const user = userEvent.setup();
    renderPage();
    await user.type(await screen.findByLabelText('Company name'), 'Northwind Advisory Ltd.');
    await user.type(screen.getByLabelText('Postal address'), '1 Harbour Street{enter}Halifax NS');
    await user.type(screen.getByLabelText('Support phone'), '+1 902 000 0000');
    await user.click(screen.getByRole('button', { name: 'Add a link' }));
    await user.type(screen.getByLabelText('Link 1 address'), 'https://www.linkedin.com/company/northwind');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));

    const dialog = await screen.findByRole('dialog', { name: 'Confirm it is you' });
    await user.type(within(dialog).getByLabelText('Your password'), 'Harbor#2041-staff');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm and continue' }));
    await waitFor(() => expect(called('PUT /staff/site-settings/')).toHaveLength(2));
    const puts = called('PUT /staff/site-settings/');
    expect(puts[1]?.body).toEqual({
      company_name: 'Northwind Advisory Ltd.',
      address: '1 Harbour Street\nHalifax NS',
      contact_email: null,
      support_phone: '+1 902 000 0000',
      social_links: [{ name: 'LinkedIn', url: 'https://www.linkedin.com/company/northwind' }],
      scheduling_url: null,
      proof_video_url: 'https://player.example.com/video/42',
    });
  });
});

describe('the back office overview', () => {
  it('lists the site settings not set yet', async () => {
    fakeApi({
      'GET /staff/site-settings/': () => [200, unset],
      'GET /staff/overview/': () => [503, { code: 'unavailable', message: 'Later.' }],
    });
    renderWithQuery(inRouter(<OverviewPage />, '/staff'));
    const aside = await screen.findByRole('complementary', { name: 'Not set yet' });
    for (const label of [
      'Company name',
      'Postal address',
      'Contact email',
      'Support phone',
      'Adviser booking link',
      'Social links',
    ]) {
      expect(within(aside).getByText(label)).toBeInTheDocument();
    }
    expect(within(aside).queryByText('Proof video link')).toBeNull();
    expect(within(aside).getByRole('link', { name: 'Open the site settings' })).toHaveAttribute(
      'href',
      '/staff/site-settings',
    );
  });
});
