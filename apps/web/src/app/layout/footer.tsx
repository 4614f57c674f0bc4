import { site } from '@exitcraft/shared/content/site';
import { href } from '@exitcraft/shared/routes';
import { Link } from 'react-router';
import { BrandLogo } from '../../components/ui/brand-logo.tsx';
import { AddressLines, EmailLink, PhoneLink } from '../../shared/site-config/contact-links.tsx';
import { WithSiteConfig } from '../../shared/site-config/with-site-config.tsx';

const contactLink = 'hover:text-white hover:underline';

const footerLinks = [
  { to: href('pricingPlan'), label: 'Pricing' },
  { to: href('coi'), label: 'Cost of Inaction' },
  { to: href('proof'), label: 'Proof' },
  { to: href('aboutUs'), label: 'About Us' },
  { to: href('terms'), label: 'Terms of Service' },
  { to: href('privacy'), label: 'Privacy Policy' },
];

export function Footer() {
  return (
    <footer className="bg-navy-950 text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-3">
        <div>
          <BrandLogo light />
          <p className="mt-3 text-gold-400">{site.tagline}</p>
        </div>
        <nav aria-label="Footer">
          <ul className="grid grid-cols-2 gap-2 text-sm">
            {footerLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="hover:text-white hover:underline">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {/* the operator's contact as staff set it, read once the page runs; what is unset is left out */}
        <address className="space-y-2 text-sm not-italic">
          <WithSiteConfig>
            {(operator) => (
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
            )}
          </WithSiteConfig>
        </address>
      </div>
      {/* the year is baked into the prerendered page: across New Year the browser may count one more */}
      <p suppressHydrationWarning className="border-t border-white/10 py-5 text-center text-xs text-slate-400">
        © {new Date().getFullYear()}{' '}
        <WithSiteConfig>{(operator) => (operator.company_name ? `${operator.company_name} ` : null)}</WithSiteConfig>
        All rights reserved.
      </p>
    </footer>
  );
}
