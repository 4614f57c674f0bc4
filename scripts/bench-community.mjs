// The community's live delivery (issue 14): with STREAMS (200) Server-Sent Events streams open on
// one instance, a member posts MESSAGES (200) messages, POSTERS (4) at a time; every stream must
// receive every message. Prints the messages delivered per second end to end (deliveries = posts x
// streams, from the first post sent to the last delivery) and the delivery latency (post sent ->
// message read off a stream) p50/p99. Prints figures only; a lost delivery is reported, not hidden.
//
// Runs the built server (apps/server/dist) on PGlite, and on PostgreSQL when BENCH_DATABASE_URL (or
// the local server at 127.0.0.1:5432) answers, each on a fresh database. BENCH_COMMUNITY_PORT moves
// the port (parallel work).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { benchServerEnv, startApp } from './bench-app.mjs';
import { devMailbox, signUp } from './bench-member.mjs';
import { freshPostgresDatabase } from './bench-postgres.mjs';

const root = path.resolve(import.meta.dirname, '..');
const port = Number(process.env.BENCH_COMMUNITY_PORT ?? 3460);
const streams = Number(process.env.BENCH_COMMUNITY_STREAMS ?? 200);
const messages = Number(process.env.BENCH_COMMUNITY_MESSAGES ?? 200);
const posters = Number(process.env.BENCH_COMMUNITY_POSTERS ?? 4);
const base = `http://127.0.0.1:${port}`;
const coupon = 'BENCH-FREE';

function serverEnv(dataDir, databaseUrl) {
  return benchServerEnv({
    port,
    dataDir,
    databaseUrl,
    extra: {
      WEB_DIST_DIR: path.join(root, 'apps/web/dist'),
      ...(databaseUrl ? { DATABASE_POOL_MAX: '20' } : {}),
      COMMUNITY_POSTS_PER_MINUTE: '10000',
    },
  });
}

async function until(check, what, tries = 150) {
  for (let i = 0; i < tries; i++) {
    try {
      const value = await check();
      if (value) return value;
    } catch {
      // not there yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`gave up waiting for ${what}`);
}

const post = (url, body, access) =>
  fetch(`${base}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(access ? { authorization: `Bearer ${access}` } : {}) },
    body: JSON.stringify(body),
  });

/** A member through the free coupon and the built-in checkout, as a person would become one. */
async function becomeMember({ email, access }) {
  if (!(await post('/coupons/', { code: coupon }, access)).ok) throw new Error('the bench coupon was refused');
  const checkout = await post(
    '/api/create-checkout-session/',
    {
      amount: 0,
      product_name: 'Exitcraft Membership',
      billing_info: { fullName: 'Bench Founder', email, companyName: '' },
      coupon_code: coupon,
    },
    access,
  );
  if (!checkout.ok) throw new Error(`checkout failed: ${await checkout.text()}`);
}

/** One stream: calls onMessage(id, receivedAt) for every `message` event. */
async function openStream(access, onMessage, agent) {
  const ticket = await post('/community/stream-tickets/', {}, access);
  if (!ticket.ok) throw new Error(`ticket refused: ${ticket.status}`);
  const { ticket: value } = await ticket.json();
  return new Promise((resolve, reject) => {
    const request = http.get(`${base}/community/stream/?ticket=${encodeURIComponent(value)}`, { agent }, (response) => {
      if (response.statusCode !== 200) {
        reject(new Error(`stream answered ${response.statusCode}`));
        return;
      }
      response.setEncoding('utf8');
      let buffer = '';
      response.on('data', (chunk) => {
        const at = performance.now();
        buffer += chunk;
        let end;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const frame = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (frame.includes('event: message')) onMessage(/^id: (\d+)$/m.exec(frame)?.[1], at);
        }
      });
      resolve(() => request.destroy());
    });
    request.on('error', reject);
  });
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

async function measure(label, databaseUrl) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'exitcraft-bench-community-'));
  const env = serverEnv(dataDir, databaseUrl);
  // the coupon goes in before the server holds the database (as the e2e run does)
  execFileSync(
    process.execPath,
    ['--import', 'tsx', path.join(root, 'apps/server/src/cli/coupons.ts'), 'add', coupon, '100'],
    {
      cwd: path.join(root, 'apps/server'),
      env: { ...env, INIT_CWD: '' },
      stdio: 'ignore',
    },
  );
  const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });
  const closers = [];
  let app;
  try {
    app = await startApp(env, { inheritOutput: true });
    const poster = await signUp(base, devMailbox(base), 'poster');
    await becomeMember(poster);
    const reader = await signUp(base, devMailbox(base), 'reader');

    const sentAt = new Map();
    const latencies = [];
    let delivered = 0;
    let lastDelivery = 0;
    const early = [];
    const onMessage = (id, at) => {
      delivered += 1;
      lastDelivery = at;
      const sent = sentAt.get(id);
      if (sent === undefined) early.push([id, at]);
      else latencies.push(at - sent);
    };
    for (let i = 0; i < streams; i++) closers.push(await openStream(reader.access, onMessage, agent));

    // warm the path once, outside the figures
    await post('/community/channels/general/messages/', { text: 'warm-up' }, poster.access);
    await until(() => delivered >= streams, 'the warm-up delivery', 100);
    delivered = 0;
    latencies.length = 0;

    const started = performance.now();
    let next = 0;
    const postOne = async () => {
      while (next < messages) {
        const n = next++;
        const at = performance.now();
        const reply = await post(
          '/community/channels/general/messages/',
          { text: `bench message ${n}` },
          poster.access,
        );
        if (reply.status !== 201) throw new Error(`post answered ${reply.status}: ${await reply.text()}`);
        const { id } = await reply.json();
        sentAt.set(id, at);
        // a delivery that overtook the post's own reply
        for (let i = early.length - 1; i >= 0; i--) {
          if (early[i][0] === id) {
            latencies.push(early[i][1] - at);
            early.splice(i, 1);
          }
        }
      }
    };
    await Promise.all(Array.from({ length: posters }, postOne));
    const expected = messages * streams;
    await until(() => delivered >= expected, 'every delivery', 150).catch(() => {});
    const seconds = (lastDelivery - started) / 1000;
    latencies.sort((a, b) => a - b);
    console.log(
      `  ${label.padEnd(11)} ${String(Math.round(delivered / seconds)).padStart(8)} messages/s delivered   latency p50 ${percentile(latencies, 50).toFixed(0).padStart(5)} ms   p99 ${percentile(latencies, 99).toFixed(0).padStart(5)} ms   ${delivered}/${expected} delivered in ${seconds.toFixed(1)} s`,
    );
  } finally {
    for (const close of closers) close();
    agent.destroy();
    await app?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

console.log(
  `\n== Community: ${streams} open streams on one instance, ${messages} posts (${posters} at a time), end to end`,
);
await measure('PGlite', undefined);
const postgres = await freshPostgresDatabase('community');
if (postgres.url) {
  try {
    await measure('PostgreSQL', postgres.url);
  } finally {
    await postgres.drop();
  }
}
