import { memberPlan } from './plans.ts';

/** /payment: public-site section 2 (Payment page) and section 8 (checkout and coupon errors). */
export const checkoutCopy = {
  title: 'Complete your membership',
  lead: 'Review your order. You enter your card on the secure checkout page that opens next.',
  planDetails: 'Plan Details',
  planName: memberPlan.name,
  priceLabel: 'Price',
  total: 'Total',
  actualPrice: 'Actual price',
  oneTime: 'one-time payment',
  included: ['Lifetime access', 'All premium features', 'Priority support', 'Exclusive content'],
  billingInformation: 'Billing Information',
  fullName: 'Full Name',
  emailAddress: 'Email Address',
  whatNextTitle: 'What happens next',
  whatNext: [
    'Immediate access to every member service as soon as your payment is confirmed.',
    'Lifetime membership, with no recurring fees.',
    'A downloadable invoice for your records.',
  ],
  couponLabel: 'Coupon Code',
  couponPlaceholder: 'Enter coupon code',
  applyCoupon: 'Apply Now',
  applyingCoupon: 'Applying...',
  couponNetworkError: 'We could not check that coupon. Please try again.',
  couponSuccess: (discountValue: number) => `Congratulations! ${discountValue}% discount applied.`,
  pay: (price: string) => `Pay ${price}`,
  processing: 'Processing...',
  checkoutFailedTitle: 'We could not start the checkout.',
  checkoutRetry: 'No charge was made. Please try again.',
  /** Section 8: a failed checkout whose reply carries no message. */
  serverError: (status: number) => `Server error: ${status}`,
  /** Section 8: a successful reply without the checkout's address. */
  noCheckoutUrl: 'No checkout URL or session ID received from server',
  declinedTitle: 'Your card was declined.',
  declinedDetail: 'No charge was made. Please try again with another card.',
  agreement: 'By paying you agree to our',
  terms: 'Terms of Service',
  and: 'and',
  privacy: 'Privacy Policy',
  secureNote: 'Payments are processed securely. We never see your card number.',
  alreadyMemberTitle: 'You are already a member',
  alreadyMemberLead: 'Your Founding Lifetime Membership is active. There is nothing more to pay.',
  goToDashboard: 'Go to Dashboard',
} as const;

/** What the success page says once the payment's state is known, and where it then goes. */
export interface PaymentOutcomeCopy {
  heading: string;
  lead: string;
  badge: string;
  /** The page the countdown leads to, as "Redirecting to {destination}" names it. */
  destination: string;
}

export const paymentSuccessCopy = {
  title: 'Payment Successful',
  finalizing: 'Finalizing your account...',
  lead: 'Thank you. Your payment went through.',
  outcomes: {
    member: {
      heading: 'Payment Successful',
      lead: 'Thank you. Your payment went through.',
      badge: 'Confirmed',
      destination: 'your Member Confirmation',
    },
    // public-site section 4: a status that could not be read counts as guest, routed by the role
    guest: {
      heading: 'Payment Successful',
      lead: 'Thank you. Your payment went through.',
      badge: 'Confirmed',
      destination: 'your Guest Confirmation',
    },
    processing: {
      heading: 'Payment processing',
      lead: 'Your payment is not confirmed yet. Your membership starts as soon as it is; your purchase history shows its status.',
      badge: 'Processing',
      destination: 'your Purchase History',
    },
    onHold: {
      heading: 'Payment on hold',
      lead: 'We received your payment, but the coupon it used had run out by then. Our team will settle it with you; your membership starts once they do.',
      badge: 'On hold',
      destination: 'your Purchase History',
    },
    failed: {
      heading: 'Payment not completed',
      lead: 'This payment did not go through, so your membership is not active. You can try again at the checkout.',
      badge: 'Not completed',
      destination: 'the checkout',
    },
  } satisfies Record<string, PaymentOutcomeCopy>,
  redirecting: (destination: string, seconds: number) =>
    `Redirecting to ${destination} in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}`,
  progressLabel: 'Time until redirect',
  transactionId: 'Transaction ID',
  needHelp: 'Need help?',
  contactSupport: 'Contact support.',
  continueNow: 'Continue now',
  redirectSeconds: 5,
  transactionIdLength: 20,
} as const;

export const paymentCancelledCopy = {
  title: 'Payment Cancelled',
  lead: 'Your checkout was cancelled. No charges were made.',
  help: 'You can try again whenever you are ready, or compare the plans once more.',
  tryAgain: 'Try Again',
  backToPlans: 'Back to Plans',
  redirecting: (seconds: number) => `Returning to the plans in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}`,
  redirectSeconds: 10,
} as const;
