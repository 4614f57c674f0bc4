import { site } from '@exitcraft/shared/content/site';
import { href } from '@exitcraft/shared/routes';
import { Suspense } from 'react';
import { lazyPart, useLoadsOnStart } from '../../lib/lazy-page.tsx';
import { Link } from '../../lib/router.tsx';
import { BrandLogo } from '../../components/ui/brand-logo.tsx';
import { useHydrated } from '../../shared/site-config/with-site-config.tsx';

// the operator's details, and the query that reads them, stay off every public page's first load
const FooterOperator = lazyPart(
  'app/layout/footer-operator.tsx',
  () => import('./footer-operator.tsx'),
  (module) => module.default,
);

/** The operator's contact or name as staff set them, once the page runs; unset parts are left out. */
function Operator({ part }: { part: 'contact' | 'company' }) {
  useLoadsOnStart(FooterOperator);
  if (!useHydrated()) return null;
  return (
    <Suspense fallback={null}>
      <FooterOperator part={part} />
    </Suspense>
  );
}

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
          <Operator part="contact" />
        </address>
      </div>
      {/* the year is baked into the prerendered page: across New Year the browser may count one more,
          and hydration writes its own (Preact corrects a text that differs, silently; React's
          suppressHydrationWarning would be written out as an attribute) */}
      <p className="border-t border-white/10 py-5 text-center text-xs text-slate-400">
        © {new Date().getFullYear()} <Operator part="company" />
        All rights reserved.
      </p>
    </footer>
  );
}
