/**
 * The Terms of Service and the Privacy Policy, as data. The operator's name, address, email and
 * phone are no part of the text: staff set them (issue 28) and the page shows them where a section
 * asks for `operatorContact`, leaving out any that is not set.
 */
import { memberPlan } from './plans.ts';
import { site } from './site.ts';

export interface LegalSection {
  heading: string;
  paragraphs: readonly string[];
  /** Optional bullet list shown after the paragraphs. */
  points?: readonly string[];
  /** The operator's contact details (those set in the back office) follow the paragraphs. */
  operatorContact?: true;
}

export interface LegalDocument {
  title: string;
  /** ISO date the text last changed. */
  updated: string;
  intro: string;
  sections: readonly LegalSection[];
}

const price = `$${memberPlan.priceUsd} USD`;

export const termsOfService: LegalDocument = {
  title: 'Terms of Service',
  updated: '2025-09-01',
  intro: `These terms govern your use of the ${site.brand} website and services, operated by a company based in Ontario, Canada, named in section 14 ("${site.brand}", "we", "us"). By creating an account or buying a membership you agree to them. If you do not agree, please do not use the services.`,
  sections: [
    {
      heading: '1. Who may use the services',
      paragraphs: [
        'The services are for business owners, founders and executives acting for a business. You must be at least 18 years old and able to enter into a binding contract.',
        'You agree to give accurate registration details, including a company email address and website, and to keep them up to date.',
      ],
    },
    {
      heading: '2. Your account',
      paragraphs: [
        'You are responsible for keeping your password confidential and for everything done through your account. Tell us straight away at the contact address below if you believe someone else has used it.',
        'Your account is personal. Apart from a transfer of membership described in section 4, you may not share, sell or lend it.',
      ],
    },
    {
      heading: '3. Guest access',
      paragraphs: [
        'Guest access is free. It includes the parts of the services we describe as available to guests on the pricing page, such as listening in the community, coaching recordings, webinar replays and Q&A reports, and entry into the monthly lottery.',
        'We may change what guest access includes at any time.',
      ],
    },
    {
      heading: '4. The Founding Lifetime Membership',
      paragraphs: [
        `The ${memberPlan.productName} is a one-time purchase of ${price}, less any valid coupon. There are no recurring fees.`,
        `Lifetime access means member access to the services for as long as ${site.brand} offers them. The membership runs in 10-year terms that renew without a fee, and it may be transferred to a buyer or successor of your business by written notice to us.`,
        'The price you paid is grandfathered: later changes to membership prices do not affect your membership or its renewals.',
        'Some services depend on dates and capacity that we announce, for example the first course cohort or live webinar seats. Where capacity is limited, seats are allocated as described on the pricing page.',
      ],
    },
    {
      heading: '5. Payment',
      paragraphs: [
        'Payments are processed by our payment provider on its secure checkout page. We do not receive or store your full card number.',
        'Prices are in US dollars. Any taxes that apply are shown at checkout. A receipt is emailed to you and an invoice is available from your purchase history.',
      ],
    },
    {
      heading: '6. No refunds; our 90-day promise',
      paragraphs: [
        'All sales are final and the membership is not refundable.',
        'Instead, we make a fix-or-make-right promise: if within 90 days of your purchase something we deliver does not do what we described, tell us and we will fix it or otherwise make it right in a way that is fair to you. Nothing in these terms limits any right you have under consumer protection law that cannot be excluded.',
      ],
    },
    {
      heading: '7. Acceptable use',
      paragraphs: ['When you use the services you agree not to:'],
      points: [
        'break any law or anyone else’s rights;',
        'try to identify other members in the anonymous community or crosscheck, or share what they post outside the service;',
        'upload malware, probe or disrupt our systems, or scrape the services;',
        'resell or republish our content, tools or reports without our written permission.',
      ],
    },
    {
      heading: '8. Opinions, tools and advice',
      paragraphs: [
        'Street-value opinions, reports, tools, courses, webinars and consulting are information to help you decide. They are not a formal valuation, nor legal, tax, accounting or investment advice. Opinions from third-party firms are theirs, not ours. Please consult your own professional advisors before you act.',
        'Vendors we introduce are independent. We take no markup on their services, but your agreement with a vendor is between you and that vendor.',
      ],
    },
    {
      heading: '9. Intellectual property',
      paragraphs: [
        `${site.brand} owns the services, content, tools and brand. We give you a personal, non-transferable licence to use them for your own business while your account is active. Content you submit stays yours; you let us use it only to provide the services to you.`,
      ],
    },
    {
      heading: '10. Suspension and closure',
      paragraphs: [
        'You may close your account at any time by writing to us. We may suspend or close an account that breaks these terms; where we close a paid membership for a reason other than a serious breach, we will make it right under section 6.',
      ],
    },
    {
      heading: '11. Liability',
      paragraphs: [
        'We provide the services with reasonable care and skill. To the extent the law allows, we are not liable for indirect or consequential loss, lost profits or a lost sale, and our total liability to you is limited to the amount you paid us in the 12 months before the claim.',
      ],
    },
    {
      heading: '12. Changes to these terms',
      paragraphs: [
        'We may update these terms. We will post the new version here with its date and, for a material change, tell members by email at least 30 days before it takes effect.',
      ],
    },
    {
      heading: '13. Governing law',
      paragraphs: [
        'These terms are governed by the laws of the Province of Ontario and the federal laws of Canada that apply there. The courts of Ontario have jurisdiction, without taking away any right you have to bring a claim where you live.',
      ],
    },
    {
      heading: '14. Contact',
      paragraphs: ['Questions about these terms go to the company that operates the services:'],
      operatorContact: true,
    },
  ],
};

