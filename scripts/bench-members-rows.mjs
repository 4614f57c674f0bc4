// The member endpoints scripts/bench-members.mjs measures (issue 33): every request the dashboard,
// the assessments, the results, Exit Wealth, the community and settings send on load (each web
// feature's api.ts), and the autosaves they send while a person types. One row per endpoint:
//   method, path, body (JSON text) and `floor`: the statements the endpoint needs beyond the
//   caller's own (captured with apps/server/test/query-log.ts: PRINT_STATEMENTS=1 npx vitest run
//   apps/server/test/member-statements.test.ts), each [text, (member) => values]; the floor server
//   (bench-members-floor.mjs) runs the caller statement gathered per turn and then these, in order.
// Another endpoint is one more row here. `mix` is its weight in the mixed load (0: not in it).
// The floor statements are those of the code as it was before issue 33's changes; a change that
// makes an endpoint send fewer statements changes its row (so the floor stays "the same statements").

const submissionsOf = `select "id", "user_id", "kind", "instrument_version", "answers", "scores", "submitted_at" from "assessment_submissions" where ("assessment_submissions"."user_id" = $1 and "assessment_submissions"."kind" = $2) order by "assessment_submissions"."submitted_at" desc, "assessment_submissions"."id" desc`;
const draftOf = `select "answers", "saved_at" from "assessment_drafts" where ("assessment_drafts"."user_id" = $1 and "assessment_drafts"."kind" = $2)`;
const financialsOf = `select "user_id", "currency", "revenue", "ebitda", "owner_compensation", "recurring_share", "largest_customer_share", "runs_without_owner", "updated_at" from "company_financials" where "company_financials"."user_id" = $1`;
const latestSubmissions = `select distinct on ("assessment_submissions"."kind") "kind", "answers", "scores", "submitted_at" from "assessment_submissions" where "assessment_submissions"."user_id" = $1 order by "assessment_submissions"."kind", "assessment_submissions"."submitted_at" desc, "assessment_submissions"."id" desc`;
const surveyOf = `select "user_id", "answers", "submitted_at", "created_at", "updated_at" from "company_surveys" where "company_surveys"."user_id" = $1`;

/** A half-filled brand assessment, as the autosave sends it (ids of the brand instrument). */
export const brandDraftAnswers = {
  leadership_1: 5,
  leadership_2: 4,
  leadership_3: 4,
  leadership_4: 3,
  message_1: 5,
  message_2: 3,
};
const draftBody = JSON.stringify({ answers: brandDraftAnswers });
const surveyDraftBody = JSON.stringify({ businessName: 'Harbor Lights Ltd', industry: 'Logistics' });

const status = (kind) => ({
  method: 'GET',
  path: `/assessments/${kind}/status/`,
  mix: 1,
  floor: [
    [submissionsOf, (m) => [m.userId, kind]],
    [draftOf, (m) => [m.userId, kind]],
  ],
});

