import { trends } from '@exitcraft/shared/content/company-survey';
import { bundledMarketMultiples } from '@exitcraft/shared/content/market-multiples';
import type { ValueHistory } from '@exitcraft/shared/schemas/value-report';
import type { ValueReport } from '@exitcraft/shared/schemas/value-report';
import { isEstimate } from '@exitcraft/shared/valuation/is-estimate';
import type { GrowthTrend } from '@exitcraft/shared/valuation/model';
import { valueReport } from '@exitcraft/shared/valuation/report';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { valueSnapshots } from '../../db/schema.ts';
import { financialsReply } from '../company-financials/index.ts';
import { exitScore, type ReadinessInputs } from './score.ts';
import { readinessInputs, valueRecords } from './service.ts';

function growthOf(inputs: ReadinessInputs): GrowthTrend | null {
  const answer = inputs.survey?.answers.revenues ?? null;
  return answer !== null && (trends as readonly string[]).includes(answer) ? (answer as GrowthTrend) : null;
}

/** GET /reports/value/: computed from what the server stored for the caller, never from the request. */
export async function valueReportFor(db: Db, userId: string): Promise<ValueReport> {
  // the financials, the readiness inputs and the market data in one statement (decision 044)
  const { inputs, financials, market } = await valueRecords(db, userId);
  const { updated_at: _updatedAt, ...stored } = financialsReply(financials);
  return valueReport(market ?? bundledMarketMultiples, stored, exitScore(inputs).value, growthOf(inputs));
}

/** Records the readiness score and the value range as they stand now (after a submission or a change of financials). */
export async function recordValueSnapshot(db: Db, userId: string, cause: string, now: Date): Promise<void> {
  const [report, inputs] = await Promise.all([valueReportFor(db, userId), readinessInputs(db, userId)]);
  const estimate = isEstimate(report) ? report : null;
  await db.insert(valueSnapshots).values({
    userId,
    at: now,
    cause,
    readinessScore: exitScore(inputs).value,
    currency: estimate?.currency ?? null,
    valueLow: estimate?.value.low ?? null,
    valueMid: estimate?.value.mid ?? null,
    valueHigh: estimate?.value.high ?? null,
  });
}

/** GET /reports/value/history/: the caller's snapshots, oldest first (at most the last 200). */
export async function valueHistory(db: Db, userId: string): Promise<ValueHistory> {
  const rows = await db
    .select()
    .from(valueSnapshots)
    .where(eq(valueSnapshots.userId, userId))
    .orderBy(asc(valueSnapshots.at), asc(valueSnapshots.id));
  return {
    snapshots: rows.slice(-200).map((row) => ({
      at: row.at.toISOString(),
      cause: row.cause,
      readiness_score: row.readinessScore,
      currency: row.currency as ValueHistory['snapshots'][number]['currency'],
      value:
        row.valueLow !== null && row.valueMid !== null && row.valueHigh !== null
          ? { low: row.valueLow, mid: row.valueMid, high: row.valueHigh }
          : null,
    })),
  };
}
