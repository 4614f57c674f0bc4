// Where a server's time went, from a V8 CPU profile (BENCH_PROFILE_DIR of bench-members.mjs, issue 33).
//   node scripts/cpuprofile-summary.mjs FILE              the busy share of each second (find the measured window)
//   node scripts/cpuprofile-summary.mjs FILE FROM TO [N]  the N functions with the most self time in [FROM, TO) s,
//                                                         idle left out, as a share of the busy time
// On a shared machine a descheduled process's samples land on the syscall it was in (writev, mostly).
import { readFileSync } from 'node:fs';

const [file, from, to, top = 30] = process.argv.slice(2);
if (!file) throw new Error('usage: node scripts/cpuprofile-summary.mjs FILE [FROM TO [N]]');
const profile = JSON.parse(readFileSync(file, 'utf8'));
const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
const seconds = [];
const self = new Map();
let at = 0;
let busy = 0;
for (const [index, id] of profile.samples.entries()) {
  const delta = profile.timeDeltas[index] ?? 0;
  at += delta;
  const { callFrame } = nodes.get(id);
  const idle = callFrame.functionName === '(idle)';
  const second = (seconds[Math.floor(at / 1e6)] ??= { busy: 0, all: 0 });
  second.all += delta;
  if (!idle) second.busy += delta;
  if (from === undefined || idle || at / 1e6 < Number(from) || at / 1e6 >= Number(to)) continue;
  const where = (callFrame.url || '(native)').replace(/^file:\/\/.*?\/(node_modules|apps|packages)\//, '$1/');
  const key = `${callFrame.functionName || '(anonymous)'}  ${where}:${callFrame.lineNumber + 1}`;
  self.set(key, (self.get(key) ?? 0) + delta);
  busy += delta;
}
if (from === undefined) {
  console.log(
    seconds
      .map((second, index) => `${index}s:${second ? Math.round((100 * second.busy) / second.all) : '-'}%`)
      .join(' '),
  );
} else {
  console.log(`busy ${(busy / 1e6).toFixed(2)} s in [${from}, ${to}) s`);
  for (const [key, time] of [...self].sort((a, b) => b[1] - a[1]).slice(0, Number(top))) {
    console.log(`${((100 * time) / busy).toFixed(1).padStart(5)} %  ${key}`);
  }
}
