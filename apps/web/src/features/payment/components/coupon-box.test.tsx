import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CouponReply } from '../api/apply-coupon.ts';
import { json, stubFetch } from '../test-fetch.ts';
import { CouponBox } from './coupon-box.tsx';
import { PlanDetails } from './plan-details.tsx';

afterEach(() => vi.unstubAllGlobals());

function Checkout() {
  const [coupon, setCoupon] = useState<CouponReply | null>(null);
  return (
    <>
      <PlanDetails listPrice={1797} price={coupon ? coupon.amount_after_discount : 1797} />
      <CouponBox applied={coupon} onApplied={setCoupon} />
    </>
  );
}

describe('coupon box', () => {
  it('applies a coupon: the message, the discounted price and the actual price', async () => {
    const fetchMock = stubFetch({
      '/coupons/': () =>
        json(200, {
          amount_before_discount: 1797,
          amount_after_discount: 1617.3,
          coupon: { code: 'SAVE10', discount_value: 10 },
        }),
    });
    render(<Checkout />);
    expect(screen.queryByText(/Actual price/)).toBeNull();
    await userEvent.type(screen.getByLabelText('Coupon Code'), ' SAVE10 ');
    await userEvent.click(screen.getByRole('button', { name: 'Apply Now' }));
    expect(await screen.findByText('Congratulations! 10% discount applied.')).toBeVisible();
    expect(JSON.parse(String((fetchMock.mock.calls[0]![1] as RequestInit).body))).toEqual({
      code: 'SAVE10',
      amount: 1797,
    });
    expect(screen.getByText(/Actual price/)).toHaveTextContent('Actual price: $1,797');
    expect(screen.getAllByText('$1,617.30')).toHaveLength(2); // price and Total
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the server error in red under the box', async () => {
    stubFetch({ '/coupons/': () => json(400, { code: 'invalid_coupon', error: 'This coupon has expired.' }) });
    render(<Checkout />);
    await userEvent.type(screen.getByLabelText('Coupon Code'), 'OLD');
    await userEvent.click(screen.getByRole('button', { name: 'Apply Now' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This coupon has expired.');
    expect(alert).toHaveClass('text-red-700');
    expect(screen.getByLabelText('Coupon Code')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText(/Actual price/)).toBeNull();
  });

  it('says so when the coupon could not be checked, and asks for a code when empty', async () => {
    stubFetch({
      '/coupons/': () => {
        throw new TypeError('offline');
      },
    });
    render(<Checkout />);
    await userEvent.click(screen.getByRole('button', { name: 'Apply Now' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter a coupon code first.');
    await userEvent.type(screen.getByLabelText('Coupon Code'), 'X');
    await userEvent.click(screen.getByRole('button', { name: 'Apply Now' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not check that coupon. Please try again.');
  });
});
