import {
  type Access,
  featureMatrix,
  type MatrixCell,
  matrixCopy,
  matrixFootnote,
} from '@exitcraft/shared/content/pricing-matrix';
import { services } from '@exitcraft/shared/content/pricing-services';

const marks: Record<Access, { symbol: string; className: string }> = {
  full: { symbol: '✓', className: 'bg-emerald-100 text-emerald-800' },
  partial: { symbol: '◐', className: 'bg-gold-100 text-navy-900' },
  none: { symbol: '–', className: 'bg-slate-100 text-slate-600' },
};

function Cell({ cell }: { cell: MatrixCell }) {
  const mark = marks[cell.access];
  return (
    <td className="px-2 py-3 sm:px-4">
      <span className="flex items-center gap-2">
        <span
          aria-hidden="true"
          className={`hidden size-6 shrink-0 sm:inline-flex items-center justify-center rounded-full text-xs font-bold ${mark.className}`}
        >
          {mark.symbol}
        </span>
        <span className={cell.access === 'none' ? 'text-slate-600' : 'text-slate-800'}>{cell.text}</span>
      </span>
    </td>
  );
}

/** Services × Guest/Member. */
export function FeatureMatrix() {
  const labels = new Map(services.map((service) => [service.id, service.label]));
  return (
    <section aria-labelledby="matrix-title" className="mx-auto max-w-5xl px-4 py-16 sm:px-6">
      <h2 id="matrix-title" className="text-center text-3xl font-bold text-navy-900">
        {matrixCopy.title}
      </h2>
      <div className="mt-8 overflow-x-auto rounded-xl border border-slate-200 shadow-sm">
        <table className="w-full text-left text-sm sm:text-base">
          <caption className="sr-only">{matrixCopy.caption}</caption>
          <thead className="bg-navy-900 text-white">
            <tr>
              <th scope="col" className="px-2 py-3 sm:px-4">
                {matrixCopy.serviceHeader}
              </th>
              <th scope="col" className="px-2 py-3 sm:px-4">
                {matrixCopy.guestHeader}
              </th>
              <th scope="col" className="px-2 py-3 text-gold-400 sm:px-4">
                {matrixCopy.memberHeader}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200 bg-white">
            {featureMatrix.map((row) => (
              <tr key={row.id}>
                <th scope="row" className="px-2 py-3 font-semibold text-navy-900 sm:px-4">
                  {labels.get(row.id)}
                </th>
                <Cell cell={row.guest} />
                <Cell cell={row.member} />
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="mt-3 text-sm text-slate-600">{matrixFootnote}</p>
    </section>
  );
}
