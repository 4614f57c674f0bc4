/*
 * What deleting an account does to every column of every table (decision 042). The erasure
 * (deletion.ts) deletes the rows of every table whose `rows` is 'delete' from this map, and
 * policy.test.ts fails when a table or column of the Drizzle schema has no line here, or when the
 * decision record lists other columns: a new column that holds personal data cannot slip in.
 *
 * Column fates:
 * - erase:          the row stays, the value is replaced by one that names and reaches no one
 * - keep-detached:  the row stays and keeps pointing at the account's row, which is now a
 *                   tombstone without name or contact
 * - keep:           kept as it is (it says nothing about the person)
 * - delete-row:     the row goes with the person
 * - by-choice:      community messages: kept as "a former member", or deleted (the person's choice)
 * - not-personal:   a table that holds nothing about any person
 */
export type ColumnFate = 'erase' | 'keep-detached' | 'keep' | 'delete-row' | 'by-choice' | 'not-personal';

export interface TablePolicy {
  /** what happens to the person's rows */
  rows: 'delete' | 'keep' | 'tombstone' | 'by-choice' | 'not-personal';
  /**
   * For rows: 'delete', how the person's rows are found: the column holding their user id, the
   * column holding one of their addresses (any case), or deleted with a parent row by cascade.
   */
  match?: { column: string; value: 'user-id' | 'address' } | { cascadeFrom: string };
  why: string;
  columns: Record<string, ColumnFate>;
}

const deleteRows = (names: string[]): Record<string, ColumnFate> =>
  Object.fromEntries(names.map((name) => [name, 'delete-row' as const]));
const notPersonal = (names: string[]): Record<string, ColumnFate> =>
  Object.fromEntries(names.map((name) => [name, 'not-personal' as const]));

