import { sql } from 'drizzle-orm';
import type { MarketMultiples } from '@exitcraft/shared/content/market-multiples';
import type { SurveyAnswers } from '@exitcraft/shared/schemas/company-survey';
import { adviserSessionStates } from '@exitcraft/shared/schemas/onboarding';
import {
  bigint,
  customType,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    username: text('username').notNull(),
    fullName: text('full_name').notNull(),
    phoneNumber: text('phone_number').notNull().default(''),
    websiteName: text('website_name').notNull().default(''),
    companyName: text('company_name').notNull().default(''),
    country: text('country').notNull().default(''),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ['guest', 'paid_user'] })
      .notNull()
      .default('guest'),
    paid: boolean('paid').notNull().default(false),
    emailVerified: boolean('email_verified').notNull().default(false),
    webinarFormFilled: boolean('iswebinarformfilled').notNull().default(false),
    isStaff: boolean('is_staff').notNull().default(false),
    noLinkedin: boolean('no_linkedin').notNull().default(true),
    cameFromPlan: boolean('came_from_plan').notNull().default(false),
    /** a deletion the person asked for (decision 041): erased at this time unless they sign in before */
    deleteAfter: timestamp('delete_after', { withTimezone: true }),
    /** what the erasure does to their community messages: kept as "a former member", or deleted */
    deleteCommunityMessages: text('delete_community_messages', { enum: ['keep', 'delete'] }),
    /** set by the erasure: the row stays as a tombstone so kept payments and messages still point at it */
    erasedAt: timestamp('erased_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(sql`lower(${t.email})`),
    uniqueIndex('users_username_unique').on(sql`lower(${t.username})`),
    // the staff People view: newest first, and one ILIKE '%…%' search over four columns (pg_trgm, decision 018); no fastupdate: sign-ups are rare, searches must stay fast after a bulk import
    index('users_created_id_idx').on(t.createdAt, t.id),
    index('users_email_trgm_idx')
      .using('gin', sql`${t.email} gin_trgm_ops`)
      .with({ fastupdate: false }),
    index('users_full_name_trgm_idx')
      .using('gin', sql`${t.fullName} gin_trgm_ops`)
      .with({ fastupdate: false }),
    index('users_username_trgm_idx')
      .using('gin', sql`${t.username} gin_trgm_ops`)
      .with({ fastupdate: false }),
    index('users_company_name_trgm_idx')
      .using('gin', sql`${t.companyName} gin_trgm_ops`)
      .with({ fastupdate: false }),
  ],
);

/** One live code per purpose and target; a resend replaces the code but keeps the failure count. */
export const verifications = pgTable(
  'verifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    purpose: text('purpose').notNull(),
    target: text('target').notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('verifications_purpose_target_unique').on(t.purpose, t.target)],
);

/** Every code sent, for the hourly send limits per (address, client address) and per address. */
export const verificationSends = pgTable(
  'verification_sends',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    target: text('target').notNull(),
    purpose: text('purpose').notNull(),
    /** the address the request came from ('' for sends recorded before it was kept) */
    client: text('client').notNull().default(''),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('verification_sends_target_idx').on(t.target, t.sentAt)],
);

/**
 * Failed sign-ins, counted per (account, client address) and per account (client ''). An account
 * is the user id, or a hash of the identifier when no account has it, so both take the same path.
 */
export const loginThrottles = pgTable(
  'login_throttles',
  {
    account: text('account').notNull(),
    client: text('client').notNull(),
    failures: integer('failures').notNull(),
    lastFailureAt: timestamp('last_failure_at', { withTimezone: true }).notNull(),
    blockedUntil: timestamp('blocked_until', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.account, t.client] })],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('refresh_tokens_hash_unique').on(t.tokenHash),
    index('refresh_tokens_family_idx').on(t.familyId),
    index('refresh_tokens_user_idx').on(t.userId),
  ],
);

