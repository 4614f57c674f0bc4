import type { SiteConfig } from '@exitcraft/shared/schemas/site-config';
import { AddressLines, EmailLink, PhoneLink } from '../../shared/site-config/contact-links.tsx';
import SiteConfigReader from '../../shared/site-config/site-config-reader.tsx';

const contactLink = 'hover:text-white hover:underline';

/** The footer's lazy part: the operator's address, phone, email and social links, or its name. */
export default function FooterOperator({ part }: { part: 'contact' | 'company' }) {
  return (
    <SiteConfigReader>
      {(operator) =>
        part === 'company' ? (
          operator.company_name ? (
            `${operator.company_name} `
          ) : null
        ) : (
          <Contact operator={operator} />
        )
      }
    </SiteConfigReader>
  );
}

function Contact({ operator }: { operator: SiteConfig }) {
  return (
    <>
      <AddressLines address={operator.address} />
      <PhoneLink phone={operator.support_phone} className={`block ${contactLink}`} />
      <EmailLink email={operator.contact_email} className={`block ${contactLink}`} />
      {operator.social_links.length > 0 && (
        <ul aria-label="Social links" className="flex flex-wrap gap-x-4 gap-y-1">
          {operator.social_links.map((link) => (
            <li key={link.url}>
              <a href={link.url} target="_blank" rel="noopener" className={contactLink}>
                {link.name}
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