export const memberRows = [
  { method: 'GET', path: '/extract-user-data/', mix: 3, floor: [] },
  {
    method: 'GET',
    path: '/onboarding/',
    mix: 2,
    floor: [
      [
        `select exists(select 1 from "company_surveys" where ("company_surveys"."user_id" = $1 and "company_surveys"."submitted_at" is not null)), (select "adviser_session" from "onboarding" where "onboarding"."user_id" = $1), exists(select 1 from "assessment_submissions" where ("assessment_submissions"."user_id" = $1 and "assessment_submissions"."kind" = 'brand')), exists(select 1 from "assessment_submissions" where ("assessment_submissions"."user_id" = $1 and "assessment_submissions"."kind" = 'roi')), exists(select 1 from "assessment_submissions" where ("assessment_submissions"."user_id" = $1 and "assessment_submissions"."kind" = 'diagnostic')) from "users" where "users"."id" = $1`,
        (m) => [m.userId],
      ],
    ],
  },
  { method: 'GET', path: '/company-surveys/', mix: 1, floor: [[surveyOf, (m) => [m.userId]]] },
  status('brand'),
  status('diagnostic'),
  status('roi'),
  {
    method: 'GET',
    path: '/assessments/brand/draft/',
    mix: 1,
    floor: [
      [
        `select "user_id", "kind", "instrument_version", "answers", "current_section", "currency", "saved_at" from "assessment_drafts" where ("assessment_drafts"."user_id" = $1 and "assessment_drafts"."kind" = $2)`,
        (m) => [m.userId, 'brand'],
      ],
    ],
  },
  {
    method: 'GET',
    path: '/assessments/brand/submissions/',
    mix: 1,
    floor: [[submissionsOf, (m) => [m.userId, 'brand']]],
  },
  {
    method: 'GET',
    path: '/reports/exit-readiness/',
    mix: 1,
    floor: [
      ...['brand', 'diagnostic', 'roi'].map((kind) => [`${submissionsOf} limit $3`, (m) => [m.userId, kind, 1]]),
      [surveyOf, (m) => [m.userId]],
      [`select "answers" from "company_surveys" where "company_surveys"."user_id" = $1`, (m) => [m.userId]],
    ],
  },
  {
    method: 'GET',
    path: '/community/channels/',
    mix: 1,
    floor: [
      [
        `select "community_messages"."channel", count(*) from "community_messages" left join "community_read_markers" on ("community_read_markers"."user_id" = $1 and "community_read_markers"."channel" = "community_messages"."channel") where (("community_messages"."deleted_at" is null and "community_messages"."hidden_at" is null) and "community_messages"."author_id" <> $1 and "community_messages"."id" > coalesce("community_read_markers"."last_read_id", 0)) group by "community_messages"."channel"`,
        (m) => [m.userId],
      ],
      [`select max("id")::text from "community_messages"`, () => []],
    ],
  },
  {
    method: 'GET',
    path: '/community/channels/general/messages/',
    mix: 1,
    floor: [
      [
        `select "community_messages"."id", "community_messages"."channel", "community_messages"."author_id", "users"."username", "community_messages"."text", "community_messages"."created_at" from "community_messages" inner join "users" on "users"."id" = "community_messages"."author_id" where ("community_messages"."channel" = $1 and ("community_messages"."deleted_at" is null and "community_messages"."hidden_at" is null)) order by "community_messages"."id" desc limit $2`,
        () => ['general', 31],
      ],
    ],
  },
  // Exit Wealth (issue 30) and the tracked plan (issue 31)
  {
    method: 'GET',
    path: '/reports/value/',
    mix: 1,
    floor: [
      [financialsOf, (m) => [m.userId]],
      [latestSubmissions, (m) => [m.userId]],
      [surveyOf, (m) => [m.userId]],
      [`select "data", "updated_at" from "market_multiples" where "market_multiples"."id" = $1`, () => [1]],
    ],
  },
  {
    method: 'GET',
    path: '/reports/value/history/',
    mix: 1,
    floor: [
      [
        `select "id", "user_id", "at", "cause", "readiness_score", "currency", "value_low", "value_mid", "value_high" from "value_snapshots" where "value_snapshots"."user_id" = $1 order by "value_snapshots"."at" asc, "value_snapshots"."id" asc`,
        (m) => [m.userId],
      ],
    ],
  },
  { method: 'GET', path: '/company-financials/', mix: 1, floor: [[financialsOf, (m) => [m.userId]]] },
  {
    method: 'GET',
    path: '/plan/',
    mix: 1,
    floor: [
      [latestSubmissions, (m) => [m.userId]],
      [surveyOf, (m) => [m.userId]],
      [
        `select "user_id", "action_id", "state", "started_at", "done_at", "snoozed_until", "dismissed_reason", "basis", "updated_at" from "plan_marks" where "plan_marks"."user_id" = $1`,
        (m) => [m.userId],
      ],
      [
        `select "id", "user_id", "action_id", "state", "note", "at" from "plan_mark_history" where "plan_mark_history"."user_id" = $1 order by "plan_mark_history"."at" asc, "plan_mark_history"."id" asc`,
        (m) => [m.userId],
      ],
    ],
  },
  // GET /benchmarks/ has its own bench beside its floor (bench-benchmarks.mjs, 100,000 submissions)
  // settings (issues 29 and 31)
  {
    method: 'GET',
    path: '/account/email-preferences/',
    mix: 0,
    floor: [
      [
        `select "user_id", "onboarding_nudge", "unfinished_draft", "weekly_digest", "retake_reminder", "digest_weekday", "time_zone", "time_zone_set", "updated_at" from "email_preferences" where "email_preferences"."user_id" = $1`,
        (m) => [m.userId],
      ],
    ],
  },
  {
    method: 'GET',
    path: '/second-factor/',
    mix: 0,
    floor: [
      [
        `select "id", "user_id", "credential_id", "public_key", "counter", "transports", "name", "created_at", "last_used_at" from "passkeys" where "passkeys"."user_id" = $1 order by "passkeys"."created_at" asc`,
        (m) => [m.userId],
      ],
      [
        `select "user_id" from "totp_factors" where ("totp_factors"."user_id" = $1 and "totp_factors"."confirmed_at" is not null)`,
        (m) => [m.userId],
      ],
      [
        `select count(*) from "recovery_codes" where ("recovery_codes"."user_id" = $1 and "recovery_codes"."used_at" is null)`,
        (m) => [m.userId],
      ],
    ],
  },
  {
    method: 'GET',
    path: '/account/export/',
    mix: 0,
    floor: [
      [
        `select "id", "status", "requested_at", "ready_at", "expires_at", "bytes" from "data_exports" where "data_exports"."user_id" = $1 order by "data_exports"."requested_at" desc limit $2`,
        (m) => [m.userId, 1],
      ],
    ],
  },
  { method: 'GET', path: '/confidante/', mix: 0, floor: [] },
  {
    method: 'GET',
    path: '/list-company-emails/',
    mix: 0,
    floor: [
      [
        `select "id", "user_id", "email", "verified_at", "created_at" from "user_emails" where "user_emails"."user_id" = $1 order by "user_emails"."created_at" asc, "user_emails"."id" asc`,
        (m) => [m.userId],
      ],
    ],
  },
  {
    method: 'GET',
    path: '/user-payments/',
    mix: 0,
    floor: [
      [
        `select "id", "user_id", "provider", "stripe_session_id", "stripe_payment_intent_id", "product_name", "amount", "list_amount", "currency", "coupon_code", "coupon_reserved", "status", "customer_name", "company_name", "email", "receipt_url", "invoice_url", "invoice_number", "paid_at", "created_at", "updated_at" from "payments" where "payments"."user_id" = $1 order by "payments"."created_at" desc, "payments"."id" desc`,
        (m) => [m.userId],
      ],
    ],
  },
  {
    method: 'PUT',
    path: '/assessments/brand/draft/',
    body: draftBody,
    mix: 2,
    floor: [
      [
        `insert into "assessment_drafts" ("user_id", "kind", "instrument_version", "answers", "current_section", "currency", "saved_at") values ($1, $2, $3, $4, $5, $6, $7) on conflict ("user_id","kind") do update set "instrument_version" = $8, "answers" = $9, "current_section" = $10, "currency" = $11, "saved_at" = $12`,
        (m) => {
          const set = ['brand-2026-11', JSON.stringify(brandDraftAnswers), null, null, new Date()];
          return [m.userId, 'brand', ...set, ...set];
        },
      ],
    ],
  },
  {
    method: 'POST',
    path: '/company-surveys/',
    body: surveyDraftBody,
    mix: 1,
    floor: [
      [
        `insert into "company_surveys" ("user_id", "answers", "submitted_at", "created_at", "updated_at") values ($1, $2, default, $3, $3) on conflict ("user_id") do update set "answers" = "company_surveys"."answers" || excluded.answers, "updated_at" = $3 returning "user_id", "answers", "submitted_at", "created_at", "updated_at"`,
        (m) => [m.userId, surveyDraftBody, new Date()],
      ],
    ],
  },
].map((row) => ({ ...row, label: `${row.method} ${row.path}` }));
