import { Button } from './button.tsx';

interface LoadErrorProps {
  message: string;
  onRetry: () => void;
  title?: string;
  /** The retry control's words: "Retry" (member-area section 2), "Try Again" on Purchase History. */
  retryLabel?: string;
}

/** A read that failed: what could not be loaded, and Retry (member-area section 2's error state). */
export function LoadError({ message, onRetry, title, retryLabel = 'Retry' }: LoadErrorProps) {
  return (
    <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-6 text-red-900">
      {title && <h1 className="text-lg font-bold">{title}</h1>}
      <p className={title ? 'mt-1' : undefined}>{message}</p>
      <Button className="mt-3" onClick={onRetry}>
        {retryLabel}
      </Button>
    </div>
  );
}
