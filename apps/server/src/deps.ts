import { createPaymentProvider } from './adapters/payments/index.ts';
import { createMailer } from './adapters/mailer/index.ts';
import type { Mailer } from './adapters/mailer/types.ts';
import type { Config } from './config.ts';
import { createAccessTokens } from './core/access-token.ts';
import type { AppDeps } from './core/deps.ts';
import type { Database } from './db/client.ts';
import type { Clock } from './lib/clock.ts';
import { systemClock } from './lib/clock.ts';
import { createJobQueue } from './modules/jobs/index.ts';
import { createEmailDelivery } from './modules/mail/index.ts';
import { createMeters } from './modules/metrics/index.ts';

// The type lives in core/ (modules read it there); this file builds it, for main.ts and the tests.
export type { AppDeps, Lifecycle } from './core/deps.ts';

export interface DepsOverrides {
  clock?: Clock;
  mailer?: Mailer;
}

export function createDeps(config: Config, database: Database, overrides: DepsOverrides = {}): AppDeps {
  const clock = overrides.clock ?? systemClock;
  const mailer = overrides.mailer ?? createMailer(config);
  return {
    config,
    database,
    db: database.db,
    clock,
    mailer,
    emailDelivery: createEmailDelivery({ db: database.db, mailer, clock }),
    accessTokens: createAccessTokens(config.JWT_SECRET),
    payments: createPaymentProvider(config),
    jobs: createJobQueue(database.db),
    lifecycle: { draining: false },
    meters: createMeters(),
  };
}
