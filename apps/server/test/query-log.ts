import type { PGlite, Transaction } from '@electric-sql/pglite';
import type pg from 'pg';
import type { Database } from '../src/db/client.ts';

export interface QueryLog {
  /** the text of each statement sent since the log started (or was last cleared), in order */
  readonly statements: string[];
  clear(): void;
}

type Query = (...args: unknown[]) => unknown;

/**
 * Records every statement the app sends to its database, at the driver: each client the
 * PostgreSQL pool lends out (for `pool.query` and transactions alike), or the PGlite instance and
 * its transactions. For tests that count the round trips a request costs.
 */
export function recordQueries(database: Database): QueryLog {
  const statements: string[] = [];
  const textOf = (first: unknown) =>
    typeof first === 'string' ? first : String((first as { text?: unknown } | null)?.text ?? first);
  const wrap = <T extends object>(target: T, method: 'query' | 'exec') => {
    const original = (target as Record<string, Query>)[method];
    if (!original) return;
    (target as Record<string, Query>)[method] = function (this: unknown, ...args: unknown[]) {
      statements.push(textOf(args[0]));
      return original.apply(this, args);
    };
  };
  const client = (database.db as unknown as { $client: unknown }).$client;
  if (database.kind === 'postgres') {
    const pool = client as pg.Pool;
    const seen = new WeakSet<pg.PoolClient>();
    pool.on('acquire', (lent) => {
      if (seen.has(lent)) return;
      seen.add(lent);
      wrap(lent, 'query');
    });
  } else {
    const embedded = client as PGlite;
    wrap(embedded, 'query');
    wrap(embedded, 'exec');
    const transaction = embedded.transaction.bind(embedded);
    embedded.transaction = (callback) =>
      transaction((tx: Transaction) => {
        statements.push('begin');
        wrap(tx, 'query');
        wrap(tx, 'exec');
        return callback(tx);
      });
  }
  return {
    statements,
    clear: () => {
      statements.length = 0;
    },
  };
}
