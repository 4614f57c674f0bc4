import { instruments } from '@exitcraft/shared/content/assessments/index';
import { notEnoughPeersMessage } from '@exitcraft/shared/content/benchmarks';
import { type BenchmarksReply, benchmarksReplySchema } from '@exitcraft/shared/schemas/benchmarks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completeSurvey } from '../../../test/company-survey.ts';
import { createTestApp, createUser, signIn } from '../../../test/helper.ts';
import { benchmarkPeriods } from '../../db/schema.ts';
import { manualClock } from '../../lib/clock.ts';
import { benchmarksBuildJob, buildBenchmarkDay } from './service.ts';

/** Issue 30: GET /benchmarks/ through the API, against a real database of its own. */

const dayMs = 86_400_000;
const brandItems = instruments.brand.sections.flatMap((section) => section.items.map((item) => item.id));

/** Brand answers scoring exactly `score` (a multiple of 2.5): that many fortieths rated 5, the rest 1. */
function brandScoring(score: number) {
  const fives = score / 2.5;
  if (!Number.isInteger(fives) || brandItems.length !== 40) throw new Error(`no brand answers score ${score}`);
  return Object.fromEntries(brandItems.map((id, index) => [id, index < fives ? 5 : 1]));
}

async function world() {
  const clock = manualClock(new Date('2026-11-02T10:00:00Z'));
  const ctx = await createTestApp({ overrides: { clock }, isolated: true });
  const call = (token: string | null, method: 'GET' | 'POST', url: string, payload?: object) =>
    ctx.app.inject({
      method,
      url,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      ...(payload === undefined ? {} : { payload }),
    });
  /** a fresh session at the clock's time (a day later the first one has expired) */
  const session = (user: { id: string }) => signIn(ctx.deps, user.id);
  const owner = async (score: number, survey = false) => {
    const { accessToken, user } = await createUser(ctx.deps);
    await submitBrand(user, score);
    if (survey) {
      const reply = await call(accessToken, 'POST', '/company-surveys/submit/', completeSurvey);
      expect(reply.statusCode, reply.body).toBe(200);
    }
    return { user };
  };
  const submitBrand = async (user: { id: string }, score: number) => {
    // a retake is later than the one before it (the latest is the newest by time)
    clock.advance(1000);
    const reply = await call(await session(user), 'POST', '/assessments/brand/submissions/', {
      answers: brandScoring(score),
    });
    expect(reply.statusCode, reply.body).toBe(201);
  };
  const benchmarks = async (user: { id: string }): Promise<BenchmarksReply> => {
    const reply = await call(await session(user), 'GET', '/benchmarks/');
    expect(reply.statusCode, reply.body).toBe(200);
    return benchmarksReplySchema.parse(reply.json());
  };
  const morningAfter = () => clock.set(new Date(Math.floor(clock.now().getTime() / dayMs + 1) * dayMs + 9 * 3_600_000));
  /** the next morning, after the queue's midnight job froze the new day */
  const nextDay = async () => {
    morningAfter();
    await buildBenchmarkDay(ctx.deps.db, clock.now());
  };
  return { ctx, call, owner, submitBrand, benchmarks, nextDay, morningAfter };
}

const metric = (reply: BenchmarksReply, id: string) => {
  const found = reply.metrics.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`no metric ${id}`);
  return found;
};

describe('GET /benchmarks/: the minimum cohort', () => {
  let w: Awaited<ReturnType<typeof world>>;
  beforeAll(async () => {
    w = await world();
  });
  afterAll(() => w.ctx.close());

  it('needs a bearer', async () => {
    expect((await w.call(null, 'GET', '/benchmarks/')).statusCode).toBe(401);
  });

  it('shows nothing for a cohort of 9 and a percentile for a cohort of 10, among all owners and peers', async () => {
    const scores = [10, 20, 30, 40, 50, 60, 70, 80, 90];
    const owners = [];
    for (const score of scores) owners.push(await w.owner(score, true));
    await w.nextDay();
    const nine = await w.benchmarks(owners[8]!.user);
    expect(nine.peer_group).toEqual({ industry: 'Technology and software', size: 'Medium' });
    for (const figure of nine.metrics) {
      expect(figure.all).toEqual({ status: 'not_enough_peers', message: notEnoughPeersMessage });
      expect(figure.peers).toEqual({ status: 'not_enough_peers', message: notEnoughPeersMessage });
    }
    // the cohort's size below the minimum is never given
    expect(JSON.stringify(nine)).not.toMatch(/"cohort"/);

    // a tenth owner joins today: today's figures stay frozen, tomorrow's count them
    await w.owner(100, true);
    expect(await w.benchmarks(owners[8]!.user)).toEqual(nine);
    await w.nextDay();
    const ten = await w.benchmarks(owners[8]!.user);
    const brand = metric(ten, 'brand');
    expect(brand.value).toBe(90);
    // eight owners score below 90 (100 and 90 itself do not): 80 %, rounded down to steps of 50
    expect(brand.all).toEqual({ status: 'shown', percentile: 50, step: 50, cohort: 10 });
    expect(brand.peers).toEqual({ status: 'shown', percentile: 50, step: 50, cohort: 10 });
    expect(metric(ten, 'readiness').all).toMatchObject({ status: 'shown', cohort: 10 });
    expect(metric(ten, 'brand:leadership').all).toMatchObject({ status: 'shown', cohort: 10 });
    const lowest = await w.benchmarks(owners[0]!.user);
    expect(metric(lowest, 'brand').all).toEqual({ status: 'shown', percentile: 0, step: 50, cohort: 10 });
  });

  it('a member without business details is told how to be compared with peers', async () => {
    const loner = await w.owner(40);
    await w.nextDay();
    const reply = await w.benchmarks(loner.user);
    expect(reply.peer_group).toEqual({ industry: null, size: null });
    expect(metric(reply, 'brand').peers.status).toBe('no_group');
    expect(metric(reply, 'brand').all).toMatchObject({ status: 'shown', cohort: 11 });
  });

  it('a member with no submission gets no figures', async () => {
    const { user } = await createUser(w.ctx.deps);
    expect((await w.benchmarks(user)).metrics).toEqual([]);
  });
});

