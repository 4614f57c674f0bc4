/** The one paid plan. The server's price is the truth; the web shows the same constant. */
export const memberPlan = {
  name: 'Founding Lifetime Member',
  productName: 'Founding Lifetime Membership',
  priceUsd: 1797,
  priceCents: 179_700,
  currency: 'usd',
} as const;

export const guestPlan = { name: 'Guest', priceUsd: 0 } as const;

/** The member price as the plans page and the checkout write it. */
export const memberPriceLabel = `$${memberPlan.priceUsd} USD`;
