import path from 'node:path';
import { ESLint } from 'eslint';

const root = path.resolve(import.meta.dirname, '..');
let eslint: ESLint | undefined;

/**
 * Lints `code` as if it were the file at `file` (relative to the repository root), with the
 * repository's own eslint.config.js, and returns each problem as "rule: message". The file need
 * not exist: the rule tests in this folder place a snippet where a rule should (or should not) fire.
 */
export async function lintSnippet(file: string, code: string): Promise<string[]> {
  eslint ??= new ESLint({ cwd: root });
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).map((message) => `${message.ruleId ?? 'parse'}: ${message.message}`);
}
