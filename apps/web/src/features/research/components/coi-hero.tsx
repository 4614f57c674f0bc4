import { coiPageCopy as copy } from '@exitcraft/shared/content/research';

export function CoiHero() {
  return (
    <section aria-labelledby="coi-title" className="bg-navy-900 text-white">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 md:py-16 lg:grid-cols-[3fr_2fr] lg:items-center">
        <div>
          <p className="font-semibold tracking-wide text-gold-400 uppercase">{copy.eyebrow}</p>
          <h1 id="coi-title" className="mt-3 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">
            {copy.heading}
          </h1>
          <p className="mt-5 max-w-2xl text-lg text-navy-100">{copy.lead}</p>
          <p className="mt-6 text-xl font-bold text-gold-400 sm:text-2xl">{copy.challenge}</p>
        </div>
        <figure className="rounded-xl bg-white/5 p-6 ring-1 ring-white/15 sm:p-8">
          <p className="text-white">
            <span className="block text-6xl font-extrabold text-gold-400 sm:text-7xl">{copy.intangibleFigure}</span>
            <span className="mt-2 block text-xl font-semibold">{copy.intangibleClaim}</span>
          </p>
          <figcaption className="mt-4 text-sm text-navy-100">{copy.intangibleSource}</figcaption>
        </figure>
      </div>
    </section>
  );
}