export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    to: text('to_address').notNull(),
    subject: text('subject').notNull(),
    text: text('text_body').notNull(),
    html: text('html_body').notNull(),
    /** extra headers of a non-transactional message: List-Unsubscribe and List-Unsubscribe-Post (RFC 8058) */
    headers: jsonb('headers').$type<Record<string, string>>(),
    status: text('status', { enum: ['pending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('email_outbox_due_idx').on(t.status, t.nextAttemptAt)],
);

export const coupons = pgTable('coupons', {
  code: text('code').primaryKey(),
  percentOff: integer('percent_off').notNull(),
  active: boolean('active').notNull().default(true),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  maxRedemptions: integer('max_redemptions'),
  redemptions: integer('redemptions').notNull().default(0),
  createdAt: createdAt(),
});

/**
 * The coupon a user last validated on POST /coupons/, so that the spec's checkout body, which
 * carries only the discounted amount, can be priced from it. One row per user.
 */
export const couponChoices = pgTable('coupon_choices', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  code: text('code')
    .notNull()
    .references(() => coupons.code, { onDelete: 'cascade' }),
  validatedAt: timestamp('validated_at', { withTimezone: true }).notNull(),
});

export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: ['stripe', 'local'] }).notNull(),
    stripeSessionId: text('stripe_session_id').notNull(),
    stripePaymentIntentId: text('stripe_payment_intent_id'),
    productName: text('product_name').notNull(),
    amount: integer('amount').notNull(),
    listAmount: integer('list_amount').notNull(),
    currency: text('currency').notNull().default('usd'),
    couponCode: text('coupon_code'),
    /** this checkout holds one of its coupon's redemptions until it completes, expires or is replaced */
    couponReserved: boolean('coupon_reserved').notNull().default(false),
    // on_hold: paid, but its coupon was used up meanwhile; no membership until staff settles it
    status: text('status', {
      enum: ['pending', 'processing', 'completed', 'failed', 'refunded', 'expired', 'on_hold'],
    })
      .notNull()
      .default('pending'),
    customerName: text('customer_name').notNull(),
    companyName: text('company_name'),
    email: text('email'),
    receiptUrl: text('receipt_url'),
    invoiceUrl: text('invoice_url'),
    /** EXC-<year>-<6 digits>, assigned once when the payment completes (invoice_counters) */
    invoiceNumber: text('invoice_number'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('payments_session_unique').on(t.stripeSessionId),
    index('payments_user_idx').on(t.userId),
    uniqueIndex('payments_invoice_number_unique').on(t.invoiceNumber),
  ],
);

/** Webhook events already handled: a retry or a duplicate is acknowledged and ignored. */
export const processedEvents = pgTable('processed_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  processedAt: timestamp('processed_at', { withTimezone: true }).notNull().defaultNow(),
});

export interface ResearchStatisticRow {
  context: string;
  URL: string;
}
export interface ResearchPointRow {
  name: string;
  statistics: ResearchStatisticRow[];
}

export const researchCategories = pgTable('research_categories', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  position: integer('position').notNull(),
  category: text('category').notNull().default(''),
  researchPoints: jsonb('research_points').$type<ResearchPointRow[]>().notNull(),
  updatedAt: updatedAt(),
});

/**
 * The market data behind the value estimate (issue 30, decision 036): one row (id 1), the whole set
 * as staff last saved it in the back office's Research section. No row: the bundled, sourced set.
 */
export const marketMultiples = pgTable(
  'market_multiples',
  {
    id: integer('id').primaryKey().default(1),
    data: jsonb('data').$type<MarketMultiples>().notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [check('market_multiples_one_row', sql`${t.id} = 1`)],
);

/**
 * A person's business-details survey: the answers as the write form names them (validated by the
 * shared schema before they get here), kept as one draft that each save merges into. `submitted_at`
 * is set once, by the first complete submission, and later edits keep it.
 */
export const companySurveys = pgTable('company_surveys', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  answers: jsonb('answers').$type<SurveyAnswers>().notNull().default({}),
  submittedAt: timestamp('submitted_at', { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** What the dashboard's onboarding cannot derive from other tables: the adviser session. */
export const onboarding = pgTable('onboarding', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  adviserSession: text('adviser_session', { enum: adviserSessionStates }),
  adviserSessionAt: timestamp('adviser_session_at', { withTimezone: true }),
  updatedAt: updatedAt(),
});

/**
 * One row per submitted assessment (brand, roi, diagnostic), never overwritten: a retake is a new
 * row. It stores the instrument's version, the answers and the scores the server computed.
 */
export const assessmentSubmissions = pgTable(
  'assessment_submissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['brand', 'roi', 'diagnostic'] }).notNull(),
    instrumentVersion: text('instrument_version').notNull(),
    answers: jsonb('answers').notNull(),
    scores: jsonb('scores').notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('assessment_submissions_user_kind_idx').on(t.userId, t.kind, t.submittedAt)],
);

/**
 * An assessment in progress: one row per (user, kind), replaced by each save and deleted by the
 * submission. The answers were checked against the instrument version stored beside them.
 */
export const assessmentDrafts = pgTable(
  'assessment_drafts',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['brand', 'roi', 'diagnostic'] }).notNull(),
    instrumentVersion: text('instrument_version').notNull(),
    answers: jsonb('answers').$type<Record<string, number | string>>().notNull(),
    currentSection: integer('current_section').notNull(),
    currency: text('currency'),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind] })],
);

