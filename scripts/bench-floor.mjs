// The floor of an authenticated read, for bench-server.mjs: a bare node:http server that runs the
// statement GET /extract-user-data/ runs (the callers' rows, only while their sessions are alive),
// gathered the way the app gathers it (the requests of one turn of the event loop share one
// statement, with the app's own apps/server/src/lib/batch-per-turn.ts), and answers the row as JSON. Each request
// asks for the next member in turn. No framework, no token check, no headers, no log: whatever the
// app costs beyond this is the app's; what this costs, no code above the database can take away.
//
// Usage: node scripts/bench-floor.mjs PORT postgres URL USER_ID:SESSION_ID [USER_ID:SESSION_ID ...]
//        node scripts/bench-floor.mjs PORT pglite MEMBERS
//   (PGlite: a database of its own in a temporary folder, opened with the app's settings, the app's
//   migrations applied and MEMBERS members with a live session each, as the app's would hold them)
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { transformSync } from 'esbuild';

const [port, driver, ...rest] = process.argv.slice(2);
const root = path.resolve(import.meta.dirname, '..');

const callersStatement = `select users.*, requested.session_id as requested_session
  from users join unnest($1::uuid[], $2::uuid[]) as requested(user_id, session_id) on users.id = requested.user_id
  where users.id = any($1::uuid[]) and exists (select 1 from refresh_tokens
    where family_id = requested.session_id and user_id = requested.user_id and revoked_at is null)`;

/** `run(userIds, sessionIds)` resolves to the rows of the callers whose sessions are alive. */
async function openPostgres() {
  const { default: pg } = await import('pg');
  const [url, ...pairs] = rest;
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  return {
    members: pairs.map((pair) => pair.split(':')),
    run: async (userIds, sessionIds) =>
      (await pool.query({ name: 'callers', text: callersStatement, values: [userIds, sessionIds] })).rows,
  };
}

async function openPglite() {
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const dir = mkdtempSync(path.join(tmpdir(), 'exitcraft-bench-floor-'));
  process.on('exit', () => rmSync(dir, { recursive: true, force: true }));
  // the options apps/server/src/db/client.ts opens the embedded database with
  const client = new PGlite(dir, {
    extensions: { pg_trgm },
    startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'],
  });
  await migrate(drizzle(client), { migrationsFolder: path.join(root, 'apps/server/src/db/migrations') });
  const { rows: members } = await client.query(
    `with member as (
       insert into users (email, username, full_name, password_hash, email_verified)
       select 'floor' || n || '@example.com', 'FloorMember' || n, 'Floor Member', 'not-a-hash', true
       from generate_series(1, $1::int) as n returning id)
     insert into refresh_tokens (user_id, family_id, token_hash, expires_at)
     select id, gen_random_uuid(), 'not-a-hash-' || id, now() + interval '1 day' from member
     returning user_id, family_id`,
    [Number(rest[0] ?? 1)],
  );
  return {
    members: members.map((member) => [member.user_id, member.family_id]),
    run: async (userIds, sessionIds) => (await client.query(callersStatement, [userIds, sessionIds])).rows,
  };
}

const database = driver === 'pglite' ? await openPglite() : await openPostgres();

/**
 * The app's own gathering (apps/server/src/lib/batch-per-turn.ts, which imports nothing), compiled
 * here from its source, so the floor gathers exactly as the server does.
 */
async function importBatchPerTurn() {
  const source = readFileSync(path.join(root, 'apps/server/src/lib/batch-per-turn.ts'), 'utf8');
  const { code } = transformSync(source, { loader: 'ts', format: 'esm' });
  return (await import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`)).batchPerTurn;
}

const batchPerTurn = await importBatchPerTurn();
/** The caller's row: every lookup of one turn goes to the database as one statement, as in the app. */
const callerRow = batchPerTurn(
  ([userId, sessionId]) => `${userId} ${sessionId}`,
  async (members) => {
    const rows = await database.run(
      members.map(([userId]) => userId),
      members.map(([, sessionId]) => sessionId),
    );
    return new Map(rows.map((row) => [`${row.id} ${row.requested_session}`, row]));
  },
);

for (const member of database.members) {
  if (!(await callerRow(member))) throw new Error('the floor server found a member without a live session');
}

let next = 0;
createServer((_request, response) => {
  callerRow(database.members[next++ % database.members.length]).then(
    (row) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ status: 'success', user_data: row }));
    },
    (error) => {
      response.writeHead(500, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ message: error.message }));
    },
  );
}).listen(Number(port), '127.0.0.1');
