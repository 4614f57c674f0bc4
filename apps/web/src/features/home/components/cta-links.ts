/** Where the home page's calls to action lead: register as a guest, or choose the paid plan. */
export const guestRegisterPath = '/auth?plan=guest&view=register';
export const pricingPath = '/pricing-plan';