/**
 * An account's addresses besides its primary (users.email): added with a code, verified once the
 * code is entered. A verified address belongs to one account only: the partial unique index makes
 * two accounts verifying one address at once end with exactly one owner.
 */
export const userEmails = pgTable(
  'user_emails',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('user_emails_user_email_unique').on(t.userId, sql`lower(${t.email})`),
    uniqueIndex('user_emails_verified_unique')
      .on(sql`lower(${t.email})`)
      .where(sql`${t.verifiedAt} IS NOT NULL`),
  ],
);

/** The last invoice number handed out per calendar year (UTC); taken with one UPDATE … RETURNING. */
export const invoiceCounters = pgTable('invoice_counters', {
  year: integer('year').primaryKey(),
  lastNumber: integer('last_number').notNull(),
});

/**
 * The community's messages (issue 14). The id is a sequence: the history's cursor and the stream's
 * event id. The author is a user id, shown only as their alias. A deleted or hidden message keeps
 * its row (the per-minute post limit still counts it) but is never shown again; a deleted one
 * loses its text.
 */
export const communityMessages = pgTable(
  'community_messages',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    channel: text('channel').notNull(),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    createdAt: createdAt(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenBy: uuid('hidden_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('community_messages_channel_id').on(t.channel, t.id),
    index('community_messages_author_created').on(t.authorId, t.createdAt),
  ],
);

/** How far each person has read each channel: the unread counts. */
export const communityReadMarkers = pgTable(
  'community_read_markers',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    channel: text('channel').notNull(),
    lastReadId: bigint('last_read_id', { mode: 'bigint' }).notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.channel] })],
);

