import { describe, expect, it } from 'vitest';
import { lintSnippet } from './lint-snippet.ts';

const restricted = (problems: string[]) =>
  problems.filter((problem) => problem.startsWith('import-x/no-restricted-paths'));

describe('the server modules’ walls', () => {
  it('fail a module that imports another module’s internal file, naming the rule', async () => {
    const problems = await lintSnippet(
      'apps/server/src/modules/accounts/snippet.ts',
      "import { issueTokenPair } from '../auth/refresh-tokens.ts';\nexport const issue = issueTokenPair;\n",
    );
    expect(problems.join('\n')).toMatch(
      /^import-x\/no-restricted-paths: .*A server module imports another module only through its index\.ts \(its public face\)/m,
    );
  });

  it('fail a file deeper in a module too', async () => {
    const problems = await lintSnippet(
      'apps/server/src/modules/payments/documents/snippet.ts',
      "import { listCoupons } from '../../coupons/service.ts';\nexport const list = listCoupons;\n",
    );
    expect(problems.join('\n')).toMatch(/A server module imports another module only through its index\.ts/);
  });

  it('let a module import another module’s index.ts, and its own files', async () => {
    const problems = await lintSnippet(
      'apps/server/src/modules/accounts/snippet.ts',
      "import { issueTokenPair } from '../auth/index.ts';\nimport { confirmPassword } from './confirm-password.ts';\nexport const both = [issueTokenPair, confirmPassword];\n",
    );
    expect(restricted(problems)).toEqual([]);
  });

  it('fail core/ importing a module, even its index.ts', async () => {
    const problems = await lintSnippet(
      'apps/server/src/core/snippet.ts',
      "import { issueTokenPair } from '../modules/auth/index.ts';\nexport const issue = issueTokenPair;\n",
    );
    expect(problems.join('\n')).toMatch(/^import-x\/no-restricted-paths: .*core\/ sits below the modules/m);
  });

  it('keep the web/server wall for server files', async () => {
    const problems = await lintSnippet(
      'apps/server/src/lib/snippet.ts',
      "import { href } from '../../../web/src/main.tsx';\nexport const link = href;\n",
    );
    expect(problems.join('\n')).toMatch(/web and server share only packages\/shared/);
  });
});
