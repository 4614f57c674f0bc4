import { randomInt } from 'node:crypto';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  Cluster,
  freshDatabase,
  login,
  metricsToken,
  missingParts,
  root,
  signUp,
  steadyLoad,
  tryLogin,
  csrfToken,
  getFrom,
} from './harness.ts';

// `npm run cluster` against real PostgreSQL, Redis and Caddy. CI has all three (.ci/run starts
// Redis and installs Caddy) and must run this: there a missing part is a failure, not a skip.
const missing = await missingParts();
if (missing.length > 0 && process.env.CI) {
  throw new Error(`CI is set but the operations test cannot run: missing ${missing.join(', ')}`);
}
if (missing.length > 0) {
  console.warn(`ops/cluster.test.ts skipped: missing ${missing.join(', ')} (CI fails instead)`);
}

// 4300-4320: never the e2e port (3100) or a dev server (3000)
const threePort = 4300;
const twoPort = 4310;
/** Load is flowing: this many requests have been answered 200 since `since`. */
const answered =
  (count: number, since = 0) =>
  (outcomes: { ok: boolean; start: number }[]) =>
    outcomes.filter((outcome) => outcome.ok && outcome.start >= since).length >= count;
const migrationFiles = readdirSync(path.join(root, 'apps/server/src/db/migrations')).filter((name) =>
  name.endsWith('.sql'),
);

/**
 * What a person's browser sends: the authenticated read (GET, which Caddy may retry elsewhere)
 * and a POST (which it never retries once sent, like a checkout).
 */
const readsAndWrites = (base: string, access: string) =>
  steadyLoad([
    { url: `${base}/extract-user-data/`, init: { headers: { authorization: `Bearer ${access}` } }, connections: 4 },
    {
      url: `${base}/check_email_status/`,
      init: {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: `load-${randomInt(1e9)}@acme.com` }),
      },
      connections: 2,
    },
  ]);

