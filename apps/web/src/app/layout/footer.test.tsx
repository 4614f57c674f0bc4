import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fake-api.ts';
import { inRouter, renderWithQuery } from '../../../test/render.tsx';
import { siteConfigReply } from '../../../test/site-config.ts';
import { Footer } from './footer.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('Footer', () => {
  it('shows the operator’s address, phone, email and social links as staff set them', async () => {
    fakeApi({
      'GET /site-config/': () => [
        200,
        siteConfigReply({
          company_name: 'Northwind Advisory Ltd.',
          address: '1 Harbour Street\nHalifax NS B3J 1A1',
          contact_email: 'hello@northwind.example',
          support_phone: '+1 902 000 0000',
          social_links: [{ name: 'LinkedIn', url: 'https://www.linkedin.com/company/northwind' }],
        }),
      ],
    });
    renderWithQuery(inRouter(<Footer />, '/'));
    const footer = screen.getByRole('contentinfo');
    // the query comes in a chunk of its own, loaded once the page runs
    expect(await within(footer).findByText('1 Harbour Street', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(within(footer).getByText('Halifax NS B3J 1A1')).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: '+1 902 000 0000' })).toHaveAttribute('href', 'tel:+19020000000');
    expect(within(footer).getByRole('link', { name: 'hello@northwind.example' })).toHaveAttribute(
      'href',
      'mailto:hello@northwind.example',
    );
    expect(within(footer).getByRole('link', { name: /^LinkedIn/ })).toHaveAttribute(
      'href',
      'https://www.linkedin.com/company/northwind',
    );
    expect(footer).toHaveTextContent('Northwind Advisory Ltd. All rights reserved.');
  });

  it('leaves out every setting that is not set: no address, phone, email or link', async () => {
    const api = fakeApi({ 'GET /site-config/': () => [200, siteConfigReply()] });
    renderWithQuery(inRouter(<Footer />, '/'));
    await vi.waitFor(() => expect(api.called('GET /site-config/')).toHaveLength(1));
    const footer = screen.getByRole('contentinfo');
    expect(footer.querySelector('address')).toBeEmptyDOMElement();
    expect(footer.querySelector('a[href^="tel:"], a[href^="mailto:"]')).toBeNull();
    expect(footer).toHaveTextContent(/© \d{4} All rights reserved\./);
  });
});
