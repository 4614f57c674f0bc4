import type { CouponResponse } from '@exitcraft/shared/schemas/payments';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../../test/fake-api.ts';
import { renderWithQuery } from '../../../../test/render.tsx';
import { CouponBox } from './coupon-box.tsx';
import { PlanDetails } from './plan-details.tsx';

function Checkout() {
  const [coupon, setCoupon] = useState<CouponResponse | null>(null);
  return (
    <>
      <PlanDetails listPrice={1797} price={coupon ? coupon.amount_after_discount : 1797} />
      <CouponBox applied={coupon} onApplied={setCoupon} />
    </>
  );
}

describe('coupon box', () => {
  it('applies a coupon: the message, the discounted price and the actual price', async () => {
    const api = fakeApi({
      'POST /coupons/': () => [
        200,
        { amount_before_discount: 1797, amount_after_discount: 1617.3, coupon: { code: 'SAVE10', discount_value: 10 } },
      ],
    });
    renderWithQuery(<Checkout />);
    expect(screen.queryByText(/Actual price/)).toBeNull();
    await userEvent.type(screen.getByLabelText('Coupon Code'), ' SAVE10 ');
    await userEvent.click(screen.getByRole('button', { name: 'Apply Now' }));
    expect(await screen.findByText('Congratulations! 10% discount applied.')).toBeVisible();
    expect(api.called('POST /coupons/')[0]?.body).toEqual({ code: 'SAVE10', amount: 1797 });
    expect(screen.getByText(/Actual price/)).toHaveTextContent('Actual price: $1,797');
    expect(screen.getAllByText('$1,617.30')).toHaveLength(2); // price and Total
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the server error in red under the box', async () => {
    fakeApi({ 'POST /coupons/': () => [400, { code: 'invalid_coupon', error: 'This coupon has expired.' }] });
    renderWithQuery(<Checkout />);
    await userEvent.type(screen.getByLabelText('Coupon Code'), 'OLD');
    await userEvent.click(screen.getByRole('button', { name: 'Apply Now' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This coupon has expired.');
    expect(alert).toHaveClass('text-red-700');
    expect(screen.getByLabelText('Coupon Code')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText(/Actual price/)).toBeNull();
  });

  it('says so when the coupon could not be checked, and asks for a code when empty', async () => {
    fakeApi({
      'POST /coupons/': () => {
        throw new TypeError('offline');
      },
    });
    renderWithQuery(<Checkout />);
    await userEvent.click(screen.getByRole('button', { name: 'Apply Now' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter a coupon code.');
    await userEvent.type(screen.getByLabelText('Coupon Code'), 'X');
    await userEvent.click(screen.getByRole('button', { name: 'Apply Now' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not check that coupon. Please try again.');
  });
});
