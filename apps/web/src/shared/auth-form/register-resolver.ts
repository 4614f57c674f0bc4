import { defaultCountry, findCountry } from '@exitcraft/shared/content/countries';
import type { RegisterFormValues } from '@exitcraft/shared/schemas/auth';
import type { Resolver } from 'react-hook-form';
import { lazyResolver } from '../../lib/lazy-resolver.ts';

export type RegisterFields = RegisterFormValues & {
  /** The picker's country (lower-case ISO code); the phone length rule depends on it. */
  country_code: string;
};

/**
 * The shared register schema with the phone length of the country picked at validation time.
 * The country travels as a form value, so the rule always sees the current pick. The schema, zod
 * and its resolver are fetched with the first validation (or `preload()`, on the form's first
 * focus), not with the page (decision 043).
 */
export function registerResolver() {
  return lazyResolver<RegisterFields, unknown, RegisterFormValues>(async () => {
    const [{ zodResolver }, { createRegisterFormSchema }] = await Promise.all([
      import('@hookform/resolvers/zod'),
      import('@exitcraft/shared/schemas/auth'),
    ]);
    return (values, context, options) => {
      const country = findCountry(values.country_code) ?? defaultCountry();
      const resolve = zodResolver(createRegisterFormSchema(country)) as unknown as Resolver<
        RegisterFields,
        unknown,
        RegisterFormValues
      >;
      return resolve(values, context, options);
    };
  });
}
