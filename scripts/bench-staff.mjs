// The staff back office on many people (issue 18): 100,000 generated people (BENCH_STAFF_PEOPLE) in a
// fresh PostgreSQL database, bulk-inserted with generate_series, behind the built server
// (apps/server/dist). Prints:
//  - the People search (GET /staff/people/?q=…) p50 / p95 over a set of queries (parts of emails,
//    names, aliases and company names, rare and common, with and without the kind filter), each
//    asked BENCH_STAFF_ROUNDS (10) times after one warm-up;        target p95 <= 50 ms
//  - the CSV export of all of them (GET /staff/export/people.csv): time, size, rows, and the server's
//    RSS growth during it (VmRSS sampled every 20 ms, peak minus before);  target <= 64 MiB
// Prints figures only, never passes or fails on time. Needs PostgreSQL (BENCH_DATABASE_URL, or the
// local server at 127.0.0.1:5432); skipped with one line when none answers. BENCH_STAFF_PORT moves
// the port (parallel work).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { benchServerEnv, sampleTreeRss, startApp, treeRss } from './bench-app.mjs';
import { devMailbox, signUp } from './bench-member.mjs';
import { freshPostgresDatabase } from './bench-postgres.mjs';

const port = Number(process.env.BENCH_STAFF_PORT ?? 3470);
const people = Number(process.env.BENCH_STAFF_PEOPLE ?? 100_000);
const rounds = Number(process.env.BENCH_STAFF_ROUNDS ?? 10);
const base = `http://127.0.0.1:${port}`;

/** The staff account, signed up as a person would (the dev mailbox gives the code), then made staff. */
async function signUpStaff(client) {
  const { email, access } = await signUp(base, devMailbox(base), 'staff', { fullName: 'Bench Staff' });
  // what `npm run staff -- grant EMAIL` does; is_staff is read on every request
  await client.query('update users set is_staff = true where email = $1', [email]);
  return access;
}

/**
 * 100,000 people in one statement: names, aliases and companies drawn from small lists (a hash of
 * the row number picks each), so searches have both rare and common matches; about one in four
 * paid, one in ten unverified; created one minute apart going back in time.
 */
async function generatePeople(client) {
  await client.query(
    `insert into users (email, username, full_name, company_name, password_hash, paid, role, email_verified, created_at, updated_at)
     select
       'founder' || n || '@' || lower(c.word) || (h.e % 997) || '.example.com',
       a.colour || o.thing || n,
       f.first || ' ' || l.last,
       c.word || ' ' || s.suffix || ' ' || (h.k % 4999),
       'not-a-password-hash',
       h.p % 4 = 0,
       case when h.p % 4 = 0 then 'paid_user' else 'guest' end,
       h.v % 10 <> 0,
       now() - make_interval(mins => n),
       now()
     from generate_series(1, $1::int) as n
     -- independent pseudo-random picks per column, so no filter is tied to a name by the row number
     cross join lateral (select (hashtext('a' || n) & 2147483647) as a, (hashtext('o' || n) & 2147483647) as o, (hashtext('f' || n) & 2147483647) as f,
       (hashtext('l' || n) & 2147483647) as l, (hashtext('c' || n) & 2147483647) as c, (hashtext('s' || n) & 2147483647) as s,
       (hashtext('e' || n) & 2147483647) as e, (hashtext('k' || n) & 2147483647) as k, (hashtext('p' || n) & 2147483647) as p, (hashtext('v' || n) & 2147483647) as v) h
     cross join lateral (select (array['Red','Blue','Green','Gold','Silver','Amber','Teal','Coral'])[1 + h.a % 8] as colour) a
     cross join lateral (select (array['Cat','Fox','Owl','Oak','Bear','Hawk','Wolf','Elm','Lynx'])[1 + h.o % 9] as thing) o
     cross join lateral (select (array['Ava','Liam','Noah','Emma','Olivia','Lucas','Mia','Ethan','Zoe','Amir','Priya','Chen','Sofia','Mateo','Hana'])[1 + h.f % 15] as first) f
     cross join lateral (select (array['Smith','Nguyen','Garcia','Patel','Kowalski','Okafor','Tremblay','Rossi','Muller','Silva','Kim','Dubois','Haddad'])[1 + h.l % 13] as last) l
     cross join lateral (select (array['Northwind','Acme','Harbor','Maple','Summit','Beacon','Granite','Cedar','Pioneer','Atlas','Lumen','Quarry'])[1 + h.c % 12] as word) c
     cross join lateral (select (array['Logistics','Dental','Plumbing','Software','Bakery','Holdings','Consulting','Roofing'])[1 + h.s % 8] as suffix) s`,
    [people],
  );
  await client.query('analyze users');
}

