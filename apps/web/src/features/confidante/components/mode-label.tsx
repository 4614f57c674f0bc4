import { confidanteCopy } from '@exitcraft/shared/content/confidante';
import { useConfidanteStatus } from '../api.ts';

/**
 * Says honestly how answers are made, and in model mode what is left of today's messages and the
 * tokens today's answers used (with how many of them are estimates).
 */
export function ModeLabel() {
  const status = useConfidanteStatus();
  if (!status.data) return null;
  const { mode, daily_limit: limit, remaining, tokens_today: tokens, estimated_tokens_today: estimated } = status.data;
  return (
    <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
      <span className="rounded-full bg-navy-50 px-3 py-1 font-medium text-navy-900">
        {mode === 'library' ? confidanteCopy.libraryLabel : confidanteCopy.modelLabel}
      </span>
      {mode === 'model' && limit !== null && remaining !== null && (
        <span className="text-slate-700">{confidanteCopy.quotaLeft(remaining, limit)}</span>
      )}
      {mode === 'model' && (
        <span className="text-slate-700">
          <span aria-hidden="true">· </span>
          {confidanteCopy.tokensToday(tokens, estimated)}
        </span>
      )}
    </p>
  );
}