export const privacyPolicy: LegalDocument = {
  title: 'Privacy Policy',
  updated: '2025-09-01',
  intro: `We, the company named in section 10, respect your privacy and handle personal information in line with Canada’s Personal Information Protection and Electronic Documents Act (PIPEDA). This policy explains what we collect, why, and the choices you have.`,
  sections: [
    {
      heading: '1. What we collect',
      paragraphs: ['We collect only what we need to run the services:'],
      points: [
        'Account details: full name, company email address, phone number, company website and the alias we assign you.',
        'Business information you choose to give us, such as assessment answers and business details.',
        'Payment records: amount, date, coupon used and the status of the payment. Card details are handled by our payment provider; we never see or store your full card number.',
        'Technical data: sign-in times, IP address and browser type, used to keep your account secure.',
      ],
    },
    {
      heading: '2. Why we use it',
      paragraphs: ['We use your information to:'],
      points: [
        'create and secure your account and verify your email address;',
        'provide the services you signed up for, including anonymous crosscheck opinions and the community;',
        'process your payment and send your receipt and invoice;',
        'contact you about your membership, webinars and changes to the services;',
        'meet our legal and tax obligations.',
      ],
    },
    {
      heading: '3. Anonymity',
      paragraphs: [
        'Crosscheck requests reach M&A firms and brokers without your name or your company’s name unless you decide otherwise. Posts in the community appear under your alias, not your name.',
      ],
    },
    {
      heading: '4. Sharing',
      paragraphs: [
        'We never sell your personal information. We share it only with service providers who help us run the services (hosting, email delivery and payment processing), under contracts that require them to protect it and use it only for us, or when the law requires it.',
        'Some of these providers may store data outside Canada, for example in the United States, where it may be accessible to authorities under local law.',
      ],
    },
    {
      heading: '5. How we keep it safe',
      paragraphs: [
        'Passwords are stored only as strong one-way hashes. Connections are encrypted, access to data is limited to the staff who need it, and sign-in sessions expire. No system is perfectly secure, but we will tell you and the Privacy Commissioner of Canada promptly if a breach creates a real risk of significant harm.',
      ],
    },
    {
      heading: '6. How long we keep it',
      paragraphs: [
        'We keep account information while your account is open. Payment records are kept as long as tax law requires (in Canada, generally six years). When information is no longer needed we delete or anonymise it.',
      ],
    },
    {
      heading: '7. Your choices and rights',
      paragraphs: [
        'You may ask to see the personal information we hold about you, correct it, or withdraw your consent and close your account. You can unsubscribe from non-essential emails at any time. We answer requests within 30 days.',
      ],
    },
    {
      heading: '8. Cookies and local storage',
      paragraphs: [
        'We use your browser’s storage to keep you signed in and a security cookie to protect sign-in forms. We do not use advertising cookies.',
      ],
    },
    {
      heading: '9. Changes',
      paragraphs: [
        'We will post any change to this policy here with its date, and email members about material changes.',
      ],
    },
    {
      heading: '10. Contact',
      paragraphs: [
        'Our privacy officer can be reached through the company’s contact details below. If you are not satisfied with our answer, you may contact the Office of the Privacy Commissioner of Canada.',
      ],
      operatorContact: true,
    },
  ],
};
