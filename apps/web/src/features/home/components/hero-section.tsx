import { homeHero } from '@exitcraft/shared/content/home';
import { site } from '@exitcraft/shared/content/site';
import { Link } from '../../../lib/router.tsx';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { guestRegisterPath, pricingPath } from './cta-links.ts';
import { HeroIllustration } from './hero-illustration.tsx';

export function HeroSection() {
  return (
    <section aria-labelledby="home-title" className="bg-navy-900 text-white">
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-16 sm:px-6 md:py-24 lg:grid-cols-[3fr_2fr]">
        <div>
          <p className="font-semibold tracking-wide text-gold-400 uppercase">{homeHero.eyebrow}</p>
          <h1 id="home-title" className="mt-4 text-4xl font-extrabold tracking-tight sm:text-5xl lg:text-6xl">
            {site.tagline}
          </h1>
          <p className="mt-6 max-w-2xl text-lg text-navy-100 sm:text-xl">{homeHero.lead}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Link to={guestRegisterPath} className={buttonClasses('primary', 'lg')}>
              {homeHero.guestCta}
            </Link>
            <Link
              to={pricingPath}
              className={buttonClasses(
                'ghost',
                'lg',
                'text-white ring-1 ring-white/40 hover:bg-white/10 hover:text-white',
              )}
            >
              {homeHero.memberCta}
            </Link>
          </div>
        </div>
        <HeroIllustration />
      </div>
    </section>
  );
}
