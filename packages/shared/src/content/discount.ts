import { formatCount } from '../format/plain.ts';

/*
 * The spec's "discounted by 94% or more" (decision 029), computed from the price and a listed
 * value. Only the plans page loads it.
 */
/**
 * The value the business lists the membership at, which the spec's "discounted by 94% or more"
 * (public-site section 1) is measured against. Neither the spec nor the business gives one, so
 * none is set and no discount is claimed (decision 029). Set it only to a value that can be
 * substantiated; the plans page then states the discount computed from it.
 */
export const memberListedValueUsd: number | null = null;

/** How far the price is below a listed value, in whole percent rounded down; null without a value above it. */
export function discountPercent(priceUsd: number, listedValueUsd: number | null): number | null {
  if (listedValueUsd === null || !(listedValueUsd > priceUsd)) return null;
  return Math.floor((1 - priceUsd / listedValueUsd) * 100);
}

/** The discount as the member plan card states it, or null when it is not true of the offer. */
export function discountClaim(priceUsd: number, listedValueUsd: number | null): string | null {
  const percent = discountPercent(priceUsd, listedValueUsd);
  if (percent === null || listedValueUsd === null) return null;
  return `Discounted by ${percent}% from its listed value of $${formatCount(listedValueUsd)}`;
}
