import type { AssessmentKind } from '@exitcraft/shared/content/assessments/index';
import {
  classifyIndustry,
  industryGroupName,
  noPeerGroupMessage,
  notEnoughPeersMessage,
  sizeBandOf,
} from '@exitcraft/shared/content/benchmarks';
import type { BrandScores, DiagnosticScores } from '@exitcraft/shared/schemas/assessments';
import type { BenchmarkComparison, BenchmarksReply } from '@exitcraft/shared/schemas/benchmarks';
import type { SurveyAnswers } from '@exitcraft/shared/schemas/company-survey';
import { and, desc, eq, inArray, lt, lte, sql } from 'drizzle-orm';
import type { AppDeps } from '../../core/deps.ts';
import type { Db } from '../../db/client.ts';
import {
  assessmentSubmissions,
  benchmarkDistributions,
  benchmarkPeriods,
  companySurveys,
  users,
} from '../../db/schema.ts';
import { exitScore } from '../exit-readiness/index.ts';
import { binCount, binOf, metricKey, type OwnerFigure, ownerFigures, percentileOf } from './distribution.ts';

/*
 * GET /benchmarks/ (issue 30, decision 038). Once a day a job on the queue, just after midnight UTC,
 * freezes every owner's latest submissions (as at the day's start) into histograms per metric and
 * cohort; every reply places the caller's own current figures in the newest frozen day. Nothing the
 * caller or anyone else submits during the day moves them.
 */

const allCohort = 'all';
/** the advisory lock the day's build holds ("benchmarks" as a number) */
const benchmarkLockKey = 0x62656e63;
/** how many days of frozen distributions are kept */
const keepDays = 7;
const dayMs = 86_400_000;

export const dayOf = (now: Date) => now.toISOString().slice(0, 10);

/** The group an owner's business details put them in, or null when the industry or the size is not known. */
function peerCohort(answers: SurveyAnswers | undefined): {
  key: string | null;
  industry: string | null;
  size: string | null;
} {
  const industry = classifyIndustry(answers?.industry ?? null);
  const size = sizeBandOf(answers?.companySize ?? null);
  return {
    key: industry && size ? `${industry}|${size}` : null,
    industry: industry ? industryGroupName(industry) : null,
    size,
  };
}

interface OwnerRecords {
  latest: Partial<Record<AssessmentKind, unknown>>;
  survey: { answers: SurveyAnswers; submittedAt: Date | null } | undefined;
}

/** The readiness score the exit-readiness module gives for these records. */
function readinessOf(records: OwnerRecords, before: Date | null): number | null {
  const survey = records.survey;
  const surveyTaken = survey?.submittedAt && (!before || survey.submittedAt < before) ? survey : undefined;
  // only the figures the score reads: the headlines of brand and checklist, the survey's answers
  return exitScore({
    brand: records.latest.brand ? { scores: records.latest.brand as BrandScores, submittedAt: new Date(0) } : null,
    diagnostic: records.latest.diagnostic
      ? { scores: records.latest.diagnostic as DiagnosticScores, answers: {}, submittedAt: new Date(0) }
      : null,
    roi: null,
    survey: surveyTaken?.submittedAt ? { answers: surveyTaken.answers, submittedAt: surveyTaken.submittedAt } : null,
  }).value;
}

function figuresOf(records: OwnerRecords, before: Date | null): OwnerFigure[] {
  return ownerFigures(records.latest, readinessOf(records, before));
}

/** The queue's job that freezes the day (decision 039): every instance may run it, the lock builds once. */
export const benchmarksBuildJob = 'benchmarks.build';
/** just after midnight UTC, when the day to freeze has begun */
export const benchmarksBuildCron = '0 0 * * *';

/** The benchmarks' kind of job: the app (routes.ts) defines it; main.ts schedules it. */
export function defineBenchmarkJobs(deps: Pick<AppDeps, 'db' | 'clock' | 'jobs'>): void {
  deps.jobs.define(benchmarksBuildJob, async () => {
    await buildBenchmarkDay(deps.db, deps.clock.now());
  });
}

const building = new Map<string, Promise<void>>();

