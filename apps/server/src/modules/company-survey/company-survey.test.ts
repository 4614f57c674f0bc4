import { surveyMessages } from '@exitcraft/shared/content/company-survey';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completeSurvey } from '../../../test/company-survey.ts';
import { createTestApp, createUser, type TestContext } from '../../../test/helper.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

async function as(accessToken: string, method: 'GET' | 'POST', url: string, payload?: unknown) {
  return ctx.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${accessToken}` },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

describe('the business-details survey', () => {
  it('is all null before anything was saved', async () => {
    const { accessToken } = await createUser(ctx.deps);
    const reply = await as(accessToken, 'GET', '/company-surveys/');
    expect(reply.statusCode).toBe(200);
    const body = reply.json();
    expect(body.businessName).toBeNull();
    expect(body.stageOfGrowth).toBeNull();
    expect(body.submitted_at).toBeNull();
    expect(body.updated_at).toBeNull();
    expect(reply.headers['cache-control']).toBe('no-store');
  });

  it('round-trips: the write form in, the read form out (stageOfGrowth, rndProcess)', async () => {
    const { accessToken } = await createUser(ctx.deps);
    const saved = await as(accessToken, 'POST', '/company-surveys/', completeSurvey);
    expect(saved.statusCode, saved.body).toBe(200);
    const read = (await as(accessToken, 'GET', '/company-surveys/')).json();
    expect(read).toMatchObject({
      businessName: 'Harbor Analytics Inc.',
      incorporationDate: '2012-04-30',
      address2: null,
      stageOfGrowth: ['Growing', 'Pre-succession'],
      rndProcess: 'Formal',
      culture: completeSurvey.culture,
      submitted_at: null,
    });
    expect(read).not.toHaveProperty('growthStage');
    expect(read).not.toHaveProperty('rdProcess');
    expect(read.updated_at).toEqual(expect.any(String));
  });

  it('also takes the read form’s spelling, and the write form’s wins when both come', async () => {
    const { accessToken } = await createUser(ctx.deps);
    await as(accessToken, 'POST', '/company-surveys/', { stageOfGrowth: ['Mature'], rndProcess: 'Informal' });
    expect((await as(accessToken, 'GET', '/company-surveys/')).json()).toMatchObject({
      stageOfGrowth: ['Mature'],
      rndProcess: 'Informal',
    });
    await as(accessToken, 'POST', '/company-surveys/', { growthStage: ['Turnaround'], stageOfGrowth: ['Mature'] });
    expect((await as(accessToken, 'GET', '/company-surveys/')).json().stageOfGrowth).toEqual(['Turnaround']);
  });

  it('keeps partial drafts: a save changes only the fields it sends; a blank clears one', async () => {
    const { accessToken } = await createUser(ctx.deps);
    await as(accessToken, 'POST', '/company-surveys/', { businessName: 'Acme', industry: 'Retail' });
    await as(accessToken, 'POST', '/company-surveys/', { companySize: 'Small' });
    await as(accessToken, 'POST', '/company-surveys/', { industry: '' });
    expect((await as(accessToken, 'GET', '/company-surveys/')).json()).toMatchObject({
      businessName: 'Acme',
      industry: null,
      companySize: 'Small',
    });
  });

  it('keeps every field of saves that race each other', async () => {
    const { accessToken } = await createUser(ctx.deps);
    const fields = Object.entries(completeSurvey).filter(([, value]) => value !== '');
    await Promise.all(fields.map(([key, value]) => as(accessToken, 'POST', '/company-surveys/', { [key]: value })));
    const read = (await as(accessToken, 'GET', '/company-surveys/')).json();
    expect(read.businessName).toBe(completeSurvey.businessName);
    expect(read.culture).toBe(completeSurvey.culture);
    expect(read.stageOfGrowth).toEqual(completeSurvey.growthStage);
  });

  it('refuses to submit an incomplete survey and lists what is missing', async () => {
    const { accessToken } = await createUser(ctx.deps);
    await as(accessToken, 'POST', '/company-surveys/', { ...completeSurvey, industry: '', growthStage: [] });
    const reply = await as(accessToken, 'POST', '/company-surveys/submit/', {});
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toEqual({
      code: 'survey_incomplete',
      message: surveyMessages.incomplete,
      error: surveyMessages.incomplete,
      status: 'error',
      missing_fields: ['industry', 'growthStage'],
    });
    expect((await as(accessToken, 'GET', '/company-surveys/')).json().submitted_at).toBeNull();
  });

  it('needs the free-text role only when the role is Other', async () => {
    const { accessToken } = await createUser(ctx.deps);
    const other = await as(accessToken, 'POST', '/company-surveys/submit/', { ...completeSurvey, yourRole: 'Other' });
    expect(other.statusCode).toBe(400);
    expect(other.json().missing_fields).toEqual(['yourRoleOther']);
    const named = await as(accessToken, 'POST', '/company-surveys/submit/', { yourRoleOther: 'Chief of Staff' });
    expect(named.statusCode, named.body).toBe(200);
  });

  it('submits a complete survey (address line 2 may stay empty); later edits keep it submitted', async () => {
    const { accessToken } = await createUser(ctx.deps);
    await as(accessToken, 'POST', '/company-surveys/', completeSurvey);
    const submitted = await as(accessToken, 'POST', '/company-surveys/submit/');
    expect(submitted.statusCode, submitted.body).toBe(200);
    const at = submitted.json().submitted_at as string;
    expect(Date.parse(at)).not.toBeNaN();
    await as(accessToken, 'POST', '/company-surveys/', { industry: 'Fintech' });
    const read = (await as(accessToken, 'GET', '/company-surveys/')).json();
    expect(read).toMatchObject({ industry: 'Fintech', submitted_at: at });
  });

  it('refuses unknown options, wrong types and over-long text with a 400 on both endpoints, changing nothing', async () => {
    const { accessToken } = await createUser(ctx.deps);
    await as(accessToken, 'POST', '/company-surveys/', { businessName: 'Kept' });
    const bad: [Record<string, unknown>, RegExp][] = [
      [{ companySize: 'Huge' }, /Company Size must be one of: Small, Medium, Large, Global/],
      [{ growthStage: ['Growing', 'Bored'] }, /Stage of Growth must be a list of/],
      [{ growthStage: 'Growing' }, /Stage of Growth must be a list of/],
      [{ revenues: 3 }, /Revenues must be one of/],
      [{ businessName: 42 }, /Business Name must be text/],
      [{ businessName: ['a'] }, /Business Name must be text/],
      [{ culture: 'x'.repeat(2001) }, /Culture must be at most 2000 characters/],
      [{ industry: 'x'.repeat(201) }, /Industry must be at most 200 characters/],
      [{ yourRoleOther: 'x'.repeat(201) }, /at most 200 characters/],
      [{ incorporationDate: '2023-02-30' }, /Incorporation Date must be a date/],
      [{ incorporationDate: 'yesterday' }, /Incorporation Date must be a date/],
      [{ businessName: 'a\u0000b' }, /NUL/],
    ];
    for (const url of ['/company-surveys/', '/company-surveys/submit/']) {
      for (const [payload, message] of bad) {
        const reply = await as(accessToken, 'POST', url, payload);
        expect(reply.statusCode, `${url} ${JSON.stringify(payload).slice(0, 60)}`).toBe(400);
        expect(reply.json().message).toMatch(message);
      }
      for (const payload of ['[]', 'null', '"text"']) {
        const reply = await ctx.app.inject({
          method: 'POST',
          url,
          headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
          payload,
        });
        expect(reply.statusCode, `${url} ${payload}`).toBe(400);
      }
    }
    expect((await as(accessToken, 'GET', '/company-surveys/')).json().businessName).toBe('Kept');
  });

  it('is each person’s own: another user neither reads nor changes it', async () => {
    const owner = await createUser(ctx.deps);
    const other = await createUser(ctx.deps);
    await as(owner.accessToken, 'POST', '/company-surveys/', { businessName: 'Owner Co' });
    expect((await as(other.accessToken, 'GET', '/company-surveys/')).json().businessName).toBeNull();
    await as(other.accessToken, 'POST', '/company-surveys/', { businessName: 'Other Co' });
    await as(other.accessToken, 'POST', '/company-surveys/submit/', completeSurvey);
    const mine = (await as(owner.accessToken, 'GET', '/company-surveys/')).json();
    expect(mine).toMatchObject({ businessName: 'Owner Co', submitted_at: null });
  });

  it('needs a signed-in caller', async () => {
    for (const [method, url] of [
      ['GET', '/company-surveys/'],
      ['POST', '/company-surveys/'],
      ['POST', '/company-surveys/submit/'],
    ] as const) {
      const reply = await ctx.app.inject({ method, url, payload: method === 'POST' ? {} : undefined });
      expect(reply.statusCode, url).toBe(401);
    }
  });
});
