import { founderSignature, founderStory } from '@exitcraft/shared/content/about';

export function FounderStory() {
  return (
    <section aria-labelledby="story-title" className="mx-auto max-w-3xl px-4 py-14 sm:px-6">
      <h2 id="story-title" className="text-2xl font-bold text-navy-900 sm:text-3xl">
        The founder’s story
      </h2>
      <div className="mt-6 space-y-5 text-lg leading-relaxed text-slate-700">
        {founderStory.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
      <p className="mt-6 font-semibold text-navy-900">— {founderSignature}</p>
    </section>
  );
}
