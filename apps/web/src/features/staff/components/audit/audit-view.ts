import type { AuditFilter } from '../../api/audit.ts';

/** The actions the server records, for the filter (the log may hold others later; "All" shows them). */
export const auditActions = [
  ['membership.grant', 'Membership granted'],
  ['membership.revoke', 'Membership revoked'],
  ['person.sign_out', 'Signed out everywhere'],
  ['payment.refund', 'Payment refunded'],
  ['coupon.create', 'Coupon created'],
  ['coupon.update', 'Coupon changed'],
  ['research.create', 'Research added'],
  ['research.update', 'Research edited'],
  ['research.delete', 'Research removed'],
  ['community.hide', 'Message hidden'],
  ['community.restore', 'Message restored'],
  ['export.people', 'People exported'],
  ['export.payments', 'Payments exported'],
  ['staff.step_up', 'Password confirmed'],
] as const;
export const actionLabel = new Map<string, string>(auditActions);

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const day = /^\d{4}-\d{2}-\d{2}$/;

/** The filter the URL holds (`?action=&actor=&from=&to=`); anything malformed is left out. */
export function auditFilterFrom(params: URLSearchParams): AuditFilter {
  const actor = params.get('actor') ?? '';
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  return {
    action: actionLabel.has(params.get('action') ?? '') ? (params.get('action') ?? undefined) : undefined,
    actor: uuid.test(actor) ? actor : undefined,
    // whole UTC days, as the date inputs give them
    from: day.test(from) ? `${from}T00:00:00Z` : undefined,
    to: day.test(to) ? `${to}T23:59:59.999Z` : undefined,
  };
}

/** An entry's detail in one line: before, after, the export's filter, the reason. */
export function describeDetail(detail: Record<string, unknown>): string {
  const parts: string[] = [];
  const show = (value: unknown) => (typeof value === 'object' && value ? JSON.stringify(value) : String(value));
  if (detail.before !== undefined) parts.push(`before ${show(detail.before)}`);
  if (detail.after !== undefined) parts.push(`after ${show(detail.after)}`);
  if (detail.filter !== undefined) parts.push(`filter ${show(detail.filter)}`);
  if (typeof detail.reason === 'string') parts.push(`reason “${detail.reason}”`);
  return parts.join(' · ');
}
