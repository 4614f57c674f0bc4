import type { CompanyEmail } from '@exitcraft/shared/schemas/company-emails';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../../test/fake-api.ts';
import { inRouter, renderWithQuery } from '../../../../test/render.tsx';
import { testUser } from '../../../../test/user.ts';
import { EmailPage } from './email-page.tsx';
import { changeValue } from '../../../../test/change-value.ts';

async function settle() {
  for (let round = 0; round < 4; round += 1) await act(async () => vi.advanceTimersByTime(0));
}

const ok = (message: string) => [200, { status: 'success', message }] as [number, unknown];

function server() {
  let emails: CompanyEmail[] = [
    { email: 'ada@example.com', is_primary: true, verified: true },
    { email: 'ada@engines.example', is_primary: false, verified: true },
  ];
  return fakeApi({
    'GET /extract-user-data/': () => [200, { status: 'success', user_data: testUser() }],
    'GET /list-company-emails/': () => [200, emails],
    'POST /send-email-otp/': (body) => {
      const { email } = body as { email: string };
      if (email === 'taken@example.com')
        return [409, { code: 'email_taken', message: 'This email is already registered to another account.' }];
      if (!emails.some((entry) => entry.email === email))
        emails = [...emails, { email, is_primary: false, verified: false }];
      return ok(`A code was sent to ${email}.`);
    },
    'POST /send_email_otp/': (body) => ok(`A code was sent to ${(body as { email: string }).email}.`),
    'POST /verify-email-otp/': (body) => {
      const { email, otp } = body as { email: string; otp: string };
      if (otp !== '123456') return [400, { code: 'otp_invalid', message: 'Invalid OTP. Please try again.' }];
      emails = emails.map((entry) => (entry.email === email ? { ...entry, verified: true } : entry));
      return ok('Email verified successfully.');
    },
    'POST /remove-email/': (body) => {
      const { email, password } = body as { email: string; password: string };
      if (password !== 'Harbor#2041')
        return [401, { code: 'invalid_password', message: 'Invalid password. Please try again.' }];
      emails = emails.filter((entry) => entry.email !== email);
      return ok('Email removed successfully.');
    },
  });
}

async function show() {
  localStorage.setItem('access_token', 'a1');
  renderWithQuery(inRouter(<EmailPage />, '/emailView'));
  await settle();
}

const typeIn = (scope: HTMLElement, label: string, value: string) =>
  changeValue(within(scope).getByLabelText(label, { exact: true, selector: 'input' }), { target: { value } });

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('Company Email', () => {
  it('adds an address with its code: masked address, Change Email, Resend Code, then the list reloads', async () => {
    const api = server();
    await show();
    expect(
      within(screen.getByRole('region', { name: 'Primary Email' })).getByText('ada@example.com'),
    ).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Add Email' }));
    let dialog = screen.getByRole('dialog', { name: 'Add Email' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    await settle();
    expect(within(dialog).getByText('Please enter an email address')).toBeInTheDocument();
    typeIn(dialog, 'Email Address', 'taken@example.com');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    await settle();
    expect(within(dialog).getByText('This email is already registered to another account.')).toBeInTheDocument();

    typeIn(dialog, 'Email Address', 'grace@harbor.example');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    await settle();
    dialog = screen.getByRole('dialog', { name: 'Verify Email' });
    expect(within(dialog).getByText('gr***@harbor.example')).toBeInTheDocument();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Change Email' }));
    await settle();
    dialog = screen.getByRole('dialog', { name: 'Add Email' });
    expect(within(dialog).getByLabelText('Email Address')).toHaveValue('grace@harbor.example');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    await settle();
    dialog = screen.getByRole('dialog', { name: 'Verify Email' });

    fireEvent.click(within(dialog).getByRole('button', { name: 'Verify Code' }));
    await settle();
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please enter the OTP');
    changeValue(within(dialog).getByLabelText('Digit 1 of 6'), { target: { value: '1' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Verify Code' }));
    await settle();
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please enter the complete 6-digit OTP');
    expect(api.called('POST /verify-email-otp/')).toHaveLength(0);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Resend Code' }));
    await settle();
    const resend = api.called('POST /send_email_otp/')[0];
    expect(resend?.body).toEqual({ email: 'grace@harbor.example' });
    expect((resend?.init.headers as Record<string, string>).authorization).toBe('Bearer a1');

    for (const [index, digit] of [...'123456'].entries())
      changeValue(within(dialog).getByLabelText(`Digit ${index + 1} of 6`), { target: { value: digit } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Verify Code' }));
    await settle();
    expect(screen.queryByRole('dialog', { name: 'Verify Email' })).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Email verified successfully.');
    expect(screen.getByRole('button', { name: 'Make grace@harbor.example primary' })).toBeInTheDocument();
  });

  it('removes an address after the password, and shows a refused password in the dialog', async () => {
    const api = server();
    await show();
    fireEvent.click(screen.getByRole('button', { name: 'Remove ada@engines.example' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove Email' });
    expect(within(dialog).getByRole('button', { name: 'Remove' })).toBeDisabled();
    typeIn(dialog, 'Current Password', 'wrong');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await settle();
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Invalid password. Please try again.');
    typeIn(dialog, 'Current Password', 'Harbor#2041');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await settle();
    expect(api.called('POST /remove-email/').at(-1)?.body).toEqual({
      email: 'ada@engines.example',
      password: 'Harbor#2041',
    });
    expect(screen.getByRole('status')).toHaveTextContent('Email removed successfully.');
    expect(screen.queryByText('ada@engines.example')).not.toBeInTheDocument();
    expect(screen.getByText('No other email addresses yet.')).toBeInTheDocument();
  });
});
