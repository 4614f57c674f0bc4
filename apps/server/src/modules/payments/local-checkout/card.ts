/** How the local checkout answers a card, after the rules of Stripe's test mode. */
export type CardOutcome =
  { kind: 'approved' } | { kind: 'declined'; message: string } | { kind: 'invalid'; field: CardField; message: string };

export type CardField = 'cardNumber' | 'expiry' | 'cvc' | 'cardholderName';

export interface CardForm {
  cardNumber: string;
  expiry: string;
  cvc: string;
  cardholderName: string;
}

export const cardDeclinedMessage = 'Your card was declined.';

/** Stripe's documented test numbers that the local checkout knows; any other valid number is declined. */
const testCards: Record<string, CardOutcome> = {
  '4242424242424242': { kind: 'approved' },
  '5555555555554444': { kind: 'approved' },
  '4000000000000002': { kind: 'declined', message: cardDeclinedMessage },
  '4000000000009995': { kind: 'declined', message: 'Your card has insufficient funds.' },
};

export function checkCard(form: CardForm, now: Date): CardOutcome {
  const number = form.cardNumber.replace(/[\s-]/g, '');
  if (!number) return invalid('cardNumber', 'Your card number is incomplete.');
  if (!/^\d{12,19}$/.test(number) || !passesLuhn(number)) return invalid('cardNumber', 'Your card number is invalid.');

  const expiry = /^\s*(\d{1,2})\s*\/?\s*(\d{2})\s*$/.exec(form.expiry);
  if (!expiry) return invalid('expiry', "Your card's expiration date is incomplete.");
  const month = Number(expiry[1]);
  const year = 2000 + Number(expiry[2]);
  if (month < 1 || month > 12) return invalid('expiry', "Your card's expiration date is invalid.");
  const thisMonth = now.getUTCFullYear() * 12 + now.getUTCMonth();
  if (year * 12 + (month - 1) < thisMonth) return invalid('expiry', "Your card's expiration date is in the past.");

  if (!/^\d{3,4}$/.test(form.cvc.trim())) return invalid('cvc', "Your card's security code is incomplete.");
  if (!form.cardholderName.trim()) return invalid('cardholderName', 'Enter the name on the card.');

  return (
    testCards[number] ?? {
      kind: 'declined',
      message: `${cardDeclinedMessage} This checkout is in test mode: use the test card 4242 4242 4242 4242.`,
    }
  );
}

function invalid(field: CardField, message: string): CardOutcome {
  return { kind: 'invalid', field, message };
}

export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}
