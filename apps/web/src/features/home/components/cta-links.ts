import { href } from '@exitcraft/shared/routes';
/** Where the home page's calls to action lead: register as a guest, or choose the paid plan. */
export const guestRegisterPath = href('auth', undefined, { plan: 'guest', view: 'register' });
export const pricingPath = href('pricingPlan');
