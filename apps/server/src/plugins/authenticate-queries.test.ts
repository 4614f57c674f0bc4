import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestContext } from '../../test/helper.ts';
import { type QueryLog, recordQueries } from '../../test/query-log.ts';

/*
 * Issue 16: an authenticated request costs one indexed round trip for the caller and the
 * revocation check together, plus what the route itself needs. The statements are counted at the
 * database driver, so a new per-request lookup anywhere (a plugin, a hook, the route) fails here.
 * Requests that arrive together share that statement: N callers, one round trip.
 */
let ctx: TestContext;
let log: QueryLog;
let bearer: { authorization: string };

beforeAll(async () => {
  ctx = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '10000' } });
  const { accessToken } = await createUser(ctx.deps);
  bearer = { authorization: `Bearer ${accessToken}` };
  log = recordQueries(ctx.database);
});
afterAll(() => ctx.close());
beforeEach(() => log.clear());

const authenticateStatement =
  /from "users" inner join unnest\(\$1::uuid\[\], \$2::uuid\[\]\) .* and exists \(select .* from "refresh_tokens"/i;

describe('the statements an authenticated request sends', () => {
  it.each([
    // [method, url, body, statements the route needs beyond the caller's]
    ['GET', '/extract-user-data/', undefined, 0],
    ['GET', '/user/current/', undefined, 0],
    ['GET', '/onboarding/', undefined, 1],
    ['GET', '/company-surveys/', undefined, 1],
    ['POST', '/company-surveys/', { businessName: 'Harbor Lights Ltd', industry: 'Logistics' }, 1],
  ] as const)(
    '%s %s: the caller and session in one statement, then %i of its own',
    async (method, url, payload, own) => {
      const reply = await ctx.app.inject({ method, url, headers: bearer, ...(payload ? { payload } : {}) });
      expect(reply.statusCode, reply.body).toBe(200);
      expect(log.statements, log.statements.join('\n')).toHaveLength(1 + own);
      expect(log.statements[0]).toMatch(authenticateStatement);
    },
  );

  it('sends none for a bearer that is not a valid token', async () => {
    const reply = await ctx.app.inject({
      method: 'GET',
      url: '/extract-user-data/',
      headers: { authorization: 'Bearer not.a.token' },
    });
    expect(reply.statusCode).toBe(401);
    expect(log.statements).toEqual([]);
  });

  it('sends the one statement for a token whose session was revoked, and refuses it', async () => {
    const { accessToken, refreshToken } = await createUser(ctx.deps);
    const loggedOut = await ctx.app.inject({ method: 'POST', url: '/logout/', payload: { refresh: refreshToken } });
    expect(loggedOut.statusCode).toBe(200);
    log.clear();
    const reply = await ctx.app.inject({
      method: 'GET',
      url: '/extract-user-data/',
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(reply.statusCode).toBe(401);
    expect(log.statements).toHaveLength(1);
    expect(log.statements[0]).toMatch(authenticateStatement);
  });

  it('looks up the callers of requests that arrive together in one statement, and refuses only the revoked one', async () => {
    const members = await Promise.all([1, 2, 3].map(() => createUser(ctx.deps)));
    const revoked = await createUser(ctx.deps);
    const loggedOut = await ctx.app.inject({
      method: 'POST',
      url: '/logout/',
      payload: { refresh: revoked.refreshToken },
    });
    expect(loggedOut.statusCode).toBe(200);
    log.clear();
    const callers = [...members, members[0]!, revoked];
    const replies = await Promise.all(
      callers.map(({ accessToken }) =>
        ctx.app.inject({
          method: 'GET',
          url: '/extract-user-data/',
          headers: { authorization: `Bearer ${accessToken}` },
        }),
      ),
    );
    expect(replies.map((reply) => reply.statusCode)).toEqual([200, 200, 200, 200, 401]);
    // each member gets their own row, the one asking twice included
    expect(replies.slice(0, 4).map((reply) => reply.json().user_data.email)).toEqual(
      [...members, members[0]!].map((member) => member.user.email),
    );
    expect(log.statements, log.statements.join('\n')).toHaveLength(1);
    expect(log.statements[0]).toMatch(authenticateStatement);
  });
});
