import { describe, expect, it } from 'vitest';
import { lintSnippet } from './lint-snippet.ts';
import { ruleName } from './web-layers.js';

const ui = 'apps/web/src/components/ui/snippet.tsx';
const layerProblems = async (file: string, code: string) =>
  (await lintSnippet(file, code)).filter(
    (problem) => problem.startsWith(`${ruleName}:`) || problem.startsWith('no-restricted-globals:'),
  );

describe('the web app’s layers (web-layers/no-restricted-paths)', () => {
  it('fail a components/ui piece that calls the API, naming the rule', async () => {
    const problems = await layerProblems(
      ui,
      [
        "import { apiRequest } from '../../lib/api-client.ts';",
        "export const load = () => apiRequest('/site-config/');",
      ].join('\n'),
    );
    expect(problems).toEqual([
      expect.stringMatching(
        /^web-layers\/no-restricted-paths: .*"\.\.\/\.\.\/lib\/api-client\.ts".*web-layers\/no-restricted-paths: components\/ holds presentational pieces only/,
      ),
    ]);
  });

  it('fail a components/ui piece that fetches by itself', async () => {
    const problems = await layerProblems(ui, "export const load = () => fetch('/site-config/');\n");
    expect(problems).toEqual([
      expect.stringMatching(/^no-restricted-globals: .*web-layers\/no-restricted-paths: .*never calls the server/),
    ]);
  });

  it('fail a components/ui piece that reads the session or the query cache, or imports shared/ or a feature', async () => {
    const problems = await layerProblems(
      ui,
      [
        "import { useSession } from '../../lib/session.ts';",
        "import { queryClient } from '../../lib/query-client.ts';",
        "import { QueryView } from '../../shared/query-view/query-view.tsx';",
        "import { SettingsPage } from '../../features/settings/components/settings-page.tsx';",
        'export const all = [useSession, queryClient, QueryView, SettingsPage];',
      ].join('\n'),
    );
    expect(problems).toHaveLength(4);
    for (const problem of problems) expect(problem).toMatch(/components\/ holds presentational pieces only/);
  });

  it('let a components/ui piece use other ui pieces and the pure lib/ modules', async () => {
    const problems = await layerProblems(
      ui,
      [
        "import { Button } from './button.tsx';",
        "import { formatMoney } from '../../lib/format.ts';",
        "import { useCountdown } from '../../lib/use-countdown.ts';",
        "import { toast } from '../../lib/toast.ts';",
        'export const all = [Button, formatMoney, useCountdown, toast];',
      ].join('\n'),
    );
    expect(problems).toEqual([]);
  });

  it('fail lib/ importing a layer above it', async () => {
    const problems = await layerProblems(
      'apps/web/src/lib/snippet.ts',
      [
        "import { LoadError } from '../components/ui/load-error.tsx';",
        "import { downloadFile } from '../shared/download/download-file.ts';",
        "import { settingsKeys } from '../features/settings/api.ts';",
        'export const all = [LoadError, downloadFile, settingsKeys];',
      ].join('\n'),
    );
    expect(problems).toHaveLength(3);
    for (const problem of problems)
      expect(problem).toMatch(/^web-layers\/no-restricted-paths: .*lib\/ is the bottom layer/);
  });

  it('fail shared/ importing a feature or app/', async () => {
    const problems = await layerProblems(
      'apps/web/src/shared/auth-form/snippet.tsx',
      [
        "import { settingsKeys } from '../../features/settings/api.ts';",
        "import { App } from '../../app/app.tsx';",
        'export const all = [settingsKeys, App];',
      ].join('\n'),
    );
    expect(problems).toHaveLength(2);
    for (const problem of problems)
      expect(problem).toMatch(/^web-layers\/no-restricted-paths: .*shared\/ sits below the features/);
  });

  it('let a feature import shared/, and shared/ import lib/ and components/ui', async () => {
    const feature = await layerProblems(
      'apps/web/src/features/settings/components/snippet.tsx',
      "import { QueryView } from '../../../shared/query-view/query-view.tsx';\nexport const view = QueryView;\n",
    );
    const shared = await layerProblems(
      'apps/web/src/shared/download/snippet.ts',
      [
        "import { apiRequest } from '../../lib/api-client.ts';",
        "import { LoadError } from '../../components/ui/load-error.tsx';",
        'export const all = [apiRequest, LoadError];',
      ].join('\n'),
    );
    expect([...feature, ...shared]).toEqual([]);
  });
});
