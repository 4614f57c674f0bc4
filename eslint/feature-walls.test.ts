import { describe, expect, it } from 'vitest';
import { lintSnippet } from './lint-snippet.ts';

describe('the web app’s feature walls', () => {
  it('fail a feature that imports another feature, naming the rule', async () => {
    const problems = await lintSnippet(
      'apps/web/src/features/settings/components/snippet.tsx',
      "import { CommunityPage } from '../../community/components/community-page.tsx';\nexport const page = CommunityPage;\n",
    );
    expect(problems.join('\n')).toMatch(/^import-x\/no-restricted-paths: .*A feature never imports another feature/m);
  });

  it('let a feature import its own files', async () => {
    const problems = await lintSnippet(
      'apps/web/src/features/settings/components/snippet.tsx',
      "import { SettingsPage } from './settings-page.tsx';\nexport const page = SettingsPage;\n",
    );
    expect(problems.filter((problem) => problem.startsWith('import-x/no-restricted-paths'))).toEqual([]);
  });
});
