import { pricingHero } from '@exitcraft/shared/content/pricing';

export function PricingHero() {
  return (
    <section className="bg-navy-950 text-white">
      <div className="mx-auto max-w-4xl px-4 py-16 text-center sm:px-6 sm:py-20">
        <p className="text-sm font-semibold tracking-widest text-gold-400 uppercase">{pricingHero.eyebrow}</p>
        <h1 className="mt-4 text-4xl font-bold tracking-tight text-balance sm:text-5xl">{pricingHero.title}</h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg text-slate-200">{pricingHero.lead}</p>
        <p className="mt-4 text-sm text-slate-300">{pricingHero.promise}</p>
      </div>
    </section>
  );
}
