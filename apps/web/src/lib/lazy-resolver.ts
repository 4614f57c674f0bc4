import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A form resolver whose rules (the shared zod schema, zod and its resolver) are fetched with the
 * form's first validation, not with the page (decision 043). `preload()` starts the fetch early:
 * the forms call it when a field is first focused, so the rules are there by the first submit.
 * A failed fetch is tried again at the next validation.
 */
export function lazyResolver<Values extends FieldValues, Context, Output>(
  load: () => Promise<Resolver<Values, Context, Output>>,
): Resolver<Values, Context, Output> & { preload: () => void } {
  let loading: Promise<Resolver<Values, Context, Output>> | undefined;
  const loaded = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
  const resolver: Resolver<Values, Context, Output> = async (values, context, options) =>
    (await loaded())(values, context, options);
  return Object.assign(resolver, { preload: () => void loaded().catch(() => undefined) });
}
