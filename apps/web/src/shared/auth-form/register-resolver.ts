import { defaultCountry, findCountry } from '@exitcraft/shared/content/countries';
import { createRegisterFormSchema, type RegisterFormValues } from '@exitcraft/shared/schemas/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';

export type RegisterFields = RegisterFormValues & {
  /** The picker's country (lower-case ISO code); the phone length rule depends on it. */
  country_code: string;
};

/**
 * The shared register schema with the phone length of the country picked at validation time.
 * The country travels as a form value, so the rule always sees the current pick.
 */
export function registerResolver(): Resolver<RegisterFields, unknown, RegisterFormValues> {
  return (values, context, options) => {
    const country = findCountry(values.country_code) ?? defaultCountry();
    const resolve = zodResolver(createRegisterFormSchema(country)) as unknown as Resolver<
      RegisterFields,
      unknown,
      RegisterFormValues
    >;
    return resolve(values, context, options);
  };
}
