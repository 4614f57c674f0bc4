import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Meters } from '../../core/meters.ts';

/** The counters the modules feed as things happen (core/meters.ts), in a registry of their own app. */
export function createMeters(): Meters {
  const registry = new Registry();
  const clientErrors = new Counter({
    name: 'exitcraft_client_errors_total',
    help: 'Browser error reports received, by kind (render, chunk, uncaught, unhandled_rejection)',
    labelNames: ['kind'],
    registers: [registry],
  });
  const confidanteRequests = new Counter({
    name: 'exitcraft_confidante_requests_total',
    help: 'Confidante answers, by mode (library or model) and outcome (answered, failed, timeout, cancelled)',
    labelNames: ['mode', 'outcome'],
    registers: [registry],
  });
  const confidanteTokens = new Counter({
    name: 'exitcraft_confidante_tokens_total',
    help: 'Tokens the AI model reported for Confidante answers, by kind (prompt, completion)',
    labelNames: ['kind'],
    registers: [registry],
  });
  const confidanteSeconds = new Histogram({
    name: 'exitcraft_confidante_answer_duration_seconds',
    help: 'Time from a Confidante question to the end of its answer, by mode and outcome',
    labelNames: ['mode', 'outcome'],
    buckets: [0.1, 0.25, 0.5, 1, 2.5, 5, 10, 20, 40, 80],
    registers: [registry],
  });
  const webhookEvents = new Counter({
    name: 'exitcraft_webhook_events_total',
    help: 'Stripe webhook deliveries, by event type and result',
    labelNames: ['type', 'result'],
    registers: [registry],
  });
  const streamCounts: (() => number)[] = [];
  new Gauge({
    name: 'exitcraft_community_open_streams',
    help: 'Community event streams open on this instance',
    registers: [registry],
    collect() {
      this.set(streamCounts.reduce((sum, count) => sum + count(), 0));
    },
  });

  return {
    registry,
    clientError: (kind) => clientErrors.inc({ kind }),
    confidanteAnswer({ mode, outcome, seconds, tokens }) {
      confidanteRequests.inc({ mode, outcome });
      confidanteSeconds.observe({ mode, outcome }, seconds);
      if (tokens) {
        confidanteTokens.inc({ kind: 'prompt' }, tokens.prompt);
        confidanteTokens.inc({ kind: 'completion' }, tokens.completion);
      }
    },
    webhookEvent: (type, result) => webhookEvents.inc({ type, result }),
    openStreams: (count) => void streamCounts.push(count),
  };
}
