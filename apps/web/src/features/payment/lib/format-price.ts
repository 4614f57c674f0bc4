const whole = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const cents = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });

/** $1,797 for whole dollars, $1,617.30 when a discount leaves cents. */
export function formatPrice(dollars: number): string {
  return Number.isInteger(dollars) ? whole.format(dollars) : cents.format(dollars);
}
