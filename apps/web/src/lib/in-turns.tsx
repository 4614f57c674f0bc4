import { Children, type ReactNode } from 'react';
import { useRevealInTurns } from './use-reveal.ts';

/**
 * Renders its children in order, one more each frame (useRevealInTurns): a long page's sections, or
 * a long table's groups of rows, each rendered, laid out and painted in a task of its own, so no one
 * task builds the whole page (decision 056). A child keeps its place and state as the next arrive;
 * `null` and `false` children take no turn.
 */
export function InTurns({ children }: { children: ReactNode }) {
  const parts = Children.toArray(children);
  const shown = useRevealInTurns(parts.length);
  return <>{parts.slice(0, shown)}</>;
}
