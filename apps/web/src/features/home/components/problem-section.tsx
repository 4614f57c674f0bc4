import { homeProblem } from '@exitcraft/shared/content/home';
import { href } from '@exitcraft/shared/routes';
import { Link } from '../../../lib/router.tsx';

export function ProblemSection() {
  return (
    <section aria-labelledby="problem-title" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 md:py-20">
      <h2 id="problem-title" className="max-w-3xl text-3xl font-bold text-navy-900 sm:text-4xl">
        {homeProblem.heading}
      </h2>
      <p className="mt-4 max-w-3xl text-lg text-slate-700">{homeProblem.intro}</p>
      <ul className="mt-10 grid gap-6 md:grid-cols-2">
        {homeProblem.facts.map((fact, index) => (
          <li key={fact.figure} className="rounded-xl border border-slate-200 bg-navy-50 p-6">
            <p className="text-5xl font-extrabold text-navy-900">
              {fact.figure}
              <sup className="ml-1 text-base font-semibold text-amber-800">{index + 1}</sup>
            </p>
            <p className="mt-3 text-lg text-slate-800">{fact.text}</p>
          </li>
        ))}
      </ul>
      <ol aria-label="Sources" className="mt-6 space-y-1 text-sm text-slate-600">
        {homeProblem.facts.map((fact, index) => (
          <li key={fact.figure}>
            <sup className="mr-1">{index + 1}</sup>
            {fact.source}
          </li>
        ))}
        <li>
          {homeProblem.note}{' '}
          <Link to={href('coi')} className="font-medium text-navy-700 underline">
            See the research
          </Link>
        </li>
      </ol>
    </section>
  );
}
