import { z } from 'zod';
import { marketMultiplesSchema } from '../content/market-multiples.ts';
import { researchCategorySchema, researchPointSchema } from './research.ts';
import { secondFactorProofSchema } from './second-factor.ts';
import { text } from './text.ts';

/** The staff back office (issue 18): every `/staff/...` path, its requests and replies. */

export const staffStepUpRequestSchema = z.object({
  password: text({ error: 'Enter your password.' })
    .min(1, 'Enter your password.')
    .max(256, 'The password is too long.'),
  /** a passkey, authenticator code or recovery code: required once the staff member holds one */
  second_factor: secondFactorProofSchema.optional(),
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
  /**
   * the last 90 days (UTC), oldest first, one entry per day; `confidante_tokens`: the tokens of
   * that day's Confidante model answers, `confidante_estimated_tokens` the part of them estimated
   */
  daily: z.array(
    z.object({
      date: z.string(),
      registrations: z.number().int(),
      payments: z.number().int(),
      confidante_tokens: z.number().int(),
      confidante_estimated_tokens: z.number().int(),
    }),
  ),
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

/** Coupon codes as the CLI takes them: 3 to 64 letters, digits, - or _, any case (stored upper-case). */
export const staffCouponCodeSchema = text({ error: 'Enter a code.' })
  .trim()
  .regex(/^[A-Za-z0-9_-]{3,64}$/, 'A code is 3 to 64 letters, digits, - or _.');

const maxRedemptions = z
  .number({ error: 'max_redemptions must be a whole number or null.' })
  .int('max_redemptions must be a whole number.')
  .min(1, 'max_redemptions must be at least 1.')
  .max(1_000_000, 'max_redemptions may be at most 1,000,000.')
  .nullable();
const expiresAt = z.iso
  .datetime({ offset: true, error: 'expires_at must be an ISO 8601 date and time, or null.' })
  .nullable();

export const staffCouponCreateSchema = z.object({
  code: staffCouponCodeSchema,
  percent_off: z
    .number({ error: 'percent_off must be a whole number from 1 to 100.' })
    .int('percent_off must be a whole number from 1 to 100.')
    .min(1, 'percent_off must be a whole number from 1 to 100.')
    .max(100, 'percent_off must be a whole number from 1 to 100.'),
  max_redemptions: maxRedemptions.optional(),
  expires_at: expiresAt.optional(),
});
export type StaffCouponCreate = z.infer<typeof staffCouponCreateSchema>;

/** Change the limit or the expiry, or (de)activate; the code and the discount stay. */
export const staffCouponPatchSchema = z
  .object({
    max_redemptions: maxRedemptions.optional(),
    expires_at: expiresAt.optional(),
    active: z.boolean({ error: 'active must be true or false.' }).optional(),
  })
  .refine((patch) => Object.values(patch).some((value) => value !== undefined), {
    message: 'Send max_redemptions, expires_at or active.',
  });
export type StaffCouponPatch = z.infer<typeof staffCouponPatchSchema>;

/**
 * The back office's coupon forms as typed: text boxes, read into the request body and then checked
 * by the body's own schema, so the form refuses whatever the server would. The boxes' own messages
 * come first, in the form's words.
 */
export const couponPercentMessage = 'A whole number from 1 to 100.';
export const couponLimitMessage = 'The limit is a whole number.';

const wholeNumber = /^\d+$/;
const couponLimitBoxes = {
  /** empty: no limit */
  max_redemptions: z
    .string()
    .trim()
    .refine((value) => value === '' || wholeNumber.test(value), couponLimitMessage),
  /** a date input's `YYYY-MM-DD`; empty: no expiry */
  expires_at: z.string(),
};
const limitOf = (value: string) => (value === '' ? null : Number(value));
/** The last day as the end of that day (UTC), as the coupons CLI reads `--expires`. */
const endOfDay = (value: string) => (value ? `${value}T23:59:59.999Z` : null);

export const staffCouponFormSchema = z
  .object({
    code: staffCouponCodeSchema,
    percent_off: z
      .string()
      .trim()
      .refine((value) => wholeNumber.test(value) && Number(value) >= 1 && Number(value) <= 100, couponPercentMessage),
    ...couponLimitBoxes,
  })
  .transform((form): z.input<typeof staffCouponCreateSchema> => ({
    code: form.code,
    percent_off: Number(form.percent_off),
    max_redemptions: limitOf(form.max_redemptions),
    expires_at: endOfDay(form.expires_at),
  }))
  .pipe(staffCouponCreateSchema);
export type StaffCouponForm = z.input<typeof staffCouponFormSchema>;

/** Change a coupon's limit and expiry (both sent: an empty box clears it). */
export const staffCouponLimitFormSchema = z
  .object(couponLimitBoxes)
  .transform((form): z.input<typeof staffCouponPatchSchema> => ({
    max_redemptions: limitOf(form.max_redemptions),
    expires_at: endOfDay(form.expires_at),
  }))
  .pipe(staffCouponPatchSchema);
export type StaffCouponLimitForm = z.input<typeof staffCouponLimitFormSchema>;

export const staffCouponParamsSchema = z.object({ code: staffCouponCodeSchema });

export const couponStates = ['active', 'inactive', 'expired', 'used_up'] as const;
export const staffCouponSchema = z.object({
  code: z.string(),
  percent_off: z.number().int(),
  active: z.boolean(),
  expires_at: z.string().nullable(),
  max_redemptions: z.number().int().nullable(),
  redemptions: z.number().int(),
  state: z.enum(couponStates),
  created_at: z.string(),
});
export type StaffCoupon = z.infer<typeof staffCouponSchema>;
export const staffCouponListSchema = z.object({ coupons: z.array(staffCouponSchema) });
export type StaffCouponList = z.infer<typeof staffCouponListSchema>;

/**
 * A research category as the back office edits it: the public list's own rules, and every
 * statistic carries an https source (the import files may leave a URL empty; staff may not).
 */
export const staffResearchCategoryRequestSchema = researchCategorySchema.refine(
  (entry) => entry.research_points.every((point) => point.statistics.every((statistic) => statistic.URL !== '')),
  { message: 'Every statistic needs its https:// source URL.' },
);
export type StaffResearchCategoryRequest = z.infer<typeof staffResearchCategoryRequestSchema>;

export const staffResearchIdParamsSchema = z.object({
  id: z.coerce
    .number({ error: 'id must be a number.' })
    .int('id must be a whole number.')
    .min(1, 'id must be a positive number.')
    .max(2_147_483_647, 'id is too large.'),
});

export const staffResearchCategorySchema = z.object({
  id: z.number().int(),
  position: z.number().int(),
  category: z.string(),
  research_points: z.array(researchPointSchema),
});
export type StaffResearchCategory = z.infer<typeof staffResearchCategorySchema>;
export const staffResearchListSchema = z.object({ categories: z.array(staffResearchCategorySchema) });
export type StaffResearchList = z.infer<typeof staffResearchListSchema>;

/**
 * GET /staff/market-multiples/: the market data the value estimate uses now (`updated_at` null:
 * the bundled set, never saved by staff), and the bundled set, to go back to. PUT takes a whole set
 * (`marketMultiplesSchema`) and answers the same shape.
 */
export const staffMarketMultiplesSchema = z.object({
  market: marketMultiplesSchema,
  updated_at: z.string().nullable(),
  bundled: marketMultiplesSchema,
});
export type StaffMarketMultiples = z.infer<typeof staffMarketMultiplesSchema>;

/** Moderation: reported community messages (issue 14's `community_reports`). */
export const staffModerationQuerySchema = z.object({ cursor, limit });
export type StaffModerationQuery = z.infer<typeof staffModerationQuerySchema>;

export const staffModerationParamsSchema = z.object({
  id: z.string().regex(/^[1-9]\d{0,17}$/, 'A message id is a positive whole number.'),
});

export const staffReportedMessageSchema = z.object({
  id: z.string(),
  channel: z.string(),
  /** the author's alias, as the community shows it */
  alias: z.string(),
  text: z.string(),
  created_at: z.string(),
  hidden: z.boolean(),
  hidden_at: z.string().nullable(),
  report_count: z.number().int(),
  last_reported_at: z.string(),
  /** the reasons given (empty ones left out), newest first */
  reasons: z.array(z.string()),
});
export type StaffReportedMessage = z.infer<typeof staffReportedMessageSchema>;

export const staffModerationResponseSchema = z.object({
  messages: z.array(staffReportedMessageSchema),
  next_cursor: z.string().nullable(),
});
export type StaffModerationResponse = z.infer<typeof staffModerationResponseSchema>;

export const staffModerationActionResponseSchema = z.object({
  id: z.string(),
  hidden: z.boolean(),
  /** false when the message already was in that state */
  changed: z.boolean(),
});
export type StaffModerationActionResponse = z.infer<typeof staffModerationActionResponseSchema>;

/** GET /staff/jobs/ (issue 31): the job queue by kind, and its failed jobs, newest first. */
export const staffJobsResponseSchema = z.object({
  queues: z.array(
    z.object({
      kind: z.string(),
      waiting: z.number().int(),
      active: z.number().int(),
      failed: z.number().int(),
      completed: z.number().int(),
    }),
  ),
  failed: z.array(z.object({ kind: z.string(), id: z.string(), failed_at: z.string(), error: z.string() })),
});
export type StaffJobsResponse = z.infer<typeof staffJobsResponseSchema>;

export const staffJobParamsSchema = z.object({
  kind: z.string().regex(/^[a-z][a-z0-9._-]{0,63}$/, 'kind must be a job kind.'),
  id: z.uuid({ error: 'id must be a job id.' }),
});
