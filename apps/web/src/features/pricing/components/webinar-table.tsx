import { webinarCopy } from '@exitcraft/shared/content/pricing-webinar';

/** The webinar comparison: 33 seats, guaranteed for the first 33 members, a lottery for guests. */
export function WebinarTable() {
  return (
    <section aria-labelledby="webinar-title" className="bg-slate-50">
      <div className="mx-auto max-w-5xl px-4 py-16 sm:px-6">
        <h2 id="webinar-title" className="text-center text-3xl font-bold text-navy-900">
          {webinarCopy.title}
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-center text-slate-600">{webinarCopy.lead}</p>
        <div className="mt-8 overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
          <table className="w-full text-left text-sm sm:text-base">
            <caption className="sr-only">{webinarCopy.caption}</caption>
            <thead className="border-b border-slate-200 bg-white">
              <tr>
                <th scope="col" className="px-3 py-3 text-navy-900 sm:px-4">
                  {webinarCopy.headers.feature}
                </th>
                <th scope="col" className="px-3 py-3 text-navy-900 sm:px-4">
                  {webinarCopy.headers.guest}
                </th>
                <th scope="col" className="bg-navy-900 px-3 py-3 text-gold-400 sm:px-4">
                  {webinarCopy.headers.member}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {webinarCopy.rows.map((row) => (
                <tr key={row.feature}>
                  <th scope="row" className="px-3 py-3 font-semibold text-navy-900 sm:px-4">
                    {row.feature}
                  </th>
                  <td className="px-3 py-3 text-slate-700 sm:px-4">{row.guest}</td>
                  <td className="bg-navy-50 px-3 py-3 font-medium text-navy-900 sm:px-4">{row.member}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
    </section>
  );
}
