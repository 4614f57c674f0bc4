import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { researchCategories as bundled } from '@exitcraft/shared/content/research';
import type { ResearchCategoryList } from '@exitcraft/shared/schemas/research';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/helper.ts';
import { researchCategories } from '../../db/schema.ts';
import { importResearchFile, parseResearchJson, ResearchImportError } from './import-file.ts';
import { seedBundledResearch } from './seed.ts';
import { listResearchCategories, replaceResearchCategories } from './service.ts';

// One file owns the table: the tests run in order against one database and start from empty.
let ctx: TestContext;
const workDir = mkdtempSync(path.join(tmpdir(), 'exitcraft-research-'));

const driveLink = 'https://drive.google.com/file/d/1AbCdEfGhIjK_lmn-OP/view?usp=sharing';
const sample: ResearchCategoryList = [
  {
    category: 'Planning & Strategy',
    research_points: [
      {
        name: 'Written plans',
        statistics: [
          { context: 'First sentence (Example Survey, 2024).', URL: '' },
          { context: 'Second sentence (Example Survey, 2024).', URL: driveLink },
        ],
      },
    ],
  },
  { category: '', research_points: [{ name: 'General', statistics: [{ context: 'A general one.', URL: '' }] }] },
];

function writeJson(name: string, value: unknown): string {
  const file = path.join(workDir, name);
  writeFileSync(file, typeof value === 'string' ? value : JSON.stringify(value));
  return file;
}

async function getList() {
  const reply = await ctx.app.inject({ method: 'GET', url: '/api-statistics/' });
  expect(reply.statusCode).toBe(200);
  return reply;
}

beforeAll(async () => {
  // this file empties the research table: a database of its own (others quote the bundled list)
  ctx = await createTestApp({ isolated: true });
});
afterAll(() => ctx.close());
beforeEach(async () => {
  await ctx.deps.db.delete(researchCategories);
});

describe('GET /api-statistics/', () => {
  it('answers an empty list when nothing is stored, cacheable and without auth', async () => {
    const reply = await getList();
    expect(reply.json()).toEqual([]);
    expect(reply.headers['cache-control']).toMatch(/^public, max-age=\d+/);
    expect(reply.headers['content-type']).toMatch(/application\/json/);
  });

  it('serves the categories in stored order with exactly the spec field names', async () => {
    await replaceResearchCategories(ctx.deps.db, sample);
    const body = (await getList()).json();
    expect(body).toEqual(sample);
    expect(Object.keys(body[0])).toEqual(['category', 'research_points']);
    expect(Object.keys(body[0].research_points[0])).toEqual(['name', 'statistics']);
    expect(Object.keys(body[0].research_points[0].statistics[1])).toEqual(['context', 'URL']);
  });

  it('rejects writes: the list is read-only over HTTP', async () => {
    const reply = await ctx.app.inject({ method: 'POST', url: '/api-statistics/', payload: sample });
    expect(reply.statusCode).toBe(404);
  });
});

describe('seeding the bundled research', () => {
  it('fills an empty table with the typed content, in order', async () => {
    expect(await seedBundledResearch(ctx.deps.db)).toBe(true);
    const body = (await getList()).json();
    expect(body).toEqual(bundled);
    expect(body.map((entry: { category: string }) => entry.category)).toEqual([
      'Are You Ready to Exit',
      'Planning & Strategy',
      'Choosing the Right Exit Path',
      'Market Timing & Advisors',
      'Family & Succession',
      'Business Valuation & Sale Readiness',
      'Life after Exit',
      '',
    ]);
  });

  it('is idempotent, also when two processes start at once', async () => {
    const results = await Promise.all([seedBundledResearch(ctx.deps.db), seedBundledResearch(ctx.deps.db)]);
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await seedBundledResearch(ctx.deps.db)).toBe(false);
    expect(await listResearchCategories(ctx.deps.db)).toHaveLength(bundled.length);
  });

  it('leaves an imported list alone on the next start-up', async () => {
    await replaceResearchCategories(ctx.deps.db, sample);
    expect(await seedBundledResearch(ctx.deps.db)).toBe(false);
    expect(await listResearchCategories(ctx.deps.db)).toEqual(sample);
  });
});

