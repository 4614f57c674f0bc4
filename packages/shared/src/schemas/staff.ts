import { z } from 'zod';
import { text } from './text.ts';

/** The staff back office (issue 18): every `/staff/...` path, its requests and replies. */

/** How long `POST /staff/step-up/` lets one session move money or access. */
export const staffStepUpMinutes = 15;
export const stepUpRequiredCode = 'step_up_required';
export const stepUpRequiredMessage = 'Confirm your password to continue.';
export const wrongStaffPasswordMessage = 'That password is not right.';

export const staffStepUpRequestSchema = z.object({
  password: text({ error: 'Enter your password.' })
    .min(1, 'Enter your password.')
    .max(256, 'The password is too long.'),
});
export type StaffStepUpRequest = z.infer<typeof staffStepUpRequestSchema>;

export const staffStepUpResponseSchema = z.object({ expires_at: z.string() });
export type StaffStepUpResponse = z.infer<typeof staffStepUpResponseSchema>;

const cursor = text({ error: 'cursor must be text.' }).max(200, 'The cursor is not valid.').optional();
const limit = z.coerce
  .number({ error: 'limit must be a number.' })
  .int('limit must be a whole number.')
  .min(1, 'limit must be at least 1.')
  .max(100, 'limit may be at most 100.')
  .optional();
/** A query flag as the URL carries it. */
const flag = z.enum(['true', 'false'], { error: 'verified must be "true" or "false".' }).optional();

export const personKinds = ['member', 'guest', 'staff'] as const;
export type PersonKind = (typeof personKinds)[number];

/** The filters of the People view, shared by its list and its CSV export. */
export const staffPeopleFilterSchema = z.object({
  q: text({ error: 'q must be text.' }).trim().max(200, 'The search is too long.').optional(),
  kind: z.enum(personKinds, { error: 'kind must be "member", "guest" or "staff".' }).optional(),
  verified: flag,
});
export type StaffPeopleFilter = z.infer<typeof staffPeopleFilterSchema>;

export const staffPeopleQuerySchema = staffPeopleFilterSchema.extend({ cursor, limit });
export type StaffPeopleQuery = z.infer<typeof staffPeopleQuerySchema>;

export const staffPersonSchema = z.object({
  id: z.string(),
  email: z.string(),
  full_name: z.string(),
  username: z.string(),
  company_name: z.string(),
  paid: z.boolean(),
  is_staff: z.boolean(),
  email_verified: z.boolean(),
  created_at: z.string(),
});
export type StaffPerson = z.infer<typeof staffPersonSchema>;

export const staffPeopleResponseSchema = z.object({
  people: z.array(staffPersonSchema),
  next_cursor: z.string().nullable(),
});
export type StaffPeopleResponse = z.infer<typeof staffPeopleResponseSchema>;

export const staffIdParamsSchema = z.object({
  id: z.uuid({ error: 'id must be a UUID.' }),
});

export const staffPaymentSummarySchema = z.object({
  id: z.string(),
  status: z.string(),
  provider: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  coupon_code: z.string().nullable(),
  invoice_number: z.string().nullable(),
  paid_at: z.string().nullable(),
  created_at: z.string(),
});
export type StaffPaymentSummary = z.infer<typeof staffPaymentSummarySchema>;

export const staffPersonDetailSchema = z.object({
  person: staffPersonSchema.extend({
    phone_number: z.string(),
    website_name: z.string(),
    country: z.string(),
    role: z.string(),
  }),
  onboarding_step: z.number().int(),
  submissions: z.array(
    z.object({
      kind: z.string(),
      count: z.number().int(),
      /** the scores of the latest submission, as GET /assessments/{kind}/submissions/ shows them */
      latest_scores: z.unknown(),
      latest_at: z.string(),
    }),
  ),
  payments: z.array(staffPaymentSummarySchema),
  active_sessions: z.number().int(),
});
export type StaffPersonDetail = z.infer<typeof staffPersonDetailSchema>;

const reason = text({ error: 'Give a reason.' })
  .trim()
  .min(1, 'Give a reason.')
  .max(500, 'The reason may be at most 500 characters.');

