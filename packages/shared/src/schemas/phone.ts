import { type Country, countries, defaultCountryCode, findCountry } from '../content/countries.ts';
import { authServerMessages as server, phoneLengthMessage } from '../messages/auth.ts';

/*
 * The one phone-length rule (public-site section 5): the registration form checks the local digits
 * against the country it picked; the server checks the number it receives ("+" dial code digits)
 * against the same country, so both refuse the same number with the same sentence.
 */

type LengthRule = Pick<Country, 'name' | 'phone_length'>;

/** The form's local digits against the picked country; null when they fit. */
export function phoneLengthIssue(digits: string, country: LengthRule): string | null {
  return digits.length === country.phone_length
    ? null
    : phoneLengthMessage(country.phone_length, country.name, digits.length);
}

/**
 * The country a full number belongs to: the one the picker chose (`countryCode`) when its dial code
 * starts the number; without a choice, the listed country whose dial code starts it (the default
 * country first: countries sharing a dial code share its length). Undefined when none fits.
 */
export function phoneCountry(phoneNumber: string, countryCode?: string | null): Country | undefined {
  const fitting = countries.filter((country) => phoneNumber.startsWith(country.dial_code));
  if (countryCode) {
    const chosen = findCountry(countryCode);
    return chosen && fitting.includes(chosen) ? chosen : undefined;
  }
  return fitting.find((country) => country.code === defaultCountryCode) ?? fitting[0];
}

/** The server's check of a registration's "+<dial code><digits>" number; null when it fits. */
export function fullPhoneNumberIssue(phoneNumber: string, countryCode?: string | null): string | null {
  const country = phoneCountry(phoneNumber, countryCode);
  if (!country) return server.phoneInvalid;
  return phoneLengthIssue(phoneNumber.slice(country.dial_code.length), country);
}
