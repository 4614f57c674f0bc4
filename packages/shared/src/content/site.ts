/** Company facts shown in the footer, the founder page and emails: one place to change them. */
export const site = {
  brand: 'Exitcraft',
  tagline: 'Grow Smarter, Exit Richer',
  legalName: 'Exitcraft Inc.',
  address: {
    street: '100 King Street West, Suite 5600',
    city: 'Toronto',
    region: 'ON',
    postalCode: 'M5X 1C9',
    country: 'Canada',
  },
  phone: '+1 (416) 555-0148',
  phoneHref: 'tel:+14165550148',
  email: 'hello@exitcraft.com',
  supportEmail: 'support@exitcraft.com',
  founderLinkedIn: 'https://www.linkedin.com/',
} as const;

export function formatAddress(address: typeof site.address = site.address): string {
  return `${address.street}, ${address.city}, ${address.region} ${address.postalCode}, ${address.country}`;
}
