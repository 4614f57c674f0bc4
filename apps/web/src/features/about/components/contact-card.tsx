import { aboutContact } from '@exitcraft/shared/content/about';
import type { SiteConfig } from '@exitcraft/shared/schemas/site-config';
import type { ReactNode } from 'react';
import { AddressLines, EmailLink, PhoneLink } from '../../../shared/site-config/contact-links.tsx';
import { WithSiteConfig } from '../../../shared/site-config/with-site-config.tsx';

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <p className="text-sm font-semibold tracking-wide text-gold-400 uppercase">{label}</p>
      {children}
    </div>
  );
}

/** The operator's address (under its name), email and phone as staff set them; each one unset is left out. */
function Contact({ operator }: { operator: SiteConfig }) {
  return (
    <>
      {operator.address && (
        <Item label={aboutContact.addressLabel}>
          <p className="mt-2">
            {operator.company_name && <span className="block">{operator.company_name}</span>}
            <AddressLines address={operator.address} />
          </p>
        </Item>
      )}
      {operator.contact_email && (
        <Item label={aboutContact.emailLabel}>
          <EmailLink
            email={operator.contact_email}
            className="mt-2 inline-block break-all underline hover:text-gold-400"
          />
        </Item>
      )}
      {operator.support_phone && (
        <Item label={aboutContact.phoneLabel}>
          <PhoneLink phone={operator.support_phone} className="mt-2 inline-block underline hover:text-gold-400" />
        </Item>
      )}
    </>
  );
}

export function ContactCard() {
  return (
    <section aria-labelledby="contact-title" className="mx-auto max-w-5xl px-4 py-14 sm:px-6">
      <div className="rounded-xl bg-navy-900 p-6 text-white sm:p-10">
        <h2 id="contact-title" className="text-2xl font-bold sm:text-3xl">
          {aboutContact.heading}
        </h2>
        <p className="mt-3 max-w-2xl text-navy-100">{aboutContact.text}</p>
        <address className="mt-8 grid gap-6 not-italic md:grid-cols-3">
          <WithSiteConfig>{(operator) => <Contact operator={operator} />}</WithSiteConfig>
        </address>
      </div>
    </section>
  );
}
