import { Button, buttonClasses } from './button.tsx';

interface ErrorViewProps {
  /** The id of the report the page sent: what the member quotes and the operator finds in the logs. */
  requestId: string;
  onReload: () => void;
  /** Where "Return to Home" leads (the home page's URL). */
  homeHref: string;
}

/** A page that failed: what happened, the report's id, and two ways on (reload, home). Never a blank page. */
export function ErrorView({ requestId, onReload, homeHref }: ErrorViewProps) {
  return (
    <section role="alert" className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <h1 className="text-3xl font-bold text-navy-900">Something went wrong</h1>
      <p className="mt-3 text-slate-600">
        This page ran into a problem and could not be shown. We have been told about it. Reloading the page usually
        helps.
      </p>
      <p className="mt-4 text-sm text-slate-600">If it happens again, quote this reference when you contact us:</p>
      <code className="mt-1 rounded bg-slate-100 px-1.5 py-0.5 font-mono text-sm whitespace-nowrap text-navy-900">
        {requestId}
      </code>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button onClick={onReload}>Reload page</Button>
        <a href={homeHref} className={buttonClasses('secondary')}>
          Return to Home
        </a>
      </div>
    </section>
  );
}
