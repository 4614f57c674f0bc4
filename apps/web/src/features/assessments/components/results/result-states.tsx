import { Link } from '../../../../lib/router.tsx';
import { buttonClasses } from '../../../../components/ui/button.tsx';
import { LoadError } from '../../../../components/ui/load-error.tsx';
import { dataErrorTitle } from '../../../../shared/query-view/query-view.tsx';

export function ResultSkeleton({ label }: { label: string }) {
  return (
    <div className="animate-pulse space-y-4 motion-reduce:animate-none" aria-busy="true" aria-label={label}>
      <div className="h-8 w-1/2 rounded bg-slate-200" />
      <div className="h-28 rounded-2xl bg-slate-100" />
      <div className="h-64 rounded-2xl bg-slate-100" />
    </div>
  );
}

/** Member-area section 8: "Error Loading Data", the reason, and Retry. */
export function ResultError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return <LoadError title={dataErrorTitle} message={message} onRetry={onRetry} />;
}

export function NotTaken({ title, startPath }: { title: string; startPath: string }) {
  return (
    <section className="rounded-2xl border border-slate-200 p-8 text-center">
      <h1 className="text-2xl font-bold text-navy-900">{title}</h1>
      <p className="mt-2 text-slate-600">Not taken yet. Your result appears here once you submit the assessment.</p>
      <Link to={startPath} className={buttonClasses('primary', 'md', 'mt-4')}>
        Start the assessment
      </Link>
    </section>
  );
}
