import { type ComponentType, lazy, Suspense, useState } from 'react';

/**
 * A dialog whose code is fetched the first time it opens, not with the page that may open it
 * (decision 043): until then nothing is rendered (a closed dialog shows nothing either); once
 * loaded it stays mounted, so it closes and reopens, and keeps its state, as the dialog itself does.
 */
export function lazyDialog<Props extends { open: boolean }>(load: () => Promise<ComponentType<Props>>) {
  const Dialog = lazy(async () => ({ default: await load() }));
  return function LazyDialog(props: Props) {
    const [wanted, setWanted] = useState(props.open);
    if (props.open && !wanted) setWanted(true);
    if (!wanted) return null;
    return (
      <Suspense fallback={null}>
        <Dialog {...props} />
      </Suspense>
    );
  };
}
