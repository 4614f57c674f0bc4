// npm test: every check of the product, one stage after another, stopping at the first that fails.
// Each stage prints one summary line with its duration, and the run ends with all of them, so a
// slow or failing stage is named (issue 25). A production build made once serves the size budget,
// the operations test and the end-to-end tests.
import { spawn } from 'node:child_process';

const stages = [
  { name: 'typecheck', command: 'npx', args: ['tsc', '-b'] },
  { name: 'lint', command: 'npx', args: ['eslint', '.'] },
  { name: 'unit + integration (Vitest)', command: 'npx', args: ['vitest', 'run'] },
  { name: 'production build', command: 'node', args: ['scripts/build.mjs', '--if-stale'] },
  { name: 'size budget', command: 'node', args: ['scripts/size-budget.mjs'] },
  { name: 'operations (cluster)', command: 'npx', args: ['vitest', 'run', '-c', 'ops/vitest.config.ts'] },
  { name: 'end-to-end (Playwright)', command: 'npm', args: ['run', 'test', '-w', '@exitcraft/e2e'] },
];

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const summary = [];

function run({ command, args }) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit' });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const started = Date.now();
let failed = null;
for (const stage of stages) {
  console.log(`\n== ${stage.name}: ${[stage.command, ...stage.args].join(' ')}`);
  const stageStart = Date.now();
  const code = await run(stage);
  const line = `stage ${stage.name}: ${code === 0 ? 'passed' : `FAILED (exit ${code})`} in ${seconds(Date.now() - stageStart)}`;
  summary.push(line);
  console.log(`== ${line}`);
  if (code !== 0) {
    failed = code;
    break;
  }
}

console.log(`\n== npm test ${failed === null ? 'passed' : 'failed'} in ${seconds(Date.now() - started)}:`);
for (const line of summary) console.log(`   ${line}`);
process.exitCode = failed ?? 0;
