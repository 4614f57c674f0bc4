// The floors of the member endpoints, for bench-members.mjs: a bare node:http server that, for a
// request to /N, runs what row N of bench-members-rows.mjs needs: the caller statement (gathered
// per turn with the app's own lib/batch-per-turn.ts, exactly as bench-floor.mjs does) and then the
// row's own statements in order, and answers their rows as JSON. Each connection is a member of its own.
// No framework, no token check, no validation, no log: what the app costs beyond this is the app's.
//
// Usage: node scripts/bench-members-floor.mjs PORT postgres URL USER_ID:SESSION_ID [...]
//        node scripts/bench-members-floor.mjs PORT pglite DATA_DIR USER_ID:SESSION_ID [...]
//   (PGlite: a copy of the app's own data folder, taken while the app was stopped)
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { transformSync } from 'esbuild';
import { memberRows } from './bench-members-rows.mjs';

const [port, driver, where, ...pairs] = process.argv.slice(2);
const root = path.resolve(import.meta.dirname, '..');

const callersStatement = `select users.*, requested.session_id as requested_session
  from users join unnest($1::uuid[], $2::uuid[]) as requested(user_id, session_id) on users.id = requested.user_id
  where users.id = any($1::uuid[]) and exists (select 1 from refresh_tokens
    where family_id = requested.session_id and user_id = requested.user_id and revoked_at is null)`;

/** `query(text, values)` resolves to the rows. */
async function open() {
  if (driver === 'postgres') {
    const { default: pg } = await import('pg');
    const pool = new pg.Pool({ connectionString: where, max: 10 });
    return async (text, values) => (await pool.query(text, values)).rows;
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  // the options apps/server/src/db/client.ts opens the embedded database with
  const client = new PGlite(path.join(where, 'pglite'), {
    extensions: { pg_trgm },
    startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'],
  });
  return async (text, values) => (await client.query(text, values)).rows;
}

const query = await open();
const source = readFileSync(path.join(root, 'apps/server/src/lib/batch-per-turn.ts'), 'utf8');
const { code } = transformSync(source, { loader: 'ts', format: 'esm' });
const { batchPerTurn } = await import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`);

const callerRow = batchPerTurn(
  (member) => `${member.userId} ${member.sessionId}`,
  async (members) => {
    const rows = await query(callersStatement, [members.map((m) => m.userId), members.map((m) => m.sessionId)]);
    return new Map(rows.map((row) => [`${row.id} ${row.requested_session}`, row]));
  },
);

const members = pairs.map((pair) => {
  const [userId, sessionId] = pair.split(':');
  return { userId, sessionId };
});
for (const member of members) {
  if (!(await callerRow(member))) throw new Error('the floor server found a member without a live session');
}

let next = 0;
createServer((request, response) => {
  const row = memberRows[Number(request.url.slice(1))];
  // each connection is one member, as in the app's measurement (a member on two connections at
  // once would make the autosave's upserts wait on each other's row lock)
  const member = (request.socket.benchMember ??= members[next++ % members.length]);
  request.resume();
  (async () => {
    const caller = await callerRow(member);
    const results = [];
    for (const [text, values] of row?.floor ?? []) results.push(await query(text, values(member)));
    return { caller: caller.id, results };
  })().then(
    (body) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    },
    (error) => {
      response.writeHead(500, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ message: error.message }));
    },
  );
}).listen(Number(port), '127.0.0.1');
