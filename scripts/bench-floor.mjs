// The floor of an authenticated read, for bench-server.mjs: a bare node:http server that runs the
// statement GET /extract-user-data/ runs (the caller's row, only while the session is alive) and
// answers its row as JSON. No framework, no token check, no headers, no log: whatever the app
// costs beyond this is the app's; what this costs, no code above the database can take away.
//
// Usage: node scripts/bench-floor.mjs PORT postgres URL USER_ID SESSION_ID
//        node scripts/bench-floor.mjs PORT pglite
//   (PGlite: a database of its own in a temporary folder, opened with the app's settings, the app's
//   migrations applied and one member with a live session in it, as the app's would hold them)
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';

const [port, driver, url, givenUser, givenSession] = process.argv.slice(2);
const root = path.resolve(import.meta.dirname, '..');

const callerStatement = `select * from users where id = $1 and exists (
  select 1 from refresh_tokens where family_id = $2 and user_id = $1 and revoked_at is null) limit 1`;

/** `run(params)` resolves to the caller's row; `ids` are the member's user and session ids. */
async function openPostgres() {
  const { default: pg } = await import('pg');
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  return {
    ids: [givenUser, givenSession],
    run: async (params) => (await pool.query({ name: 'caller', text: callerStatement, values: params })).rows[0],
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
  const {
    rows: [user],
  } = await client.query(
    `insert into users (email, username, full_name, password_hash, email_verified)
     values ('floor@example.com', 'FloorMember', 'Floor Member', 'not-a-hash', true) returning id`,
  );
  const {
    rows: [session],
  } = await client.query(
    `insert into refresh_tokens (user_id, family_id, token_hash, expires_at)
     values ($1, gen_random_uuid(), 'not-a-hash', now() + interval '1 day') returning family_id`,
    [user.id],
  );
  return {
    ids: [user.id, session.family_id],
    run: async (params) => (await client.query(callerStatement, params)).rows[0],
  };
}

const database = driver === 'pglite' ? await openPglite() : await openPostgres();
if (!(await database.run(database.ids))) throw new Error('the floor server found no member with a live session');

createServer((_request, response) => {
  database.run(database.ids).then(
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