/**
 * The period a reply reads: today's once built, else yesterday's while the midnight job builds
 * today's (a request never waits for the build then). With neither (the first day, or the job has
 * not run for two days), the request builds today's itself, as the fallback.
 */
async function servedPeriod(db: Db, now: Date): Promise<string> {
  const today = dayOf(now);
  const [latest] = await db
    .select({ asOf: benchmarkPeriods.asOf })
    .from(benchmarkPeriods)
    .where(lte(benchmarkPeriods.asOf, today))
    .orderBy(desc(benchmarkPeriods.asOf))
    .limit(1);
  if (latest && (latest.asOf === today || latest.asOf === dayOf(new Date(now.getTime() - dayMs)))) return latest.asOf;
  return buildBenchmarkDay(db, now);
}

/** Freezes the day `now` falls in, unless it is frozen already (once per process, and across instances by the lock). */
export async function buildBenchmarkDay(db: Db, now: Date): Promise<string> {
  const asOf = dayOf(now);
  const [existing] = await db
    .select({ asOf: benchmarkPeriods.asOf })
    .from(benchmarkPeriods)
    .where(eq(benchmarkPeriods.asOf, asOf));
  if (existing) return asOf;
  let pending = building.get(asOf);
  if (!pending) {
    pending = buildPeriod(db, asOf).finally(() => building.delete(asOf));
    building.set(asOf, pending);
  }
  await pending;
  return asOf;
}

type Histograms = Map<string, Map<string, { counts: number[] }>>;

async function buildPeriod(db: Db, asOf: string): Promise<void> {
  const start = new Date(`${asOf}T00:00:00.000Z`);
  await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    // a batch read of everyone's latest submissions: not held to a request's statement timeout
    await tx.execute(sql`set local statement_timeout = '300s'`);
    // one builder at a time across instances: the others wait here, then find the day built
    await tx.execute(sql`select pg_advisory_xact_lock(${benchmarkLockKey})`);
    const claimed = await tx
      .insert(benchmarkPeriods)
      .values({ asOf, owners: 0 })
      .onConflictDoNothing()
      .returning({ asOf: benchmarkPeriods.asOf });
    if (claimed.length === 0) return;

    const submissions = await tx
      .selectDistinctOn([assessmentSubmissions.userId, assessmentSubmissions.kind], {
        userId: assessmentSubmissions.userId,
        kind: assessmentSubmissions.kind,
        scores: assessmentSubmissions.scores,
      })
      .from(assessmentSubmissions)
      .innerJoin(users, and(eq(users.id, assessmentSubmissions.userId), eq(users.isStaff, false)))
      .where(lt(assessmentSubmissions.submittedAt, start))
      .orderBy(
        assessmentSubmissions.userId,
        assessmentSubmissions.kind,
        desc(assessmentSubmissions.submittedAt),
        desc(assessmentSubmissions.id),
      );
    const surveys = await tx
      .select({
        userId: companySurveys.userId,
        answers: companySurveys.answers,
        submittedAt: companySurveys.submittedAt,
      })
      .from(companySurveys)
      .innerJoin(users, and(eq(users.id, companySurveys.userId), eq(users.isStaff, false)))
      .where(lt(companySurveys.submittedAt, start));

    const owners = new Map<string, OwnerRecords>();
    const owner = (id: string) => {
      let records = owners.get(id);
      if (!records) owners.set(id, (records = { latest: {}, survey: undefined }));
      return records;
    };
    for (const row of submissions) owner(row.userId).latest[row.kind] = row.scores;
    for (const row of surveys) owner(row.userId).survey = { answers: row.answers, submittedAt: row.submittedAt };

    const histograms: Histograms = new Map();
    const count = (key: string, cohort: string, figure: OwnerFigure) => {
      let byCohort = histograms.get(key);
      if (!byCohort) histograms.set(key, (byCohort = new Map()));
      let histogram = byCohort.get(cohort);
      if (!histogram) byCohort.set(cohort, (histogram = { counts: new Array<number>(binCount(figure.unit)).fill(0) }));
      histogram.counts[binOf(figure.unit, figure.value)]! += 1;
    };
    for (const records of owners.values()) {
      const cohort = peerCohort(records.survey?.answers).key;
      for (const figure of figuresOf(records, start)) {
        const key = metricKey(figure);
        count(key, allCohort, figure);
        if (cohort) count(key, cohort, figure);
      }
    }

    const rows = [...histograms].flatMap(([metric, byCohort]) =>
      [...byCohort].map(([cohort, { counts }]) => ({
        asOf,
        metric,
        cohort,
        counts,
        total: counts.reduce((sum, value) => sum + value, 0),
      })),
    );
    for (let index = 0; index < rows.length; index += 500) {
      await tx.insert(benchmarkDistributions).values(rows.slice(index, index + 500));
    }
    await tx.update(benchmarkPeriods).set({ owners: owners.size }).where(eq(benchmarkPeriods.asOf, asOf));
    await tx
      .delete(benchmarkPeriods)
      .where(lt(benchmarkPeriods.asOf, dayOf(new Date(start.getTime() - keepDays * dayMs))));
  });
}