export const deletionPolicy: Record<string, TablePolicy> = {
  users: {
    rows: 'tombstone',
    why: 'Kept payments and messages point at the row, so it stays with every personal value replaced.',
    columns: {
      id: 'keep-detached',
      email: 'erase',
      username: 'erase',
      full_name: 'erase',
      phone_number: 'erase',
      website_name: 'erase',
      company_name: 'erase',
      country: 'erase',
      password_hash: 'erase',
      role: 'erase',
      paid: 'erase',
      email_verified: 'erase',
      iswebinarformfilled: 'erase',
      is_staff: 'keep',
      no_linkedin: 'erase',
      came_from_plan: 'erase',
      delete_after: 'erase',
      delete_community_messages: 'erase',
      erased_at: 'keep',
      created_at: 'keep',
      updated_at: 'keep',
    },
  },
  verifications: {
    rows: 'delete',
    match: { column: 'target', value: 'address' },
    why: 'Codes sent to the person’s addresses.',
    columns: deleteRows([
      'id',
      'purpose',
      'target',
      'code_hash',
      'expires_at',
      'attempts',
      'consumed_at',
      'verified_at',
      'last_sent_at',
      'created_at',
    ]),
  },
  verification_sends: {
    rows: 'delete',
    match: { column: 'target', value: 'address' },
    why: 'The send log of codes to the person’s addresses.',
    columns: deleteRows(['id', 'target', 'purpose', 'client', 'sent_at']),
  },
  login_throttles: {
    rows: 'delete',
    match: { column: 'account', value: 'user-id' },
    why: 'Failed sign-ins of the account, with client addresses.',
    columns: deleteRows(['account', 'client', 'failures', 'last_failure_at', 'blocked_until']),
  },
  refresh_tokens: {
    rows: 'delete',
    match: { column: 'user_id', value: 'user-id' },
    why: 'Sessions: revoked at the request, deleted at the erasure (the sign-in history goes with them).',
    columns: deleteRows([
      'id',
      'user_id',
      'family_id',
      'token_hash',
      'expires_at',
      'rotated_at',
      'revoked_at',
      'created_at',
    ]),
  },
  email_outbox: {
    rows: 'delete',
    match: { column: 'to_address', value: 'address' },
    why: 'Every message to the person’s addresses, with their name in the body.',
    columns: deleteRows([
      'id',
      'kind',
      'to_address',
      'subject',
      'text_body',
      'html_body',
      'status',
      'attempts',
      'next_attempt_at',
      'last_error',
      'headers',
      'sent_at',
      'created_at',
    ]),
  },
  coupons: {
    rows: 'not-personal',
    why: 'Coupon codes staff create.',
    columns: notPersonal([
      'code',
      'percent_off',
      'active',
      'expires_at',
      'max_redemptions',
      'redemptions',
      'created_at',
    ]),
  },
  coupon_choices: {
    rows: 'delete',
    match: { column: 'user_id', value: 'user-id' },
    why: 'The coupon the person last validated.',
    columns: deleteRows(['user_id', 'code', 'validated_at']),
  },
  payments: {
    rows: 'keep',
    why: 'Accounting law keeps payments and invoices (decision 042); they lose the name and contact.',
    columns: {
      id: 'keep',
      user_id: 'keep-detached',
      provider: 'keep',
      stripe_session_id: 'keep',
      stripe_payment_intent_id: 'keep',
      product_name: 'keep',
      amount: 'keep',
      list_amount: 'keep',
      currency: 'keep',
      coupon_code: 'keep',
      coupon_reserved: 'keep',
      status: 'keep',
      customer_name: 'erase',
      company_name: 'erase',
      email: 'erase',
      receipt_url: 'keep',
      invoice_url: 'keep',
      invoice_number: 'keep',
      paid_at: 'keep',
      created_at: 'keep',
      updated_at: 'keep',
    },
  },
  processed_events: {
    rows: 'not-personal',
    why: 'Ids of payment webhooks already handled.',
    columns: notPersonal(['id', 'type', 'processed_at']),
  },
  research_categories: {
    rows: 'not-personal',
    why: 'The research library.',
    columns: notPersonal(['id', 'position', 'category', 'research_points', 'updated_at']),
  },
  market_multiples: {
    rows: 'not-personal',
    why: 'The market data behind the value estimate.',
    columns: notPersonal(['id', 'data', 'updated_at']),
  },
  company_surveys: {
    rows: 'delete',
    match: { column: 'user_id', value: 'user-id' },
    why: 'The business-details answers.',
    columns: deleteRows(['user_id', 'answers', 'submitted_at', 'created_at', 'updated_at']),
  },
  onboarding: {
    rows: 'delete',
    match: { column: 'user_id', value: 'user-id' },
    why: 'The adviser session state.',
    columns: deleteRows(['user_id', 'adviser_session', 'adviser_session_at', 'updated_at']),
  },
  assessment_submissions: {
    rows: 'delete',
    match: { column: 'user_id', value: 'user-id' },
    why: 'Submitted assessments: answers about the person’s business.',
    columns: deleteRows(['id', 'user_id', 'kind', 'instrument_version', 'answers', 'scores', 'submitted_at']),
  },
  assessment_drafts: {
    rows: 'delete',
    match: { column: 'user_id', value: 'user-id' },
    why: 'Assessments in progress.',
    columns: deleteRows([
      'user_id',
      'kind',
      'instrument_version',
      'answers',
      'current_section',
      'currency',
      'saved_at',
    ]),
  },
  user_emails: {
    rows: 'delete',
    match: { column: 'user_id', value: 'user-id' },
    why: 'The person’s other addresses.',
    columns: deleteRows(['id', 'user_id', 'email', 'verified_at', 'created_at']),
  },
  invoice_counters: {
    rows: 'not-personal',
    why: 'The last invoice number per year.',
    columns: notPersonal(['year', 'last_number']),
  },
  community_messages: {
    rows: 'by-choice',
    why: 'Kept as “a former member” (the alias is the tombstone’s, shown as such), or emptied and marked deleted, as the person chose.',
    columns: {
      id: 'keep',
      channel: 'keep',
      author_id: 'keep-detached',
      text: 'by-choice',
      created_at: 'keep',
      deleted_at: 'by-choice',
      hidden_at: 'keep',
      hidden_by: 'keep-detached',
    },
  },
  community_read_markers: {
    rows: 'delete',
    match: { column: 'user_id', value: 'user-id' },
    why: 'How far the person read each channel.',
    columns: deleteRows(['user_id', 'channel', 'last_read_id', 'updated_at']),
  },
  community_reports: {
    rows: 'delete',
    match: { column: 'reporter_id', value: 'user-id' },
    why: 'Reports the person made (reports of their deleted messages go with the messages’ text).',
    columns: deleteRows(['message_id', 'reporter_id', 'reason', 'created_at']),
  },
  community_stream_tickets: {
    rows: 'delete',
    match: { column: 'user_id', value: 'user-id' },
    why: 'Live-stream tickets.',
    columns: deleteRows(['token_hash', 'user_id', 'expires_at']),
  },
  confidante_conversations: {
    rows: 'delete',
    match: { column: 'user_id', value: 'user-id' },
    why: 'Confidante conversations.',
    columns: deleteRows(['id', 'user_id', 'title', 'created_at', 'updated_at']),
  },
  confidante_messages: {
    rows: 'delete',
    match: { cascadeFrom: 'confidante_conversations' },
    why: 'The conversations’ questions and answers (deleted with them by the foreign key).',
    columns: deleteRows([
      'id',
      'conversation_id',
      'role',
      'content',
      'mode',
      'sources',
      'prompt_tokens',
      'completion_tokens',
      'tokens_estimated',
      'stopped',
      'created_at',
    ]),
  },
  confidante_usage: {
    rows: 'delete',
    match: { column: 'user_id', value: 'user-id' },
    why: 'Model answers and the tokens they used, per day.',
    columns: deleteRows(['user_id', 'day', 'messages', 'tokens', 'estimated_tokens']),
  },
  staff_step_ups: {
    rows: 'delete',
    match: { column: 'user_id', value: 'user-id' },
    why: 'Staff password confirmations (staff cannot be deleted this way; kept clean all the same).',
    columns: deleteRows(['session_id', 'user_id', 'expires_at']),
  },
  staff_audit_log: {
    rows: 'keep',
    why: 'Append-only record of staff actions (a trigger refuses changes); the erasure adds one entry without personal data. Staff, the only actors, cannot be deleted this way.',
    columns: {
      id: 'keep',
      at: 'keep',
      actor_id: 'keep',
      actor_email: 'keep',
      action: 'keep',
      target_type: 'keep',
      target_id: 'keep',
      ip: 'keep',
      detail: 'keep',
    },
  },
  site_settings: {
    rows: 'not-personal',
    why: 'The operator’s identity and links.',
    columns: notPersonal([
      'id',
      'company_name',
      'address',
      'contact_email',
      'support_phone',
      'social_links',
      'scheduling_url',
      'proof_video_url',
      'updated_at',
    ]),
  },
  data_exports: {
    rows: 'delete',
    match: { column: 'user_id', value: 'user-id' },
    why: 'The person’s exports, ZIP included.',
    columns: deleteRows(['id', 'user_id', 'status', 'zip', 'bytes', 'requested_at', 'ready_at', 'expires_at']),
  },
  passkeys: {
    rows: 'delete',
    match: { column: 'user_id', value: 'user-id' },
    why: 'The person’s passkeys: public keys, counters and the names they gave them.',
    columns: deleteRows([
      'id',
      'user_id',
      'credential_id',
      'public_key',
      'counter',
      'transports',
      'name',
      'created_at',
      'last_used_at',
    ]),
  },
  webauthn_challenges: {
    rows: 'delete',
    match: { column: 'user_id', value: 'user-id' },
    why: 'Open WebAuthn challenges of the person (sign-in challenges have no user and expire in minutes).',
    columns: deleteRows(['id', 'user_id', 'purpose', 'challenge', 'expires_at']),
  },
  totp_factors: {
    rows: 'delete',
    match: { column: 'user_id', value: 'user-id' },
    why: 'The person’s authenticator-app secret.',
    columns: deleteRows(['user_id', 'secret', 'confirmed_at', 'last_step', 'created_at']),
  },
  recovery_codes: {
    rows: 'delete',
    match: { column: 'user_id', value: 'user-id' },
    why: 'Hashes of the person’s one-time recovery codes.',
    columns: deleteRows(['id', 'user_id', 'code_hash', 'used_at']),
  },
  company_financials: {
    rows: 'delete',
    match: { column: 'user_id', value: 'user-id' },
    why: 'The person’s Financials step: revenue, EBITDA, owner pay and shares.',
    columns: deleteRows([
      'user_id',
      'currency',
      'revenue',
      'ebitda',
      'owner_compensation',
      'recurring_share',
      'largest_customer_share',
      'runs_without_owner',
      'updated_at',
    ]),
  },
  value_snapshots: {
    rows: 'delete',
    match: { column: 'user_id', value: 'user-id' },
    why: 'The history of the person’s readiness score and value estimate.',
    columns: deleteRows([
      'id',
      'user_id',
      'at',
      'cause',
      'readiness_score',
      'currency',
      'value_low',
      'value_mid',
      'value_high',
    ]),
  },
  benchmark_periods: {
    rows: 'not-personal',
    why: 'One row per day the benchmarks were frozen: a date and how many owners were counted.',
    columns: notPersonal(['as_of', 'owners', 'built_at']),
  },
  benchmark_distributions: {
    rows: 'not-personal',
    why: 'Histograms of owners’ figures per metric and cohort: counts only, never an owner’s figure or id.',
    columns: notPersonal(['as_of', 'metric', 'cohort', 'counts', 'total']),
  },
  plan_marks: {
    rows: 'delete',
    match: { column: 'user_id', value: 'user-id' },
    why: 'The person’s marks on their 90-day plan’s actions.',
    columns: deleteRows([
      'user_id',
      'action_id',
      'state',
      'started_at',
      'done_at',
      'snoozed_until',
      'dismissed_reason',
      'basis',
      'updated_at',
    ]),
  },
  plan_mark_history: {
    rows: 'delete',
    match: { column: 'user_id', value: 'user-id' },
    why: 'Every mark the person set on a plan action, with their notes.',
    columns: deleteRows(['id', 'user_id', 'action_id', 'state', 'note', 'at']),
  },
  email_preferences: {
    rows: 'delete',
    match: { column: 'user_id', value: 'user-id' },
    why: 'Which reminders the person wants, their digest day and time zone.',
    columns: deleteRows([
      'user_id',
      'onboarding_nudge',
      'unfinished_draft',
      'weekly_digest',
      'retake_reminder',
      'digest_weekday',
      'time_zone',
      'time_zone_set',
      'updated_at',
    ]),
  },
  reminder_sends: {
    rows: 'delete',
    match: { column: 'user_id', value: 'user-id' },
    why: 'Which reminders were sent to the person and when (the dedupe record).',
    columns: deleteRows(['dedupe_key', 'user_id', 'kind', 'sent_at']),
  },
  unsubscribe_token_uses: {
    rows: 'delete',
    match: { column: 'user_id', value: 'user-id' },
    why: 'The unsubscribe links the person used (nonces), so none works twice.',
    columns: deleteRows(['nonce', 'user_id', 'used_at']),
  },
};