export const staffMembershipRequestSchema = z.object({
  action: z.enum(['grant', 'revoke'], { error: 'action must be "grant" or "revoke".' }),
  reason,
});
export type StaffMembershipRequest = z.infer<typeof staffMembershipRequestSchema>;

export const staffMembershipResponseSchema = z.object({ id: z.string(), paid: z.boolean(), changed: z.boolean() });
export type StaffMembershipResponse = z.infer<typeof staffMembershipResponseSchema>;

export const staffSignOutResponseSchema = z.object({ revoked_sessions: z.number().int() });
export type StaffSignOutResponse = z.infer<typeof staffSignOutResponseSchema>;

export const staffOverviewSchema = z.object({
  counts: z.object({ members: z.number().int(), guests: z.number().int(), staff: z.number().int() }),
  revenue: z.object({
    currency: z.string(),
    total_cents: z.number().int(),
    last_30_days_cents: z.number().int(),
  }),
  /** the last 90 days (UTC), oldest first, one entry per day */
  daily: z.array(z.object({ date: z.string(), registrations: z.number().int(), payments: z.number().int() })),
});
export type StaffOverview = z.infer<typeof staffOverviewSchema>;

export const staffAuditQuerySchema = z.object({
  actor: z.uuid({ error: 'actor must be a person id.' }).optional(),
  action: text({ error: 'action must be text.' }).trim().max(64, 'action is too long.').optional(),
  from: z.iso.datetime({ offset: true, error: 'from must be an ISO 8601 date and time.' }).optional(),
  to: z.iso.datetime({ offset: true, error: 'to must be an ISO 8601 date and time.' }).optional(),
  cursor,
  limit,
});
export type StaffAuditQuery = z.infer<typeof staffAuditQuerySchema>;

export const staffAuditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  actor_id: z.string(),
  actor_email: z.string(),
  action: z.string(),
  target_type: z.string(),
  target_id: z.string(),
  ip: z.string(),
  detail: z.record(z.string(), z.unknown()),
});
export type StaffAuditEntry = z.infer<typeof staffAuditEntrySchema>;

export const staffAuditResponseSchema = z.object({
  entries: z.array(staffAuditEntrySchema),
  next_cursor: z.string().nullable(),
});
export type StaffAuditResponse = z.infer<typeof staffAuditResponseSchema>;

/** The Payments view's status filter, as the back office names them. */
export const staffPaymentStatuses = ['paid', 'pending', 'failed', 'refunded'] as const;
export type StaffPaymentStatus = (typeof staffPaymentStatuses)[number];

export const staffPaymentsFilterSchema = z.object({
  status: z
    .enum(staffPaymentStatuses, { error: 'status must be "paid", "pending", "failed" or "refunded".' })
    .optional(),
});
export type StaffPaymentsFilter = z.infer<typeof staffPaymentsFilterSchema>;

export const staffPaymentsQuerySchema = staffPaymentsFilterSchema.extend({ cursor, limit });
export type StaffPaymentsQuery = z.infer<typeof staffPaymentsQuerySchema>;

export const staffPaymentRowSchema = staffPaymentSummarySchema.extend({
  user_id: z.string(),
  user_email: z.string(),
  customer_name: z.string(),
});
export type StaffPaymentRow = z.infer<typeof staffPaymentRowSchema>;

export const staffPaymentsResponseSchema = z.object({
  payments: z.array(staffPaymentRowSchema),
  next_cursor: z.string().nullable(),
});
export type StaffPaymentsResponse = z.infer<typeof staffPaymentsResponseSchema>;

export const staffRefundRequestSchema = z.object({ reason });
export type StaffRefundRequest = z.infer<typeof staffRefundRequestSchema>;

export const staffRefundResponseSchema = z.object({
  id: z.string(),
  status: z.string(),
  /** false when the payment was already refunded: a second refund changes nothing */
  changed: z.boolean(),
  refund_id: z.string().nullable(),
});
export type StaffRefundResponse = z.infer<typeof staffRefundResponseSchema>;
