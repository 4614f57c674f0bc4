// Benchmarks (issue 30, decision 038): GET /benchmarks/ with 100,000 assessment submissions in a
// fresh PostgreSQL database (BENCH_BENCHMARKS_SUBMISSIONS), next to the same request with 1,000, behind
// the built server (apps/server/dist). The submissions (a brand assessment and a checklist for each
// generated owner, with business details naming an industry and a size) go in with one bulk SQL
// insert each, dated before today so the day's frozen distributions count them. Prints, per size:
//  - the one-off build of the day's distributions (the midnight job in production; the first request here), in seconds;
//  - GET /benchmarks/ p50 / p95 over BENCH_BENCHMARKS_ROUNDS (200) requests;  target p95 <= 50 ms
//  - GET /reports/exit-readiness/ (the caller's own score, no other owner read) as the floor.
// Prints figures only, never passes or fails on time. Needs PostgreSQL (BENCH_DATABASE_URL, or the
// local server at 127.0.0.1:5432); skipped with one line when none answers. BENCH_SERVER_PORT moves
// the port (parallel work).
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { benchServerEnv, startApp } from './bench-app.mjs';
import { devMailbox, signUp } from './bench-member.mjs';
import { freshPostgresDatabase } from './bench-postgres.mjs';

const port = Number(process.env.BENCH_SERVER_PORT ?? 3480);
const sizes = (process.env.BENCH_BENCHMARKS_SUBMISSIONS ?? '1000,100000').split(',').map(Number);
const rounds = Number(process.env.BENCH_BENCHMARKS_ROUNDS ?? 200);
const base = `http://127.0.0.1:${port}`;

const industries = [
  'Manufacturing',
  'Software',
  'Construction',
  'Retail shop',
  'Dental clinic',
  'Consulting',
  'Freight logistics',
  'Bakery',
  'Something unusual',
];
const companySizes = ['Small', 'Medium', 'Large', 'Global'];
const strengths = ['Strong', 'Sufficient', 'Weak'];

const instrument = async (kind) => (await (await fetch(`${base}/assessments/${kind}/`)).json()).sections;

/**
 * `submissions` / 2 owners, each with a brand assessment and a checklist (scores in the stored shape,
 * drawn from a hash of the row number) and submitted business details, two days ago.
 */
async function generate(client, submissions) {
  const owners = Math.ceil(submissions / 2);
  const brand = await instrument('brand');
  const checklist = await instrument('diagnostic');
  await client.query(
    `insert into users (email, username, full_name, password_hash, email_verified, created_at, updated_at)
     select 'owner' || n || '@bench.example.com', 'Owner' || n, 'Owner ' || n, 'not-a-password-hash', true, now() - interval '3 days', now()
     from generate_series(1, $1::int) as n`,
    [owners],
  );
  // brand: each section a multiple of 2.5 from the hash; overall their mean
  const brandSections = brand.map(
    (section, index) =>
      `jsonb_build_object('id', '${section.id}', 'name', '${section.name.replace(/'/g, "''")}', 'score', ((hashtext('b${index}' || u.n) & 2147483647) % 41) * 2.5)`,
  );
  await client.query(
    `with owners as (select id, row_number() over (order by id) as n from users where email like '%@bench.example.com'),
     scored as (select u.id, jsonb_build_array(${brandSections.join(', ')}) as sections from owners u)
     insert into assessment_submissions (user_id, kind, instrument_version, answers, scores, submitted_at)
     select id, 'brand', 'bench', '{}'::jsonb,
       jsonb_build_object('overall', round((select avg((s->>'score')::numeric) from jsonb_array_elements(sections) s), 1), 'dont_know', 0, 'sections', sections),
       now() - interval '2 days'
     from scored`,
  );
  const checklistSections = checklist.map(
    (section, index) =>
      `(select jsonb_build_object('id', '${section.id}', 'name', '${section.name.replace(/'/g, "''")}', 'yes', y, 'total', ${section.items.length}, 'yes_pct', round(y * 100.0 / ${section.items.length}, 1))
        from (select (hashtext('d${index}' || u.n) & 2147483647) % ${section.items.length + 1} as y) t)`,
  );
  const total = checklist.reduce((sum, section) => sum + section.items.length, 0);
  await client.query(
    `with owners as (select id, row_number() over (order by id) as n from users where email like '%@bench.example.com'),
     scored as (select u.id, jsonb_build_array(${checklistSections.join(', ')}) as sections from owners u)
     insert into assessment_submissions (user_id, kind, instrument_version, answers, scores, submitted_at)
     select id, 'diagnostic', 'bench', '{}'::jsonb,
       jsonb_build_object('overall', jsonb_build_object('yes', y, 'total', ${total}, 'yes_pct', round(y * 100.0 / ${total}, 1)), 'sections', sections),
       now() - interval '2 days'
     from scored cross join lateral (select (select sum((s->>'yes')::int) from jsonb_array_elements(sections) s)::int as y) t`,
  );
  await client.query(
    `with owners as (select id, row_number() over (order by id) as n from users where email like '%@bench.example.com')
     insert into company_surveys (user_id, answers, submitted_at)
     select id, jsonb_build_object(
         'industry', ($1::text[])[1 + (hashtext('i' || n) & 2147483647) % array_length($1::text[], 1)],
         'companySize', ($2::text[])[1 + (hashtext('s' || n) & 2147483647) % 4],
         'cashFlowPosition', ($3::text[])[1 + (hashtext('c' || n) & 2147483647) % 3],
         'staffTurnaround', ($3::text[])[1 + (hashtext('t' || n) & 2147483647) % 3]),
       now() - interval '2 days'
     from owners`,
    [industries, companySizes, strengths],
  );
  await client.query('analyze users; analyze assessment_submissions; analyze company_surveys');
}

