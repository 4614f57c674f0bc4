import { guestPlan, memberPlan } from '@exitcraft/shared/content/plans';
import { site } from '@exitcraft/shared/content/site';
import { BrandLogo } from '../../../components/ui/brand-logo.tsx';
import type { AuthPlan } from '../../../shared/auth-form/post-login-route.ts';
import { formatCount } from '../../../lib/format.ts';

/** The /auth page's side logo, with the brand's promise and the plan the visitor came for. */
export function AuthSidePanel({ plan }: { plan: AuthPlan }) {
  const planLine =
    plan === 'guest'
      ? `${guestPlan.name} — free`
      : `${memberPlan.name} — $${formatCount(memberPlan.priceUsd)} USD, one time`;
  return (
    <aside
      aria-label={`${site.brand} brand`}
      className="flex flex-col justify-between gap-6 rounded-2xl bg-navy-900 p-6 text-white sm:p-8"
    >
      <BrandLogo light />
      <div>
        <p className="text-2xl font-extrabold tracking-tight sm:text-3xl lg:text-4xl">{site.tagline}</p>
        <p className="mt-3 inline-flex rounded-full bg-white/10 px-3 py-1 text-sm font-semibold text-gold-400">
          {planLine}
        </p>
      </div>
    </aside>
  );
}
