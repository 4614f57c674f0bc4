/**
 * The query key of GET /user-payments/: the settings' Purchase History reads it, and the payment
 * feature invalidates it when a checkout opens a new payment.
 */
export const purchaseHistoryKey = ['payments', 'history'] as const;
