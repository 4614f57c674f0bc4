import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { AppDeps } from '../../core/deps.ts';
import type { UserRow } from '../../core/caller.ts';
import {
  assessmentDrafts,
  assessmentSubmissions,
  communityMessages,
  communityReadMarkers,
  communityReports,
  companyFinancials,
  companySurveys,
  confidanteConversations,
  confidanteMessages,
  confidanteUsage,
  couponChoices,
  emailPreferences,
  onboarding,
  passkeys,
  planMarkHistory,
  planMarks,
  payments,
  recoveryCodes,
  refreshTokens,
  totpFactors,
  userEmails,
  valueSnapshots,
} from '../../db/schema.ts';
import { paymentDocument } from '../payments/index.ts';

/** One file of the ZIP besides the section's JSON (a receipt, an invoice). */
export interface ExportFile {
  path: string;
  data: Uint8Array;
}

/**
 * One kind of data in the export (decision 041): `read` returns the caller's rows as they should
 * appear in `<name>.json`; `files` adds documents. Every query is filtered by the caller's id.
 * A module that adds a table holding a person's data adds one entry here (the lead does at merge).
 */
export interface ExportSection {
  name: string;
  description: string;
  read(deps: AppDeps, user: UserRow): Promise<unknown>;
  files?(deps: AppDeps, user: UserRow): Promise<ExportFile[]>;
}

const iso = (date: Date | null | undefined) => (date ? date.toISOString() : null);

