import { aboutValues } from '@exitcraft/shared/content/about';

export function ValuesList() {
  return (
    <section aria-labelledby="values-title" className="bg-navy-50">
      <div className="mx-auto max-w-5xl px-4 py-14 sm:px-6">
        <h2 id="values-title" className="text-2xl font-bold text-navy-900 sm:text-3xl">
          How we work
        </h2>
        <ul className="mt-8 grid gap-5 md:grid-cols-3">
          {aboutValues.map((value) => (
            <li key={value.title} className="rounded-xl border border-slate-200 bg-white p-6">
              <h3 className="text-lg font-bold text-navy-900">{value.title}</h3>
              <p className="mt-2 text-slate-700">{value.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
