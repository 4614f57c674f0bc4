import { describe, expect, it } from 'vitest';
import { discountClaim, discountPercent, memberListedValueUsd } from './discount.ts';
import { memberPlan } from './plans.ts';
import { planCards } from './pricing.ts';

describe('the discount claim', () => {
  it('is computed from the price and the listed value', () => {
    expect(discountPercent(1797, 29_950)).toBe(94);
    expect(discountPercent(1797, 30_000)).toBe(94);
    expect(discountPercent(1797, 20_000)).toBe(91);
    expect(discountClaim(1797, 29_950)).toBe('Discounted by 94% from its listed value of $29,950');
  });

  it('is not made without a listed value above the price', () => {
    expect(discountClaim(1797, null)).toBeNull();
    expect(discountClaim(1797, 1797)).toBeNull();
    expect(discountClaim(1797, 1000)).toBeNull();
  });

  it('appears on the member card only when true of the offer as configured', () => {
    const claim = discountClaim(memberPlan.priceUsd, memberListedValueUsd);
    const stated = planCards.member.points.filter((point) => /discount/i.test(point));
    expect(stated).toEqual(claim === null ? [] : [claim]);
  });
});
