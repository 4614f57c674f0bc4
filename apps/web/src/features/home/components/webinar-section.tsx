import { homeWebinar } from '@exitcraft/shared/content/home';

export function WebinarSection() {
  return (
    <section aria-labelledby="webinar-title" className="bg-navy-900 text-white">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-16 sm:px-6 md:grid-cols-[auto_1fr] md:items-center md:py-20">
        <p aria-hidden="true" className="text-7xl font-extrabold text-gold-400 sm:text-8xl">
          33
        </p>
        <div>
          <h2 id="webinar-title" className="text-3xl font-bold sm:text-4xl">
            {homeWebinar.heading}
          </h2>
          <p className="mt-4 text-lg text-navy-100">{homeWebinar.text}</p>
          <ul className="mt-6 space-y-2">
            {homeWebinar.points.map((point) => (
              <li key={point} className="flex gap-3">
                <span aria-hidden="true" className="mt-2 size-2 shrink-0 rounded-full bg-gold-400" />
                <span>{point}</span>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
