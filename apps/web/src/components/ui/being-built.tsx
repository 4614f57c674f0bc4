import { Link } from 'react-router';

/** The frame of a page whose content a later piece of work delivers. */
export function BeingBuilt({ title }: { title: string }) {
  return (
    <section className="mx-auto max-w-3xl px-4 py-20 text-center">
      <h1 className="text-3xl font-bold text-navy-900">{title}</h1>
      <p className="mt-4 text-slate-600">This page is being built. Please check back soon.</p>
      <Link to="/" className="mt-8 inline-block font-semibold text-navy-700 underline">
        Return to Home
      </Link>
    </section>
  );
}
