import { homeComplete, homeServices } from '@exitcraft/shared/content/home';
import { featureMatrix, matrixFootnote } from '@exitcraft/shared/content/service-facts';

// what each tier gets, as the plans page's feature matrix says it: the two pages cannot disagree
const access = new Map(featureMatrix.map((row) => [row.id, { guest: row.guest.text, member: row.member.text }]));

function Access({ service }: { service: { guest: string; member: string } | undefined }) {
  if (!service) return null;
  return (
    <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 border-t border-slate-100 pt-4 text-sm">
      <dt className="font-semibold text-slate-600">Guest</dt>
      <dd className="text-slate-800">{service.guest}</dd>
      <dt className="font-semibold text-slate-600">Member</dt>
      <dd className="text-slate-800">{service.member}</dd>
    </dl>
  );
}

export function ServicesSection() {
  return (
    <section aria-labelledby="services-title" className="bg-navy-50">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 md:py-20">
        <h2 id="services-title" className="text-3xl font-bold text-navy-900 sm:text-4xl">
          Twelve services, plus COMPLETE
        </h2>
        <p className="mt-4 max-w-3xl text-lg text-slate-700">
          Everything a founder needs to grow transferable value, and what guests and members each get.
        </p>
        <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {homeServices.map((service, index) => (
            <li key={service.name} className="flex flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
              <h3 className="text-lg font-bold text-navy-900">
                <span className="mr-2 text-amber-800" aria-hidden="true">
                  {String(index + 1).padStart(2, '0')}
                </span>
                {service.name}
              </h3>
              <p className="mt-2 flex-1 text-slate-700">{service.what}</p>
              <Access service={access.get(service.id)} />
            </li>
          ))}
        </ul>
        <div className="mt-5 rounded-xl border-2 border-gold-400 bg-white p-6 shadow-sm">
          <h3 className="text-lg font-bold text-navy-900">{homeComplete.name}</h3>
          <p className="mt-2 text-slate-700">{homeComplete.what}</p>
          <Access service={homeComplete} />
        </div>
        <p className="mt-4 text-sm text-slate-600">{matrixFootnote}</p>
      </div>
    </section>
  );
}
