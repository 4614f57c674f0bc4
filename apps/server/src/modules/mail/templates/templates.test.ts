import { describe, expect, it } from 'vitest';
import { otpEmail } from './otp-email.ts';
import { primaryEmailChangedEmail } from './primary-email-changed.ts';

const unset = { company_name: null, address: null, contact_email: null, support_phone: null };
const operator = {
  company_name: 'Northwind Advisory Ltd.',
  address: '1 Harbour Street\nHalifax NS B3J 1A1',
  contact_email: 'help@northwind.example',
  support_phone: '+1 902 000 0000',
};

describe('the emails name the operator as staff set it (issue 28)', () => {
  it('sign with the company, its address and its contact email', () => {
    const otp = otpEmail({ purpose: 'register', to: 'a@b.example', code: '123456', expiresInSeconds: 600, operator });
    expect(otp.html).toContain('Northwind Advisory Ltd. · 1 Harbour Street, Halifax NS B3J 1A1');
    expect(otp.text).toContain('Northwind Advisory Ltd. · help@northwind.example');
    const changed = primaryEmailChangedEmail({ to: 'a@b.example', newEmail: 'c@d.example', operator });
    expect(changed.text).toContain('reset your password at once and contact help@northwind.example.');
  });

  it('leave out what is not set, never a placeholder', () => {
    const otp = otpEmail({
      purpose: 'register',
      to: 'a@b.example',
      code: '123456',
      expiresInSeconds: 600,
      operator: unset,
    });
    const changed = primaryEmailChangedEmail({ to: 'a@b.example', newEmail: 'c@d.example', operator: unset });
    for (const email of [otp, changed]) {
      expect(email.html).not.toContain('font-size:12px;color:#5b6b82');
      expect(email.text).not.toContain('·');
      expect(`${email.text}${email.html}`).not.toMatch(/Toronto|555|Exitcraft Inc|support@/);
    }
    expect(changed.text).toContain('reset your password at once.');
  });
});