export const exportSections: ExportSection[] = [
  {
    name: 'profile',
    description: 'Your account: name, alias, primary email, phone, website, company, country, membership.',
    async read(_deps, user) {
      return {
        id: user.id,
        full_name: user.fullName,
        username: user.username,
        email: user.email,
        phone_number: user.phoneNumber,
        website_name: user.websiteName,
        company_name: user.companyName,
        country: user.country,
        role: user.role,
        paid: user.paid,
        email_verified: user.emailVerified,
        webinar_form_filled: user.webinarFormFilled,
        is_staff: user.isStaff,
        no_linkedin: user.noLinkedin,
        came_from_plan: user.cameFromPlan,
        delete_after: iso(user.deleteAfter),
        created_at: iso(user.createdAt),
        updated_at: iso(user.updatedAt),
      };
    },
  },
  {
    name: 'addresses',
    description: 'Your email addresses besides the primary one.',
    async read(deps, user) {
      const rows = await deps.db
        .select()
        .from(userEmails)
        .where(eq(userEmails.userId, user.id))
        .orderBy(asc(userEmails.createdAt));
      return rows.map((r) => ({ email: r.email, verified_at: iso(r.verifiedAt), added_at: iso(r.createdAt) }));
    },
  },
  {
    name: 'business-details',
    description: 'Your business-details survey answers.',
    async read(deps, user) {
      const [row] = await deps.db.select().from(companySurveys).where(eq(companySurveys.userId, user.id));
      return row
        ? {
            answers: row.answers,
            submitted_at: iso(row.submittedAt),
            created_at: iso(row.createdAt),
            updated_at: iso(row.updatedAt),
          }
        : null;
    },
  },
  {
    name: 'onboarding',
    description: 'Your adviser session state.',
    async read(deps, user) {
      const [row] = await deps.db.select().from(onboarding).where(eq(onboarding.userId, user.id));
      return row ? { adviser_session: row.adviserSession, adviser_session_at: iso(row.adviserSessionAt) } : null;
    },
  },
  {
    name: 'submissions',
    description: 'Every assessment you submitted, with its answers and scores.',
    async read(deps, user) {
      const rows = await deps.db
        .select()
        .from(assessmentSubmissions)
        .where(eq(assessmentSubmissions.userId, user.id))
        .orderBy(asc(assessmentSubmissions.submittedAt));
      return rows.map((r) => ({
        id: r.id,
        kind: r.kind,
        instrument_version: r.instrumentVersion,
        answers: r.answers,
        scores: r.scores,
        submitted_at: iso(r.submittedAt),
      }));
    },
  },
  {
    name: 'drafts',
    description: 'Assessments you started and have not submitted.',
    async read(deps, user) {
      const rows = await deps.db.select().from(assessmentDrafts).where(eq(assessmentDrafts.userId, user.id));
      return rows.map((r) => ({
        kind: r.kind,
        instrument_version: r.instrumentVersion,
        answers: r.answers,
        current_section: r.currentSection,
        currency: r.currency,
        saved_at: iso(r.savedAt),
      }));
    },
  },
  {
    name: 'payments',
    description: 'Your payments; the receipt and invoice of each paid one are in payments/.',
    async read(deps, user) {
      const rows = await deps.db
        .select()
        .from(payments)
        .where(eq(payments.userId, user.id))
        .orderBy(asc(payments.createdAt));
      return rows.map((r) => ({
        id: r.id,
        product_name: r.productName,
        amount_cents: r.amount,
        list_amount_cents: r.listAmount,
        currency: r.currency,
        coupon_code: r.couponCode,
        status: r.status,
        customer_name: r.customerName,
        company_name: r.companyName,
        email: r.email,
        receipt_url: r.receiptUrl,
        invoice_url: r.invoiceUrl,
        invoice_number: r.invoiceNumber,
        paid_at: iso(r.paidAt),
        created_at: iso(r.createdAt),
      }));
    },
    async files(deps, user) {
      const rows = await deps.db
        .select({ id: payments.id, paidAt: payments.paidAt })
        .from(payments)
        .where(eq(payments.userId, user.id));
      const files: ExportFile[] = [];
      for (const row of rows.filter((r) => r.paidAt)) {
        for (const kind of ['receipt', 'invoice'] as const) {
          const document = await paymentDocument(deps, user, row.id, kind);
          files.push({ path: `payments/${document.filename}`, data: document.pdf });
        }
      }
      return files;
    },
  },
  {
    name: 'coupon-choice',
    description: 'The coupon you last applied.',
    async read(deps, user) {
      const [row] = await deps.db.select().from(couponChoices).where(eq(couponChoices.userId, user.id));
      return row ? { code: row.code, validated_at: iso(row.validatedAt) } : null;
    },
  },
  {
    name: 'community-messages',
    description: 'Messages you posted in the community (deleted ones without their text).',
    async read(deps, user) {
      const rows = await deps.db
        .select()
        .from(communityMessages)
        .where(eq(communityMessages.authorId, user.id))
        .orderBy(asc(communityMessages.id));
      return rows.map((r) => ({
        id: r.id.toString(),
        channel: r.channel,
        text: r.text,
        created_at: iso(r.createdAt),
        deleted_at: iso(r.deletedAt),
        hidden_at: iso(r.hiddenAt),
      }));
    },
  },
  {
    name: 'community-reports',
    description: 'Messages you reported, and why.',
    async read(deps, user) {
      const rows = await deps.db.select().from(communityReports).where(eq(communityReports.reporterId, user.id));
      return rows.map((r) => ({ message_id: r.messageId.toString(), reason: r.reason, created_at: iso(r.createdAt) }));
    },
  },
  {
    name: 'community-read-markers',
    description: 'How far you have read each channel.',
    async read(deps, user) {
      const rows = await deps.db.select().from(communityReadMarkers).where(eq(communityReadMarkers.userId, user.id));
      return rows.map((r) => ({
        channel: r.channel,
        last_read_id: r.lastReadId.toString(),
        updated_at: iso(r.updatedAt),
      }));
    },
  },
  {
    name: 'confidante-conversations',
    description: 'Your Confidante conversations, each with its questions and answers.',
    async read(deps, user) {
      const conversations = await deps.db
        .select()
        .from(confidanteConversations)
        .where(eq(confidanteConversations.userId, user.id))
        .orderBy(asc(confidanteConversations.createdAt));
      const ids = conversations.map((c) => c.id);
      const messages = ids.length
        ? await deps.db
            .select()
            .from(confidanteMessages)
            .where(inArray(confidanteMessages.conversationId, ids))
            .orderBy(asc(confidanteMessages.createdAt))
        : [];
      return conversations.map((c) => ({
        id: c.id,
        title: c.title,
        created_at: iso(c.createdAt),
        updated_at: iso(c.updatedAt),
        messages: messages
          .filter((m) => m.conversationId === c.id)
          .map((m) => ({
            role: m.role,
            content: m.content,
            mode: m.mode,
            sources: m.sources,
            prompt_tokens: m.promptTokens,
            completion_tokens: m.completionTokens,
            tokens_estimated: m.tokensEstimated,
            stopped: m.stopped,
            created_at: iso(m.createdAt),
          })),
      }));
    },
  },
  {
    name: 'confidante-usage',
    description:
      'Model answers you used per day, and the tokens they used (estimated_tokens: the part counted from characters).',
    async read(deps, user) {
      const rows = await deps.db.select().from(confidanteUsage).where(eq(confidanteUsage.userId, user.id));
      return rows.map((r) => ({
        day: r.day,
        messages: r.messages,
        tokens: r.tokens,
        estimated_tokens: r.estimatedTokens,
      }));
    },
  },
  {
    name: 'sign-in-history',
    description: 'Each sign-in session: when it started, was last renewed, ends or was signed out.',
    async read(deps, user) {
      const rows = await deps.db
        .select()
        .from(refreshTokens)
        .where(eq(refreshTokens.userId, user.id))
        .orderBy(desc(refreshTokens.createdAt));
      // one entry per session (a refresh-token family); the tokens themselves are never exported
      const sessions = new Map<
        string,
        {
          started_at: string | null;
          last_renewed_at: string | null;
          expires_at: string | null;
          signed_out_at: string | null;
        }
      >();
      for (const r of [...rows].reverse()) {
        const seen = sessions.get(r.familyId);
        if (!seen) {
          sessions.set(r.familyId, {
            started_at: iso(r.createdAt),
            last_renewed_at: iso(r.createdAt),
            expires_at: iso(r.expiresAt),
            signed_out_at: iso(r.revokedAt),
          });
        } else {
          seen.last_renewed_at = iso(r.createdAt);
          seen.expires_at = iso(r.expiresAt);
          seen.signed_out_at = iso(r.revokedAt) ?? seen.signed_out_at;
        }
      }
      return [...sessions.values()].reverse();
    },
  },
  {
    name: 'sign-in-factors',
    description:
      'Your passkeys (the names you gave them, when each was added and last used), your authenticator app and how many recovery codes are left. Keys and secrets are never exported.',
    async read(deps, user) {
      const [keys, [app], codes] = await Promise.all([
        deps.db.select().from(passkeys).where(eq(passkeys.userId, user.id)).orderBy(asc(passkeys.createdAt)),
        deps.db.select().from(totpFactors).where(eq(totpFactors.userId, user.id)),
        deps.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, user.id)),
      ]);
      return {
        passkeys: keys.map((key) => ({
          name: key.name,
          added_at: iso(key.createdAt),
          last_used_at: iso(key.lastUsedAt),
        })),
        authenticator_app: app ? { confirmed_at: iso(app.confirmedAt) } : null,
        recovery_codes_left: codes.filter((code) => code.usedAt === null).length,
      };
    },
  },
  {
    name: 'financials',
    description: 'The Financials step of your business details, as you last saved it.',
    async read(deps, user) {
      const [row] = await deps.db.select().from(companyFinancials).where(eq(companyFinancials.userId, user.id));
      if (!row) return null;
      return {
        currency: row.currency,
        revenue: row.revenue,
        ebitda: row.ebitda,
        owner_compensation: row.ownerCompensation,
        recurring_share: row.recurringShare,
        largest_customer_share: row.largestCustomerShare,
        runs_without_owner: row.runsWithoutOwner,
        updated_at: iso(row.updatedAt),
      };
    },
  },
  {
    name: 'value-history',
    description: 'Your readiness score and value estimate after each change, oldest first.',
    async read(deps, user) {
      const rows = await deps.db
        .select()
        .from(valueSnapshots)
        .where(eq(valueSnapshots.userId, user.id))
        .orderBy(asc(valueSnapshots.at));
      return rows.map((r) => ({
        at: iso(r.at),
        cause: r.cause,
        readiness_score: r.readinessScore,
        currency: r.currency,
        value: r.valueMid === null ? null : { low: r.valueLow, mid: r.valueMid, high: r.valueHigh },
      }));
    },
  },
  {
    name: 'plan-marks',
    description: 'Your marks on the 90-day plan (started, done, snoozed, dismissed) and every change to them.',
    async read(deps, user) {
      const [marks, history] = await Promise.all([
        deps.db.select().from(planMarks).where(eq(planMarks.userId, user.id)),
        deps.db
          .select()
          .from(planMarkHistory)
          .where(eq(planMarkHistory.userId, user.id))
          .orderBy(asc(planMarkHistory.at)),
      ]);
      return {
        marks: marks.map((m) => ({
          action_id: m.actionId,
          state: m.state,
          started_at: iso(m.startedAt),
          done_at: iso(m.doneAt),
          snoozed_until: m.snoozedUntil,
          dismissed_reason: m.dismissedReason,
        })),
        history: history.map((h) => ({ action_id: h.actionId, state: h.state, note: h.note, at: iso(h.at) })),
      };
    },
  },
  {
    name: 'email-preferences',
    description: 'Which reminder emails you receive, your digest day and your time zone.',
    async read(deps, user) {
      const [row] = await deps.db.select().from(emailPreferences).where(eq(emailPreferences.userId, user.id));
      if (!row) return null;
      return {
        onboarding_nudge: row.onboardingNudge,
        unfinished_draft: row.unfinishedDraft,
        weekly_digest: row.weeklyDigest,
        retake_reminder: row.retakeReminder,
        digest_weekday: row.digestWeekday,
        time_zone: row.timeZone,
      };
    },
  },
];