/** What a staff member types: rare and common, each field, one and several words, with filters. */
const searches = [
  'q=acme',
  'q=Northwind%20Logistics',
  'q=founder4242',
  'q=founder12345%40',
  'q=.example.com',
  'q=Kowalski',
  'q=priya%20patel',
  'q=GoldOwl',
  'q=RedCat17',
  'q=Dental%203',
  'q=Maple%20Bakery%201234',
  'q=nobody-matches-this',
  'q=ok',
  'q=Harbor&kind=member',
  'q=silva&kind=guest',
  'q=zoe&verified=false',
  'kind=member',
  '',
];

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function measure(databaseUrl, client) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'exitcraft-bench-staff-'));
  let app;
  try {
    app = await startApp(benchServerEnv({ port, dataDir, databaseUrl }), { inheritOutput: true });
    const started = performance.now();
    await generatePeople(client);
    console.log(
      `  ${people.toLocaleString('en-US')} people generated in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    const access = await signUpStaff(client);
    const headers = { authorization: `Bearer ${access}` };

    const get = async (query) => {
      const at = performance.now();
      const reply = await fetch(`${base}/staff/people/?${query}`, { headers });
      const body = await reply.json();
      if (!reply.ok) throw new Error(`GET /staff/people/?${query} answered ${reply.status}: ${JSON.stringify(body)}`);
      return { ms: performance.now() - at, found: body.people.length, next: body.next_cursor };
    };
    const timings = [];
    const perQuery = [];
    for (const query of searches) {
      const first = await get(query);
      // the second page too: the cursor's path is part of the view
      if (first.next) await get(`${query}&cursor=${first.next}`);
      const mine = [];
      for (let i = 0; i < rounds; i++) mine.push((await get(query)).ms);
      mine.sort((a, b) => a - b);
      timings.push(...mine);
      perQuery.push([query || '(no filter)', first.found, percentile(mine, 50)]);
    }
    timings.sort((a, b) => a - b);
    console.log(
      `  People search over ${people.toLocaleString('en-US')}: p50 ${percentile(timings, 50).toFixed(1)} ms   p95 ${percentile(timings, 95).toFixed(1)} ms   (target p95 <= 50 ms; ${searches.length} queries x ${rounds}, ${timings.length} requests, end to end)`,
    );
    // a common word with a rare filter: the planner may walk the newest-first index through everyone
    const worst = [];
    for (let i = 0; i < rounds; i++) worst.push((await get('q=Harbor&kind=staff')).ms);
    worst.sort((a, b) => a - b);
    console.log(
      `    outside the set, a common word with a rare filter (q=Harbor&kind=staff): median ${percentile(worst, 50).toFixed(1)} ms`,
    );
    const slowest = [...perQuery].sort((a, b) => b[2] - a[2]).slice(0, 3);
    console.log(`    slowest medians: ${slowest.map(([q, , ms]) => `${q} ${ms.toFixed(1)} ms`).join(', ')}`);

    // the export of everyone, read as a stream; RSS sampled meanwhile
    await new Promise((resolve) => setTimeout(resolve, 500));
    const before = treeRss(app.child.pid);
    const sampler = sampleTreeRss(app.child.pid, 20);
    const exportStarted = performance.now();
    const reply = await fetch(`${base}/staff/export/people.csv`, { headers });
    if (!reply.ok) throw new Error(`the export answered ${reply.status}`);
    let bytes = 0;
    let lines = 0;
    for await (const chunk of reply.body) {
      bytes += chunk.length;
      for (const byte of chunk) if (byte === 10) lines += 1;
    }
    const seconds = (performance.now() - exportStarted) / 1000;
    const peak = sampler.stop();
    const mib = (n) => (n / 1024 / 1024).toFixed(1);
    console.log(
      `  CSV export of everyone: ${lines - 1} rows, ${mib(bytes)} MiB in ${seconds.toFixed(1)} s   server RSS ${mib(before)} -> peak ${mib(peak)} MiB (growth ${mib(peak - before)} MiB; target <= 64 MiB)`,
    );
  } finally {
    await app?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

console.log(`\n== Staff back office: ${people.toLocaleString('en-US')} people in PostgreSQL`);
const database = await freshPostgresDatabase('staff');
if (!database.url) {
  console.log(`  skipped: ${database.skipped}`);
  process.exit(0);
}
const client = new pg.Client({ connectionString: database.url });
try {
  await client.connect();
  // the server creates the tables on start (migrations run before it answers /health); the people go in then
  await measure(database.url, client);
} finally {
  await client.end().catch(() => {});
  await database.drop();
}