/** The member the requests are made as: signed up through the API, with their own submissions and details. */
async function member(client) {
  const { email, access } = await signUp(base, devMailbox(base), 'benchmarks');
  await client.query(
    `insert into assessment_submissions (user_id, kind, instrument_version, answers, scores, submitted_at)
     select u.id, s.kind, 'bench', '{}'::jsonb, s.scores, now() - interval '1 hour'
     from users u, (select distinct on (kind) kind, scores from assessment_submissions order by kind, submitted_at) s
     where u.email = $1`,
    [email],
  );
  await client.query(
    `insert into company_surveys (user_id, answers, submitted_at)
     select id, '{"industry":"Manufacturing","companySize":"Medium","cashFlowPosition":"Strong"}'::jsonb, now() from users where email = $1`,
    [email],
  );
  return access;
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function timed(url, headers) {
  const at = performance.now();
  const reply = await fetch(`${base}${url}`, { headers });
  const body = await reply.text();
  if (!reply.ok) throw new Error(`GET ${url} answered ${reply.status}: ${body}`);
  return { ms: performance.now() - at, body };
}

async function series(url, headers) {
  const times = [];
  for (let i = 0; i < rounds; i++) times.push((await timed(url, headers)).ms);
  return times.sort((a, b) => a - b);
}

async function measure(submissions) {
  const database = await freshPostgresDatabase('benchmarks');
  if (!database.url) {
    console.log(`  skipped: ${database.skipped}`);
    return;
  }
  const client = new pg.Client({ connectionString: database.url });
  const dataDir = mkdtempSync(path.join(tmpdir(), 'exitcraft-bench-benchmarks-'));
  let app;
  try {
    await client.connect();
    app = await startApp(benchServerEnv({ port, dataDir, databaseUrl: database.url }), { inheritOutput: true });
    const started = performance.now();
    await generate(client, submissions);
    const seeded = (performance.now() - started) / 1000;
    // the start froze today's day on the empty database (the job queued at every start); forget it,
    // so the first request freezes the seeded one: the build the midnight job runs in production
    await client.query('delete from benchmark_periods');
    const headers = { authorization: `Bearer ${await member(client)}` };
    const first = await timed('/benchmarks/', headers);
    const shown = JSON.parse(first.body).metrics.find((metric) => metric.id === 'readiness');
    const readiness = await series('/reports/exit-readiness/', headers);
    const benchmarks = await series('/benchmarks/', headers);
    const load = loadavg()
      .map((value) => value.toFixed(2))
      .join(' ');
    console.log(
      `  ${submissions.toLocaleString('en-US')} submissions (seeded in ${seeded.toFixed(1)} s): day's distributions built (by the first request here; by the midnight job in production) in ${(first.ms / 1000).toFixed(2)} s`,
    );
    console.log(
      `    GET /benchmarks/: p50 ${percentile(benchmarks, 50).toFixed(1)} ms   p95 ${percentile(benchmarks, 95).toFixed(1)} ms   (target p95 <= 50 ms; ${rounds} requests)`,
    );
    console.log(
      `    floor, GET /reports/exit-readiness/: p50 ${percentile(readiness, 50).toFixed(1)} ms   p95 ${percentile(readiness, 95).toFixed(1)} ms   ratio p50 ${(percentile(benchmarks, 50) / percentile(readiness, 50)).toFixed(2)}   load average ${load}`,
    );
    console.log(`    readiness among all owners: ${JSON.stringify(shown?.all)}`);
  } finally {
    await app?.stop();
    await client.end().catch(() => {});
    rmSync(dataDir, { recursive: true, force: true });
    await database.drop();
  }
}

console.log(
  `\n== Benchmarks: GET /benchmarks/ over ${sizes.map((n) => n.toLocaleString('en-US')).join(' and ')} submissions in PostgreSQL`,
);
for (const size of sizes) await measure(size);
