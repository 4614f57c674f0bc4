// What `react` is in the browser and the build's render (build/preact-aliases.ts, decision 048):
// preact/compat, with one change, to `lazy`.
//
// Preact's useId counts the ids it gives out in render order, per root: `P0-0`, `P0-1`, … A lazy
// part renders when its code arrives, which is not the same moment in the build's render and in the
// browser's hydration (nor from one visit to the next), so the ids inside it, and after it, would
// differ between the HTML the browser hydrates and the tree it builds (hydration keeps the HTML's
// attributes: a label would then name a field by an id the field no longer has once re-rendered).
// React's ids follow the tree instead. Here every lazy component gets an id scope of its own, named
// by a useId of its place (made where the parent's ids are made, so itself stable): the ids inside
// are counted from it, whenever its code arrives. e2e/tests/hydration.spec.ts checks that each
// prerendered page, hydrated, is the page the browser renders from nothing.
import { type ComponentType, createElement, lazy as preactLazy, useId } from 'preact/compat';

// preact/compat's types declare it `export =`; it is an ES module, re-exported whole (nothing reads
// this file's types: the app is typed against React's)
// @ts-expect-error TS2498
export * from 'preact/compat';
export { default } from 'preact/compat';

/** A function component's `this` in Preact: its vnode (`__v`), where useId looks for a scope (`__m`). */
interface ScopeHost {
  __v: { __m?: [string, number] };
  idScope?: [string, number];
}

export function lazy<T extends ComponentType<never>>(load: () => Promise<{ default: T }>): T {
  const Lazy = preactLazy(load);
  function LazyIdScope(this: ScopeHost, props: object) {
    const scope = useId();
    // the same array from render to render: a part mounted later inside counts on from it
    this.idScope ??= [scope, 0];
    this.__v.__m = this.idScope;
    return createElement(Lazy as ComponentType<object>, props);
  }
  return LazyIdScope as unknown as T;
}
