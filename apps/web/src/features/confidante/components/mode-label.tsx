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
    <div className="flex flex-col items-start gap-1 text-sm min-[769px]:items-end">
      <p className="flex flex-wrap items-center gap-2">
        <span className="rounded-full bg-navy-50 px-3 py-1 font-medium text-navy-900">
          {mode === 'library' ? confidanteCopy.libraryLabel : confidanteCopy.modelLabel}
        </span>
        {mode === 'model' && limit !== null && remaining !== null && (
          <span className="text-slate-700">{confidanteCopy.quotaLeft(remaining, limit)}</span>
        )}
      </p>
      {mode === 'model' && <p className="text-slate-700">{confidanteCopy.tokensToday(tokens, estimated)}</p>}
    </div>
  );
}
