import { proofClaims } from '@exitcraft/shared/content/proof';
import { InfoTip } from './info-tip.tsx';

export function ClaimsList() {
  return (
    <section aria-labelledby="claims-title" className="mx-auto max-w-4xl px-4 py-14 sm:px-6">
      <h2 id="claims-title" className="text-2xl font-bold text-navy-900 sm:text-3xl">
        Nine things to know about a Unifying Philosophy
      </h2>
      <ul className="mt-8 grid gap-4 md:grid-cols-2">
        {proofClaims.map((item) => (
          <li
            key={item.claim}
            className="relative flex items-start justify-between gap-3 rounded-xl border border-slate-200 bg-white p-4"
          >
            <span className="pt-1 font-medium text-slate-800">{item.claim}</span>
            <InfoTip subject={item.claim}>{item.detail}</InfoTip>
          </li>
        ))}
      </ul>
    </section>
  );
}
