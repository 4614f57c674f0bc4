import type { Config } from './config.ts';
import type { Database, Db } from './db/client.ts';
import type { Clock } from './lib/clock.ts';
import { systemClock } from './lib/clock.ts';
import { type AccessTokens, createAccessTokens } from './modules/auth/access-token.ts';

/** Everything a module needs from the outside world, built once and passed down. */
export interface AppDeps {
  config: Config;
  database: Database;
  db: Db;
  clock: Clock;
  accessTokens: AccessTokens;
}

export interface DepsOverrides {
  clock?: Clock;
}

export function createDeps(config: Config, database: Database, overrides: DepsOverrides = {}): AppDeps {
  return {
    config,
    database,
    db: database.db,
    clock: overrides.clock ?? systemClock,
    accessTokens: createAccessTokens(config.JWT_SECRET),
  };
}