describe('importing a research file', () => {
  beforeEach(async () => {
    await seedBundledResearch(ctx.deps.db);
  });

  it('replaces every category with a valid file', async () => {
    const count = await importResearchFile(ctx.deps.db, writeJson('good.json', sample));
    expect(count).toBe(2);
    expect((await getList()).json()).toEqual(sample);
  });

  it('trims text, and accepts an empty list (the page then says no data is available)', async () => {
    const padded = [{ ...sample[0], category: '  Planning & Strategy  ' }];
    await importResearchFile(ctx.deps.db, writeJson('padded.json', padded));
    expect((await listResearchCategories(ctx.deps.db))[0]?.category).toBe('Planning & Strategy');
    await importResearchFile(ctx.deps.db, writeJson('empty.json', []));
    expect((await getList()).json()).toEqual([]);
  });

  it('rejects a file that is not JSON and changes nothing', async () => {
    const file = writeJson('broken.json', '[{"category": "x",');
    await expect(importResearchFile(ctx.deps.db, file)).rejects.toThrow(/is not valid JSON/);
    expect(await listResearchCategories(ctx.deps.db)).toEqual(bundled);
  });

  it('names every bad place in the file and changes nothing, even when the first entries are fine', async () => {
    const bad = [
      sample[0],
      {
        category: 'Life after Exit',
        research_points: [
          { name: 'Fine', statistics: [{ context: 'Fine.', URL: '' }] },
          { name: '', statistics: [{ context: 'x', URL: 'javascript:alert(1)' }] },
        ],
      },
      { category: 'Extra', research_points: [{ name: 'No stats', statistics: [], extra: true }] },
    ];
    const error = await importResearchFile(ctx.deps.db, writeJson('bad.json', bad)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ResearchImportError);
    const { message, problems } = error as ResearchImportError;
    expect(message).toMatch(/nothing was imported/);
    expect(problems).toContain('[1].research_points[1].name: A research point needs a "name".');
    expect(problems).toContain('[1].research_points[1].statistics[0].URL: URL must be empty or an https:// link.');
    expect(problems).toContain('[2].research_points[0].statistics: A research point needs at least one statistic.');
    expect(problems.some((line) => line.startsWith('[2].research_points[0]:') && /extra/.test(line))).toBe(true);
    expect(await listResearchCategories(ctx.deps.db)).toEqual(bundled);
  });

  it('rejects a list with a repeated category name', () => {
    const twice = JSON.stringify([sample[0], sample[0]]);
    expect(() => parseResearchJson(twice)).toThrow(/Each category name may appear only once/);
  });

  it('rejects a wrong top-level shape', () => {
    expect(() => parseResearchJson('{"categories": []}')).toThrow(/\(top level\)/);
  });

  it('rolls the whole replacement back when the database refuses a row', async () => {
    // past the schema on purpose: PostgreSQL refuses NUL in text, after the delete has run
    const refused = [sample[0], { category: 'bad\u0000name', research_points: [] }] as ResearchCategoryList;
    await expect(replaceResearchCategories(ctx.deps.db, refused)).rejects.toThrow();
    expect(await listResearchCategories(ctx.deps.db)).toEqual(bundled);
  });

  it('reports a missing file clearly', async () => {
    await expect(importResearchFile(ctx.deps.db, path.join(workDir, 'missing.json'))).rejects.toThrow(
      /Cannot read .*missing\.json: ENOENT/,
    );
  });
});

describe('npm run research', () => {
  const exec = promisify(execFile);
  const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
  // embedded in a folder of its own, or this file's own PostgreSQL database (an import replaces
  // every category, which other files running meanwhile must not see)
  const cli = (args: string[], dataDir: string) =>
    exec(process.execPath, ['--import', 'tsx', 'src/cli/research.ts', ...args], {
      cwd: serverRoot,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: ctx.database.url ?? '', INIT_CWD: '', NODE_ENV: 'test' },
    });

  it('exits non-zero with the bad path on a bad file, and imports then exports a good one', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'exitcraft-research-cli-'));
    const bad = writeJson('cli-bad.json', [{ category: 'A', research_points: [{ name: 'B', statistics: [{}] }] }]);
    const failure = await cli(['import', bad], dataDir).catch((e: { code: number; stderr: string }) => e);
    expect((failure as { code: number }).code).toBe(1);
    expect((failure as { stderr: string }).stderr).toContain('[0].research_points[0].statistics[0].context');

    const good = writeJson('cli-good.json', sample);
    const imported = await cli(['import', good], dataDir);
    expect(imported.stdout).toContain('Imported 2 research categories');
    const exported = await cli(['export'], dataDir);
    expect(JSON.parse(exported.stdout)).toEqual(sample);

    const usage = await cli([], dataDir).catch((e: { code: number; stderr: string }) => e);
    expect((usage as { code: number }).code).toBe(2);
    expect((usage as { stderr: string }).stderr).toContain('npm run research -- import FILE.json');
    // a guard against a hang, not a speed check: four CLI processes, each compiling through tsx and
    // opening an embedded database, took over 60 s on a busy two-core machine (Node 24, 2026-11-27)
  }, 180_000);
});
