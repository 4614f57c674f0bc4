import type { StaffPaymentRow } from '@exitcraft/shared/schemas/staff';
import { formatMoney } from '../../../../lib/format.ts';

/** A payment's amount as staff read it: "$149", in its own currency. */
export const money = (payment: StaffPaymentRow) => formatMoney(payment.amount / 100, payment.currency.toUpperCase());