describe.skipIf(missing.length > 0)('npm run cluster: several instances behind Caddy', () => {
  let database: Awaited<ReturnType<typeof freshDatabase>>;

  beforeAll(async () => {
    database = await freshDatabase();
  });
  afterAll(async () => {
    await database?.drop();
  });

  it('starts three instances at once on an empty database: migrations run once, all come up ready, SIGTERM stops everything', async () => {
    const cluster = new Cluster(threePort, 3, database.url);
    try {
      await cluster.waitFor(/all 3 instances ready/);
      for (const index of [1, 2, 3]) {
        expect((await fetch(`${cluster.instanceUrl(index)}/ready`)).status).toBe(200);
      }
      expect((await fetch(`${cluster.url}/ready`)).status).toBe(200);
      const applied = await database.query<{ count: string }>('select count(*) from drizzle.__drizzle_migrations');
      expect(Number(applied[0]?.count)).toBe(migrationFiles.length);
    } finally {
      expect(await cluster.stop()).toBe(0);
    }
    // nothing it started is left listening: not the instances, not the proxy
    for (const url of [cluster.url, cluster.instanceUrl(1), cluster.instanceUrl(2), cluster.instanceUrl(3)]) {
      await expect(fetch(`${url}/health`)).rejects.toThrow();
    }
    expect(cluster.output()).toMatch(/instance 3 \(pid \d+\) stopped \(code 0\)/);
  });

  describe('two instances', () => {
    let cluster: Cluster;
    let member: string;
    let guessed: string;

    beforeAll(async () => {
      cluster = new Cluster(twoPort, 2, database.url);
      await cluster.waitFor(/all 2 instances ready/);
      member = await signUp(cluster.url, 'member');
      guessed = await signUp(cluster.url, 'guessed');
    }, 120_000);
    afterAll(async () => {
      if (cluster) expect(await cluster.stop()).toBe(0);
    });

    it('passes the client address and counts the per-IP limit once for both instances (Redis)', async () => {
      // the client's request id reaches the instance and comes back
      const identified = await fetch(`${cluster.url}/csrf/`, { headers: { 'x-request-id': 'ops-request-abcdef' } });
      expect(identified.headers.get('x-request-id')).toBe('ops-request-abcdef');
      // instance 1, instance 2, instance 1…: the same client (127.0.0.1) on both
      const answers = [];
      for (let i = 0; i < 6; i++) {
        const reply = await fetch(`${cluster.instanceUrl((i % 2) + 1)}/csrf/`);
        expect(reply.status).toBe(200);
        answers.push({ remaining: Number(reply.headers.get('x-ratelimit-remaining')) });
      }
      // one count for both: each answer has fewer left than the one before, whichever instance gave it
      for (let i = 1; i < answers.length; i++) expect(answers[i]!.remaining).toBeLessThan(answers[i - 1]!.remaining);
      // a client at another address has a count of its own: the instances key the limit on the
      // address Caddy passes (X-Forwarded-For, believed from 127.0.0.1 only), not on Caddy's
      const elsewhere = `127.${randomInt(1, 255)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;
      const fromElsewhere = await getFrom(elsewhere, `${cluster.url}/csrf/`);
      expect(fromElsewhere.status).toBe(200);
      expect(Number(fromElsewhere.headers['x-ratelimit-limit'])).toBe(100_000);
      expect(Number(fromElsewhere.headers['x-ratelimit-remaining'])).toBe(100_000 - 1);
      expect(answers.at(-1)!.remaining).toBeLessThanOrEqual(100_000 - 7);
      // and a client cannot pick its address by sending X-Forwarded-For: Caddy replaces it
      const spoofed = await fetch(`${cluster.url}/csrf/`, {
        headers: { 'x-forwarded-for': `198.51.100.${randomInt(1, 255)}` },
      });
      expect(Number(spoofed.headers.get('x-ratelimit-remaining'))).toBeLessThan(answers.at(-1)!.remaining);
      // a request without an id gets one made by the proxy, returned in the reply
      expect((await fetch(`${cluster.url}/health`)).headers.get('x-request-id')).toMatch(/^[\w-]{8,64}$/);
    });

    it('counts the login back-off across both instances', async () => {
      // one CSRF pair for every try (any instance accepts it); the tries alternate between instances
      const csrf = await csrfToken(cluster.url);
      for (let i = 0; i < 10; i++) {
        const reply = await tryLogin(cluster.instanceUrl((i % 2) + 1), guessed, `Wrong#Guess${i}x`, csrf);
        expect(reply.status).toBe(401);
      }
      // the right password now waits, through the proxy and on either instance
      for (const base of [cluster.url, cluster.instanceUrl(1), cluster.instanceUrl(2)]) {
        const reply = await tryLogin(base, guessed, 'Harbor#Lights42');
        expect(reply.status).toBe(429);
        expect(Number(reply.headers.get('retry-after'))).toBeGreaterThan(0);
      }
    });

    it('holds the OTP resend wait across instances', async () => {
      const email = `ops-otp-${randomInt(1e9)}@acme.com`;
      const send = (base: string) =>
        fetch(`${base}/send_email_otp/`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email }),
        });
      expect((await send(cluster.instanceUrl(1))).status).toBe(200);
      const again = await send(cluster.instanceUrl(2));
      expect(again.status).toBe(429);
      expect(Number(again.headers.get('retry-after'))).toBeGreaterThan(0);
    });

    it('refuses a session on one instance as soon as it logged out on the other', async () => {
      const tokens = await login(cluster.instanceUrl(1), member);
      const read = (base: string) =>
        fetch(`${base}/extract-user-data/`, { headers: { authorization: `Bearer ${tokens.access}` } });
      expect((await read(cluster.instanceUrl(2))).status).toBe(200);
      const loggedOut = await fetch(`${cluster.instanceUrl(1)}/logout/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ refresh: tokens.refresh }),
      });
      expect(loggedOut.status).toBe(200);
      expect((await read(cluster.instanceUrl(2))).status).toBe(401);
      expect((await read(cluster.url)).status).toBe(401);
    });

    it('serves /metrics through the proxy only with the token', async () => {
      expect((await fetch(`${cluster.url}/metrics`)).status).toBe(401);
      expect(
        (await fetch(`${cluster.url}/metrics`, { headers: { authorization: 'Bearer not-the-token-at-all' } })).status,
      ).toBe(401);
      const reply = await fetch(`${cluster.url}/metrics`, { headers: { authorization: `Bearer ${metricsToken}` } });
      expect(reply.status).toBe(200);
      expect(await reply.text()).toContain('exitcraft_http_requests_total');
    });

    it('restarts the instances one at a time under steady load without failing a request', async () => {
      const { access } = await login(cluster.url, member);
      const pidsBefore = [cluster.instancePid(1), cluster.instancePid(2)];
      const load = readsAndWrites(cluster.url, access);
      await load.until('20 answered requests before the restart', answered(20));
      const since = Date.now();
      cluster.signal('SIGUSR2');
      const done = await cluster.waitFor(/rolling restart done/, { since, timeoutMs: 120_000 });
      // both fresh instances serve once it is done
      await load.until('requests answered by both fresh instances', (outcomes) => {
        const upstreams = outcomes.filter((o) => o.ok && o.start > done.at).map((o) => o.upstream);
        return new Set(upstreams).size === 2 && upstreams.length >= 20;
      });
      const outcomes = await load.stop();
      const failed = outcomes.filter((outcome) => !outcome.ok);
      const timeline = cluster.lines
        .filter((line) => line.at >= since - 2000 && !line.text.includes('using provided configuration'))
        .map((line) => `+${line.at - since} ms ${line.text.slice(0, 300)}`);
      const when = failed.map((outcome) => `${outcome.method} ${outcome.status} at +${outcome.start - since} ms`);
      expect(failed, `${when.join(', ')}\n${timeline.join('\n')}`).toEqual([]);
      expect(outcomes.filter((outcome) => outcome.method === 'GET').length).toBeGreaterThan(50);
      expect(outcomes.filter((outcome) => outcome.method === 'POST').length).toBeGreaterThan(20);
      expect(cluster.output()).toMatch(/instance 1 \(pid \d+\) stopped for the rolling restart/);
      expect(cluster.output()).toMatch(/instance 2 \(pid \d+\) stopped for the rolling restart/);
      // the extra instance on PORT+3 served meanwhile and is gone again
      expect(cluster.output()).toMatch(/instance 3 ready on port 4313/);
      expect(cluster.output()).toMatch(/instance 3 \(pid \d+\) stopped \(code 0\)/);
      expect(cluster.instancePid(1)).not.toBe(pidsBefore[0]);
      expect(cluster.instancePid(2)).not.toBe(pidsBefore[1]);
      // both fresh instances served before the load stopped
      const late = outcomes.filter((outcome) => outcome.ok && outcome.start > done.at);
      expect(new Set(late.map((outcome) => outcome.upstream)).size).toBe(2);
    }, 180_000);

    it('survives SIGKILL of an instance under load: only requests in flight may fail, and it comes back', async () => {
      const { access } = await login(cluster.url, member);
      const victimPort = `127.0.0.1:${cluster.port + 1}`;
      const load = readsAndWrites(cluster.url, access);
      await load.until('20 answered requests before the kill', answered(20));
      const killedAt = Date.now();
      process.kill(cluster.instancePid(1), 'SIGKILL');
      const back = await cluster.waitFor(/instance 1 ready/, { since: killedAt, timeoutMs: 60_000 });
      // the proxy's health check takes it back: it answers through the proxy again
      await load.until('the restarted instance answering through the proxy', (outcomes) =>
        outcomes.some((outcome) => outcome.start > back.at && outcome.upstream === victimPort && outcome.ok),
      );
      const outcomes = await load.stop();
      const failed = outcomes.filter((outcome) => !outcome.ok);
      const summary = failed.map((outcome) => `${outcome.method} ${outcome.status} +${outcome.start - killedAt} ms`);
      console.info(`SIGKILL under load: ${outcomes.length} requests, ${failed.length} failed`, summary.slice(0, 20));
      const proxyErrors = cluster
        .output()
        .split('\n')
        .filter((line) => line.includes('"level":"error"'))
        .slice(-10);
      // at most the requests that were on it when it died, and none sent 5 s or more after
      expect(failed.length, `${summary.slice(0, 20).join(', ')}\n${proxyErrors.join('\n')}`).toBeLessThanOrEqual(
        load.connections,
      );
      for (const outcome of failed) expect(outcome.start).toBeLessThan(killedAt + 5000);
      expect(cluster.output()).toMatch(/instance 1 \(pid \d+\) exited \(signal SIGKILL\)/);
      // it rejoined: the restarted instance answers requests through the proxy again
      expect(outcomes.some((outcome) => outcome.start > back.at && outcome.upstream === victimPort && outcome.ok)).toBe(
        true,
      );
    }, 120_000);
  });
});
