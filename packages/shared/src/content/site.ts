import type { SiteSettings } from '../schemas/site-config.ts';

/**
 * The product's own words. The operator's identity (company name, address, contact email, support
 * phone, social links) is no constant: staff set it in the back office (issue 28), the web reads it
 * from GET /site-config/ and the server from its site settings; what is not set is left out.
 */
export const site = {
  brand: 'Exitcraft',
  tagline: 'Grow Smarter, Exit Richer',
} as const;

export type OperatorIdentity = Pick<SiteSettings, 'company_name' | 'address' | 'contact_email' | 'support_phone'>;

/** The company name, its address lines, the contact email and the support phone: those that are set. */
export function operatorLines(operator: OperatorIdentity): string[] {
  return [
    operator.company_name,
    ...addressLines(operator.address),
    operator.contact_email,
    operator.support_phone,
  ].filter((line): line is string => Boolean(line));
}

/** "Company · street, city", for a one-line footer; empty when neither is set. */
export function operatorFooterLine(operator: Pick<OperatorIdentity, 'company_name' | 'address'>): string {
  const address = addressLines(operator.address).join(', ');
  return [operator.company_name, address].filter(Boolean).join(' · ');
}

/** The address's lines, blank ones dropped. */
export function addressLines(address: string | null): string[] {
  return (address ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}

/** The phone as a `tel:` link: the same number without its spaces. */
export function phoneHref(phone: string): string {
  return `tel:${phone.replace(/ /g, '')}`;
}
