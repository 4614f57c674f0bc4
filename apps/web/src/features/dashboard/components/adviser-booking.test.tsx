import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../../test/fake-api.ts';
import { renderWithQuery } from '../../../../test/render.tsx';
import { siteConfigReply } from '../../../../test/site-config.ts';
import { AdviserBooking } from './adviser-booking.tsx';

const state = (adviser: 'booked' | 'skipped') => ({
  step: 3,
  progress: 40,
  business_details_submitted: true,
  adviser_session: adviser,
  assessments: { brand: false, roi: false, diagnostic: false },
});

describe('booking the adviser session', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('without a booking page says at once that booking is not available, and Skip still works', async () => {
    const api = fakeApi({
      'GET /site-config/': () => [200, siteConfigReply()],
      'POST /onboarding/adviser-session/': () => [200, state('skipped')],
    });
    renderWithQuery(<AdviserBooking />);
    await vi.waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'Online booking is not available yet. Skip for now; your adviser will reach out by email to find a time.',
      ),
    );
    expect(screen.getByRole('button', { name: 'Book a video meeting' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Skip now' }));
    await vi.waitFor(() => expect(api.called('POST /onboarding/adviser-session/')).toHaveLength(1));
    expect(api.called('POST /onboarding/adviser-session/')[0]?.body).toEqual({ status: 'skipped' });
  });

  it('records a booking when the booking page reports one, and nothing when it is closed without', async () => {
    const api = fakeApi({
      'GET /site-config/': () => [200, siteConfigReply({ schedulingUrl: 'https://book.example.com/exitcraft/30min' })],
      'POST /onboarding/adviser-session/': () => [200, state('booked')],
    });
    renderWithQuery(<AdviserBooking />);
    const book = await screen.findByRole('button', { name: 'Book a video meeting' });
    await vi.waitFor(() => expect(book).toBeEnabled());
    await userEvent.click(book);
    const frame = screen.getByTitle('Adviser booking calendar');
    expect(frame.getAttribute('src')).toMatch(/^https:\/\/book\.example\.com\/exitcraft\/30min\?/);

    // another origin cannot book on the person's behalf
    fireEvent(
      window,
      new MessageEvent('message', { origin: 'https://evil.example.com', data: { event: 'calendly.event_scheduled' } }),
    );
    // an unrelated message from the booking page is not a booking either
    fireEvent(
      window,
      new MessageEvent('message', { origin: 'https://book.example.com', data: { event: 'calendly.page_height' } }),
    );
    expect(api.called('POST /onboarding/adviser-session/')).toHaveLength(0);

    // closed without booking: nothing is recorded; opened again, the page's report counts
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByTitle('Adviser booking calendar')).not.toBeInTheDocument();
    expect(api.called('POST /onboarding/adviser-session/')).toHaveLength(0);
    await userEvent.click(book);

    fireEvent(
      window,
      new MessageEvent('message', { origin: 'https://book.example.com', data: { event: 'calendly.event_scheduled' } }),
    );
    await vi.waitFor(() => expect(api.called('POST /onboarding/adviser-session/')).toHaveLength(1));
    expect(api.called('POST /onboarding/adviser-session/')[0]?.body).toEqual({ status: 'booked' });
  });
});
