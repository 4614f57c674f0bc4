import { homeClosing, homeHero } from '@exitcraft/shared/content/home';
import { Link } from '../../../lib/router.tsx';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { guestRegisterPath, pricingPath } from './cta-links.ts';

export function ClosingSection() {
  return (
    <section aria-labelledby="closing-title" className="mx-auto max-w-4xl px-4 py-16 text-center sm:px-6 md:py-20">
      <h2 id="closing-title" className="text-3xl font-bold text-navy-900 sm:text-4xl">
        {homeClosing.heading}
      </h2>
      <p className="mt-4 text-lg text-slate-700">{homeClosing.text}</p>
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        <Link to={guestRegisterPath} className={buttonClasses('primary', 'lg')}>
          {homeHero.guestCta}
        </Link>
        <Link to={pricingPath} className={buttonClasses('secondary', 'lg')}>
          {homeHero.memberCta}
        </Link>
      </div>
    </section>
  );
}
