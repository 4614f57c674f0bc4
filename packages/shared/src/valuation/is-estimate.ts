import type { ValueEstimateReply, ValueReport } from '../schemas/value-report.ts';

/** A value reply with an estimate (not the list of what is missing); without zod, for the screens. */
export const isEstimate = (report: ValueReport): report is ValueEstimateReply => 'value' in report;
