import { assessmentKinds } from '@exitcraft/shared/content/assessments/index';
import { beforeAll, describe, expect, it } from 'vitest';
import { assessmentKindNames } from './instrument-descriptors.js';
import { lintSnippet } from './lint-snippet.ts';

const rule = 'instrument-descriptors/no-kind-comparison';
const fired = (problems: string[]) => problems.filter((problem) => problem.startsWith(`${rule}:`));

describe('the instrument-descriptors rule', () => {
  // the first lint loads the whole config (typescript-eslint): minutes on a busy machine, once
  beforeAll(() => lintSnippet('apps/web/src/warm-up.ts', 'export {};\n'), 300_000);

  it('knows the kinds the shared package declares', () => {
    expect(assessmentKindNames).toEqual([...assessmentKinds]);
  });

  it('fails a web screen that decides by comparing the kind with a kind’s name, naming the rule and the descriptors', async () => {
    const problems = await lintSnippet(
      'apps/web/src/features/assessments/components/snippet.tsx',
      "export const withCurrency = (kind: string) => kind === 'roi';\n",
    );
    expect(fired(problems).join('\n')).toMatch(
      /^instrument-descriptors\/no-kind-comparison: instrument-descriptors: do not compare a kind with 'roi'.*packages\/shared\/src\/instruments\.ts/m,
    );
  });

  it('fails `.kind !==`, a kind on either side and a switch over the kind, in the server too', async () => {
    const problems = await lintSnippet(
      'apps/server/src/modules/assessments/snippet.ts',
      [
        "export const a = (row: { kind: string }) => row.kind !== 'brand';",
        "export const b = (kind: string) => 'diagnostic' == kind;",
        'export function c(kind: string) {',
        '  switch (kind) {',
        "    case 'roi':",
        '      return 1;',
        '    default:',
        '      return 0;',
        '  }',
        '}',
        '',
      ].join('\n'),
    );
    expect(fired(problems)).toHaveLength(3);
  });

  it('lets pass the descriptors themselves, tests, other kinds of kind and other names', async () => {
    const comparison = "export const isRoi = (kind: string) => kind === 'roi';\n";
    expect(fired(await lintSnippet('packages/shared/src/instruments.ts', comparison))).toEqual([]);
    expect(fired(await lintSnippet('apps/web/src/features/assessments/snippet.test.ts', comparison))).toEqual([]);
    const unrelated = [
      "export const removed = (event: { kind: string }) => event.kind === 'removed';",
      "export const isBrandPart = (part: { id: string }) => part.id === 'brand';",
      '',
    ].join('\n');
    expect(fired(await lintSnippet('apps/server/src/modules/exit-readiness/snippet.ts', unrelated))).toEqual([]);
  });
});