/** The caller's own records now: their latest submission of each kind and their business details. */
async function callerRecords(db: Db, userId: string): Promise<OwnerRecords> {
  const [submissions, [survey]] = await Promise.all([
    db
      .selectDistinctOn([assessmentSubmissions.kind], {
        kind: assessmentSubmissions.kind,
        scores: assessmentSubmissions.scores,
      })
      .from(assessmentSubmissions)
      .where(eq(assessmentSubmissions.userId, userId))
      .orderBy(assessmentSubmissions.kind, desc(assessmentSubmissions.submittedAt), desc(assessmentSubmissions.id)),
    db
      .select({ answers: companySurveys.answers, submittedAt: companySurveys.submittedAt })
      .from(companySurveys)
      .where(eq(companySurveys.userId, userId)),
  ]);
  const latest: OwnerRecords['latest'] = {};
  for (const row of submissions) latest[row.kind] = row.scores;
  return { latest, survey };
}

function comparison(
  histogram: { counts: number[]; total: number } | undefined,
  figure: OwnerFigure,
  minCohort: number,
): BenchmarkComparison {
  if (!histogram || histogram.total < minCohort) return { status: 'not_enough_peers', message: notEnoughPeersMessage };
  const { percentile, step } = percentileOf(histogram.counts, histogram.total, binOf(figure.unit, figure.value));
  return { status: 'shown', percentile, step, cohort: histogram.total };
}

/** GET /benchmarks/: the caller's figures among all owners and among their peers, as frozen today. */
export async function benchmarksFor(db: Db, userId: string, now: Date, minCohort: number): Promise<BenchmarksReply> {
  const [asOf, records] = await Promise.all([servedPeriod(db, now), callerRecords(db, userId)]);
  const figures = figuresOf(records, null);
  const group = peerCohort(records.survey?.answers);
  const keys = figures.map(metricKey);
  const rows =
    keys.length === 0
      ? []
      : await db
          .select({
            metric: benchmarkDistributions.metric,
            cohort: benchmarkDistributions.cohort,
            counts: benchmarkDistributions.counts,
            total: benchmarkDistributions.total,
          })
          .from(benchmarkDistributions)
          .where(
            and(
              eq(benchmarkDistributions.asOf, asOf),
              inArray(benchmarkDistributions.metric, keys),
              inArray(benchmarkDistributions.cohort, group.key ? [allCohort, group.key] : [allCohort]),
            ),
          );
  const find = (metric: string, cohort: string) => rows.find((row) => row.metric === metric && row.cohort === cohort);
  return {
    as_of: asOf,
    min_cohort: minCohort,
    peer_group: { industry: group.industry, size: group.size },
    metrics: figures.map((figure) => {
      const key = metricKey(figure);
      return {
        id: figure.id,
        source: figure.source,
        section: figure.section,
        currency: figure.currency,
        value: figure.value,
        all: comparison(find(key, allCohort), figure, minCohort),
        peers: group.key
          ? comparison(find(key, group.key), figure, minCohort)
          : { status: 'no_group' as const, message: noPeerGroupMessage },
      };
    }),
  };
}
