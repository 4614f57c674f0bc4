import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fake-api.ts';
import { siteConfigReply } from '../../../test/site-config.ts';
import { fetchSiteConfig, useStoredSiteConfig } from './site-config-store.ts';

function Company({ label }: { label: string }) {
  const config = useStoredSiteConfig();
  return config ? <p>{`${label}: ${config.company_name ?? 'unset'}`}</p> : null;
}

describe('site-config-store', () => {
  it('answers every reader mounted together with one request', async () => {
    const api = fakeApi({ 'GET /site-config/': () => [200, siteConfigReply({ company_name: 'Northwind' })] });
    render(
      <>
        <Company label="footer" />
        <Company label="contact card" />
      </>,
    );
    expect(await screen.findByText('footer: Northwind')).toBeInTheDocument();
    expect(screen.getByText('contact card: Northwind')).toBeInTheDocument();
    expect(api.called('GET /site-config/')).toHaveLength(1);
  });

  it('a reader mounted while the answer is fresh does not ask again; a refresh reaches every reader', async () => {
    let company = 'Northwind';
    const api = fakeApi({ 'GET /site-config/': () => [200, siteConfigReply({ company_name: company })] });
    const { rerender } = render(<Company label="footer" />);
    await screen.findByText('footer: Northwind');
    rerender(
      <>
        <Company label="footer" />
        <Company label="legal page" />
      </>,
    );
    expect(screen.getByText('legal page: Northwind')).toBeInTheDocument();
    expect(api.called('GET /site-config/')).toHaveLength(1);
    // staff saved new settings (features/staff/api/site-settings.ts asks again)
    company = 'Southwind';
    await act(() => fetchSiteConfig());
    expect(screen.getByText('footer: Southwind')).toBeInTheDocument();
    expect(screen.getByText('legal page: Southwind')).toBeInTheDocument();
  });

  it('asks once more a second after a failure', async () => {
    let replies = 0;
    fakeApi({
      'GET /site-config/': () => (++replies === 1 ? [503, {}] : [200, siteConfigReply({ company_name: 'Northwind' })]),
    });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      render(<Company label="footer" />);
      await vi.waitFor(() => expect(replies).toBe(1));
      await act(() => vi.advanceTimersByTimeAsync(1_000));
      await vi.waitFor(() => expect(screen.getByText('footer: Northwind')).toBeInTheDocument());
    } finally {
      vi.useRealTimers();
    }
  });
});
