import { aboutIntro } from '@exitcraft/shared/content/about';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { ContactCard } from '../components/contact-card.tsx';
import { FounderStory } from '../components/founder-story.tsx';
import { ValuesList } from '../components/values-list.tsx';

export function AboutPage() {
  usePageMeta(
    aboutIntro.title,
    'The founder story behind Exitcraft, how we work, and how to reach us: our postal address in Canada and contact email.',
  );
  return (
    <>
      <section aria-labelledby="about-title" className="bg-navy-900 text-white">
        <div className="mx-auto max-w-5xl px-4 py-14 sm:px-6 md:py-20">
          <p className="font-semibold tracking-wide text-gold-400 uppercase">{aboutIntro.title}</p>
          <h1 id="about-title" className="mt-3 text-4xl font-extrabold tracking-tight sm:text-5xl">
            {aboutIntro.heading}
          </h1>
          <p className="mt-5 max-w-2xl text-lg text-navy-100">{aboutIntro.lead}</p>
        </div>
      </section>
      <FounderStory />
      <ValuesList />
      <ContactCard />
    </>
  );
}