describe('GET /benchmarks/: nobody else’s figure can be learned', () => {
  let w: Awaited<ReturnType<typeof world>>;
  beforeAll(async () => {
    w = await world();
  });
  afterAll(() => w.ctx.close());

  it('holds against probing with every possible retake, before and after the victim’s own retake', async () => {
    const attacker = await w.owner(50);
    for (const score of [10, 20, 30, 40, 60, 60, 60, 60]) await w.owner(score);
    const victim = await w.owner(95);
    await w.nextDay();

    // within a day, another member's retake changes nothing the attacker sees
    const before = await w.benchmarks(attacker.user);
    await w.submitBrand(victim.user, 70);
    expect(await w.benchmarks(attacker.user)).toEqual(before);

    /** every brand score the attacker can reach, each retaken and read back; last the attacker's own 50 again */
    const probe = async () => {
      const transcript: unknown[] = [];
      for (let fives = 0; fives <= 40; fives += 1) {
        await w.submitBrand(attacker.user, fives * 2.5);
        const reply = await w.benchmarks(attacker.user);
        const text = JSON.stringify(reply);
        // no other member's identity travels in any reply
        expect(text).not.toContain(victim.user.id);
        expect(text).not.toContain(victim.user.email);
        // the headlines: the victim's sections moved too (some across the middle bucket's edge, which
        // a day-to-day difference can show, coarsely and without saying whose: decision 038)
        transcript.push(
          reply.metrics.filter(({ section }) => section === null).map(({ id, all, peers }) => ({ id, all, peers })),
        );
      }
      await w.submitBrand(attacker.user, 50);
      return transcript;
    };
    // today: the victim counted at 95; tomorrow, after their retake, at 70
    const today = await probe();
    await w.nextDay();
    const tomorrow = await probe();
    expect(tomorrow).toEqual(today);
    // the probing did see the distribution, coarsely: only two buckets, each of five owners or more
    const seen = new Set(today.map((metrics) => JSON.stringify((metrics as { all: unknown }[])[0])));
    expect([...seen]).toHaveLength(2);
  });
});

describe('GET /benchmarks/: the day the queue freezes', () => {
  let w: Awaited<ReturnType<typeof world>>;
  beforeAll(async () => {
    w = await world();
  });
  afterAll(() => w.ctx.close());
  const frozenDays = async () =>
    (await w.ctx.deps.db.select({ asOf: benchmarkPeriods.asOf }).from(benchmarkPeriods)).map((row) => row.asOf).sort();

  it('answers from yesterday until the midnight job froze today, and builds itself only when no recent day is frozen', async () => {
    const { user } = await w.owner(50, true);
    // nothing frozen yet (the first day): the request freezes today
    expect((await w.benchmarks(user)).as_of).toBe('2026-11-02');

    // the morning after, before the job ran: yesterday's day, and no build on the request
    w.morningAfter();
    expect((await w.benchmarks(user)).as_of).toBe('2026-11-02');
    expect(await frozenDays()).toEqual(['2026-11-02']);

    // the queue's job (as its midnight tick runs it) freezes the new day; replies read it
    await w.ctx.deps.jobs.start();
    await w.ctx.deps.jobs.enqueue(benchmarksBuildJob, {});
    const outcomes = await w.ctx.deps.jobs.drain();
    expect(outcomes.filter((outcome) => outcome.kind === benchmarksBuildJob)).toMatchObject([{ ok: true }]);
    expect(await frozenDays()).toEqual(['2026-11-02', '2026-11-03']);
    expect((await w.benchmarks(user)).as_of).toBe('2026-11-03');

    // two days without the job (the instances were down): the request freezes today itself
    w.morningAfter();
    w.morningAfter();
    expect((await w.benchmarks(user)).as_of).toBe('2026-11-05');
    expect(await frozenDays()).toEqual(['2026-11-02', '2026-11-03', '2026-11-05']);
  });
});
