import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../../test/fake-api.ts';
import { inRouter } from '../../../../test/render.tsx';
import { siteConfigReply } from '../../../../test/site-config.ts';
import { testUser } from '../../../../test/user.ts';
import { SettingsPage } from './settings-page.tsx';

vi.mock('../../../lib/session.ts', () => ({
  useSession: () => ({ status: 'authenticated', user: testUser() }),
}));

describe('SettingsPage', () => {
  it('offers the support email and phone staff have set', async () => {
    fakeApi({
      'GET /site-config/': () => [
        200,
        siteConfigReply({ contact_email: 'help@northwind.example', support_phone: '+1 902 000 0000' }),
      ],
    });
    render(inRouter(<SettingsPage />, '/setting'));
    expect(await screen.findByRole('heading', { name: 'Need help?' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'help@northwind.example' })).toHaveAttribute(
      'href',
      'mailto:help@northwind.example',
    );
    expect(screen.getByRole('link', { name: '+1 902 000 0000' })).toHaveAttribute('href', 'tel:+19020000000');
  });

  it('shows no help box when neither is set', async () => {
    const api = fakeApi({ 'GET /site-config/': () => [200, siteConfigReply()] });
    render(inRouter(<SettingsPage />, '/setting'));
    await vi.waitFor(() => expect(api.called('GET /site-config/')).toHaveLength(1));
    expect(screen.queryByRole('heading', { name: 'Need help?' })).toBeNull();
  });
});
