import { memberPriceLabel } from './plans.ts';

export interface FaqItem {
  question: string;
  answer: string;
}

/** Exactly 12 questions (public-site section 9). */
export const faq: readonly FaqItem[] = [
  {
    question: 'How does the monthly lottery work?',
    answer:
      'Each month one registered guest is chosen by lottery to try crosscheck and the done-for-you tools for a month, with 1 core consulting issue. Every guest is entered automatically; there is nothing to buy.',
  },
  {
    question: 'What is the 90-day fix-or-make-right promise?',
    answer:
      'If something we deliver does not do what we said within 90 days of your purchase, tell us. We will fix it, or make it right in another way that works for you.',
  },
  {
    question: 'Can I get a refund?',
    answer:
      'No. The Founding Lifetime Membership is sold at a founding price and all sales are final. Instead of refunds we stand behind the 90-day fix-or-make-right promise.',
  },
  {
    question: 'What does lifetime access mean?',
    answer: `You pay ${memberPriceLabel} once and keep member access to every service for as long as Exitcraft offers it. There are no recurring fees.`,
  },
  {
    question: 'What does "10 years renewable and transferable" mean?',
    answer:
      'Your membership runs in 10-year terms that renew without a fee, and it can be transferred, for example to the buyer or successor of your business, so its value goes with the company.',
  },
  {
    question: 'What is grandfathered pricing?',
    answer:
      'The price you pay as a founding member is locked in. If membership prices change later, your membership and its renewals are not affected.',
  },
  {
    question: 'How do webinar seats work?',
    answer:
      'The live webinar with our founder-ambassador has 33 seats. The first 33 paid members are guaranteed a seat and guests enter a lottery for any seats left. Everyone gets the replay, the Q&A report and the chance to ask a question.',
  },
  {
    question: 'What do I get as a free guest?',
    answer:
      'The community in listen-only mode, coaching recordings, webinar replays and Q&A reports with a question of your own, and a place in the monthly lottery.',
  },
  {
    question: 'How does payment work?',
    answer:
      'Choose the member plan, review your order, apply a coupon if you have one, and you are taken to our payment provider’s secure checkout to enter your card. We never see or store your card number. Your access starts as soon as the payment is confirmed.',
  },
  {
    question: 'Will I get an invoice?',
    answer:
      'Yes. A receipt is emailed to you when the payment is confirmed, and your invoice can be downloaded from your purchase history.',
  },
  {
    question: 'How is my data kept private?',
    answer:
      'Crosscheck opinions are anonymous, and so is the community chat. We use your data only to run the services you signed up for, never sell it, and explain the details in our Privacy Policy.',
  },
  {
    question: 'How do I upgrade from Guest to Member?',
    answer:
      'Log in and choose the member plan on this page, or use the upgrade card on your dashboard. Your account, alias and history stay the same; only your access grows.',
  },
];

export const faqCopy = { title: 'Frequently asked questions' } as const;