/** A member's report of a message, for the moderators; one per person and message. */
export const communityReports = pgTable(
  'community_reports',
  {
    messageId: bigint('message_id', { mode: 'bigint' })
      .notNull()
      .references(() => communityMessages.id, { onDelete: 'cascade' }),
    reporterId: uuid('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.messageId, t.reporterId] })],
);

/**
 * Single-use tickets that open the live stream (the access token never goes into a URL). Only the
 * SHA-256 of a ticket is stored; any instance can redeem it, once, before it expires.
 */
export const communityStreamTickets = pgTable('community_stream_tickets', {
  tokenHash: text('token_hash').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** A Confidante conversation (/aiagent): the member's own; deleting it deletes its messages. */
export const confidanteConversations = pgTable(
  'confidante_conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('confidante_conversations_user_idx').on(t.userId, t.updatedAt)],
);

/**
 * One question or answer. An answer keeps how it was made (library or model) and what it quoted;
 * a model answer keeps the tokens it used (as the adviser reported them, or estimated from its
 * characters when it did not: `tokens_estimated`) and whether the member stopped it midway.
 */
export const confidanteMessages = pgTable(
  'confidante_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => confidanteConversations.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['user', 'assistant'] }).notNull(),
    content: text('content').notNull(),
    mode: text('mode', { enum: ['library', 'model'] }),
    sources: jsonb('sources').$type<{ title: string; url: string }[]>().notNull().default([]),
    promptTokens: integer('prompt_tokens'),
    completionTokens: integer('completion_tokens'),
    tokensEstimated: boolean('tokens_estimated').notNull().default(false),
    stopped: boolean('stopped').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('confidante_messages_conversation_idx').on(t.conversationId, t.createdAt)],
);

/**
 * Model answers used per member and UTC day, and the tokens they used (`estimated_tokens`: the
 * part of `tokens` counted from characters because the adviser reported none). Kept apart from
 * the messages so deleting a conversation does not hand the allowance back or hide its cost.
 */
export const confidanteUsage = pgTable(
  'confidante_usage',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: text('day').notNull(),
    messages: integer('messages').notNull().default(0),
    tokens: integer('tokens').notNull().default(0),
    estimatedTokens: integer('estimated_tokens').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);

/**
 * A staff step-up: the password confirmed again in one sign-in session (refresh-token family),
 * which lets that session move money or access until `expires_at` (15 minutes, decision 016).
 */
export const staffStepUps = pgTable('staff_step_ups', {
  sessionId: uuid('session_id').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

export interface StaffAuditDetail {
  before?: Record<string, unknown>;
  after?: Record<string, unknown>;
  reason?: string;
  [key: string]: unknown;
}

/**
 * Every staff action and export, written in the transaction of the change it records. Append-only:
 * no route changes or deletes a row, and a trigger (migration 0008) refuses UPDATE and DELETE. The
 * actor is kept by id and email, without a foreign key, so the record outlives the account.
 */
export const staffAuditLog = pgTable(
  'staff_audit_log',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    actorId: uuid('actor_id').notNull(),
    actorEmail: text('actor_email').notNull(),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    ip: text('ip').notNull(),
    detail: jsonb('detail').$type<StaffAuditDetail>().notNull().default({}),
  },
  (t) => [
    index('staff_audit_log_actor_idx').on(t.actorId, t.id),
    index('staff_audit_log_action_idx').on(t.action, t.id),
  ],
);

/**
 * The operator's identity and run-time links (issue 28): one row (id 1), edited by staff, read on
 * every request that shows them. Environment variables seed it on the first start only.
 */
export const siteSettings = pgTable(
  'site_settings',
  {
    id: integer('id').primaryKey().default(1),
    companyName: text('company_name'),
    address: text('address'),
    contactEmail: text('contact_email'),
    supportPhone: text('support_phone'),
    socialLinks: jsonb('social_links').$type<{ name: string; url: string }[]>().notNull().default([]),
    schedulingUrl: text('scheduling_url'),
    proofVideoUrl: text('proof_video_url'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('site_settings_one_row', sql`${t.id} = 1`)],
);

/**
 * A passkey (WebAuthn credential) a person registered (decision 033): the public key and the
 * signature counter the authenticator last reported; the private key never leaves the device.
 */
export const passkeys = pgTable(
  'passkeys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    credentialId: text('credential_id').notNull(),
    publicKey: text('public_key').notNull(),
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: jsonb('transports').$type<string[]>().notNull().default([]),
    name: text('name').notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('passkeys_credential_unique').on(t.credentialId), index('passkeys_user_idx').on(t.userId)],
);

/**
 * A WebAuthn challenge the server handed out: single use (deleted when answered), short-lived.
 * `user_id` is null for a passkey sign-in, where nobody is known yet.
 */
export const webauthnChallenges = pgTable(
  'webauthn_challenges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    challenge: text('challenge').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('webauthn_challenges_expires_idx').on(t.expiresAt)],
);

/**
 * An authenticator app (TOTP, RFC 6238) of one person: pending until a code confirms it.
 * `last_step` is the time step of the last accepted code, so a code is accepted once.
 */
export const totpFactors = pgTable('totp_factors', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secret: text('secret').notNull(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  lastStep: bigint('last_step', { mode: 'number' }),
  createdAt: createdAt(),
});

/** Ten one-time recovery codes given with an authenticator app, stored as hashes. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('recovery_codes_user_hash_unique').on(t.userId, t.codeHash)],
);

/**
 * The business details' optional Financials step (issue 30): one row per member, every field null
 * until saved. Money in whole units of `currency`, shares as whole percentages.
 */
export const companyFinancials = pgTable(
  'company_financials',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    currency: text('currency'),
    revenue: bigint('revenue', { mode: 'number' }),
    ebitda: bigint('ebitda', { mode: 'number' }),
    ownerCompensation: bigint('owner_compensation', { mode: 'number' }),
    recurringShare: integer('recurring_share'),
    largestCustomerShare: integer('largest_customer_share'),
    runsWithoutOwner: boolean('runs_without_owner'),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('company_financials_recurring_share', sql`${t.recurringShare} between 0 and 100`),
    check('company_financials_largest_customer_share', sql`${t.largestCustomerShare} between 0 and 100`),
  ],
);

/**
 * How the estimate moves (issue 30): after every submission and every change of financials, the
 * readiness score and the value range as they then stood. Value fields are null while there is
 * no estimate (financials missing).
 */
export const valueSnapshots = pgTable(
  'value_snapshots',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull(),
    /** what caused it: 'financials', or the submitted instrument or 'business_details' */
    cause: text('cause').notNull(),
    readinessScore: integer('readiness_score'),
    currency: text('currency'),
    valueLow: bigint('value_low', { mode: 'number' }),
    valueMid: bigint('value_mid', { mode: 'number' }),
    valueHigh: bigint('value_high', { mode: 'number' }),
  },
  (t) => [index('value_snapshots_user_idx').on(t.userId, t.at)],
);

/**
 * Benchmarks (issue 30, decision 038): the owners' figures frozen once a day. A period row is
 * written once, in the same transaction as its distributions, by the first request of the day.
 */
export const benchmarkPeriods = pgTable('benchmark_periods', {
  /** the UTC day (YYYY-MM-DD) whose start the latest submissions were read at */
  asOf: text('as_of').primaryKey(),
  owners: integer('owners').notNull(),
  builtAt: timestamp('built_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One metric's distribution in one cohort of a period: the number of owners in each of the
 * metric's fixed bins (a histogram, never an owner's figure). `cohort` is `all` or
 * `<industry group>|<size band>`.
 */
export const benchmarkDistributions = pgTable(
  'benchmark_distributions',
  {
    asOf: text('as_of')
      .notNull()
      .references(() => benchmarkPeriods.asOf, { onDelete: 'cascade' }),
    metric: text('metric').notNull(),
    cohort: text('cohort').notNull(),
    counts: integer('counts').array().notNull(),
    total: integer('total').notNull(),
  },
  (t) => [primaryKey({ columns: [t.asOf, t.metric, t.cohort] })],
);

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * A member's "download everything" request (decision 041): built in the background, kept as the
 * ZIP itself so any instance can serve it, and removed once it expires or the account is erased.
 */
export const dataExports = pgTable(
  'data_exports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['pending', 'ready', 'failed'] })
      .notNull()
      .default('pending'),
    zip: bytea('zip'),
    bytes: integer('bytes'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    readyAt: timestamp('ready_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (t) => [index('data_exports_user_idx').on(t.userId, t.requestedAt), index('data_exports_status_idx').on(t.status)],
);

/**
 * The member's mark on one action of the 90-day plan (issue 31), keyed by the action's stable id
 * (`roi:staff_turnover`), so it survives a retake that recomputes the plan. `basis` is the plan's
 * start (its latest submission) when the mark was set: a done action whose plan started later and
 * still holds it shows as "again".
 */
export const planMarks = pgTable(
  'plan_marks',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    actionId: text('action_id').notNull(),
    state: text('state', { enum: ['open', 'started', 'done', 'snoozed', 'dismissed'] }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    doneAt: timestamp('done_at', { withTimezone: true }),
    snoozedUntil: text('snoozed_until'),
    dismissedReason: text('dismissed_reason'),
    basis: timestamp('basis', { withTimezone: true }),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.actionId] })],
);

/** Every mark ever set on a plan action, oldest first: the history a retake never erases. */
export const planMarkHistory = pgTable(
  'plan_mark_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    actionId: text('action_id').notNull(),
    state: text('state', { enum: ['open', 'started', 'done', 'snoozed', 'dismissed'] }).notNull(),
    note: text('note'),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('plan_mark_history_user_action_idx').on(t.userId, t.actionId, t.at)],
);

/**
 * A member's email preferences (issue 31): each reminder kind on or off, the weekday of the plan
 * digest (0 Sunday .. 6 Saturday) and the IANA time zone its morning is read in. No row means
 * the defaults: every kind on, Monday, UTC until the browser reports its zone.
 */
export const emailPreferences = pgTable('email_preferences', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  onboardingNudge: boolean('onboarding_nudge').notNull().default(true),
  unfinishedDraft: boolean('unfinished_draft').notNull().default(true),
  weeklyDigest: boolean('weekly_digest').notNull().default(true),
  retakeReminder: boolean('retake_reminder').notNull().default(true),
  digestWeekday: integer('digest_weekday').notNull().default(1),
  timeZone: text('time_zone').notNull().default('UTC'),
  /** false until the member (or their browser) set the zone */
  timeZoneSet: boolean('time_zone_set').notNull().default(false),
  updatedAt: updatedAt(),
});

/**
 * One row per reminder ever sent, keyed by its cause (decision 040): the unique dedupe key is
 * claimed before the message is queued, so no cause is mailed twice by any number of instances.
 */
export const reminderSends = pgTable(
  'reminder_sends',
  {
    dedupeKey: text('dedupe_key').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('reminder_sends_user_idx').on(t.userId, t.sentAt)],
);

/** The nonce of each unsubscribe link once used: a second use is refused (decision 040). */
export const unsubscribeTokenUses = pgTable('unsubscribe_token_uses', {
  nonce: text('nonce').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  usedAt: timestamp('used_at', { withTimezone: true }).notNull(),
});
