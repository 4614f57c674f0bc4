import { z } from 'zod';

/*
 * Every text field a request carries is built here, so that what PostgreSQL cannot store (a NUL
 * character, or half of a UTF-16 surrogate pair) is refused with a 400 and a clear message at the
 * schema, in one place, before it reaches a query or a payment provider.
 */

export const unstorableTextMessage = 'Text may not contain a NUL character or a broken Unicode character.';

// in a /u pattern a well-formed pair is one code point, so only a lone half is a surrogate (Cs)
const loneSurrogate = /\p{Cs}/u;

export function isStorableText(value: string): boolean {
  return !value.includes('\u0000') && !loneSurrogate.test(value);
}

/** `z.string()` for request fields: same parameters, plus the storable-text rule. */
export function text(params?: Parameters<typeof z.string>[0]) {
  return z.string(params).refine(isStorableText, unstorableTextMessage);
}
