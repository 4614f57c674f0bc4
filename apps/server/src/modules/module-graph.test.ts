import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// DESIGN section 1: modules depend on core/, db/, lib/ and adapters/, and on each other only in
// one direction. Read from the folders, so a new module is checked without editing this test.
const modulesDir = import.meta.dirname;
const modules = readdirSync(modulesDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [file] : [];
  });
}

// static imports and re-exports (`from '…'`), bare ones (`import '…'`) and dynamic ones (`import('…')`)
const specifierPattern = /(?:\bfrom\s*|\bimport\s*\(?\s*)['"](\.[^'"]+)['"]/g;

/** Which modules each module's code (tests left out) imports, read from the source text. */
function moduleGraph(): Map<string, Set<string>> {
  const graph = new Map(modules.map((name) => [name, new Set<string>()]));
  for (const name of modules) {
    for (const file of sourceFiles(path.join(modulesDir, name))) {
      for (const [, specifier] of readFileSync(file, 'utf8').matchAll(specifierPattern)) {
        const target = path.relative(modulesDir, path.resolve(path.dirname(file), specifier!));
        const [other] = target.split(path.sep);
        if (other && other !== name && graph.has(other) && !target.startsWith('..')) graph.get(name)!.add(other);
      }
    }
  }
  return graph;
}

/** The first cycle found, as the modules along it ("a → b → a"), or null. */
function findCycle(graph: Map<string, Set<string>>): string[] | null {
  const done = new Set<string>();
  const path: string[] = [];
  const visit = (name: string): string[] | null => {
    const open = path.indexOf(name);
    if (open >= 0) return [...path.slice(open), name];
    if (done.has(name)) return null;
    path.push(name);
    for (const next of [...graph.get(name)!].sort()) {
      const cycle = visit(next);
      if (cycle) return cycle;
    }
    path.pop();
    done.add(name);
    return null;
  };
  for (const name of graph.keys()) {
    const cycle = visit(name);
    if (cycle) return cycle;
  }
  return null;
}

describe('the server modules’ import graph', () => {
  it('reads every module folder', () => {
    expect(modules).toContain('auth');
    expect(modules).toContain('company-emails');
  });

  it('has no cycle: no module imports, directly or through others, one that imports it', () => {
    const cycle = findCycle(moduleGraph());
    expect(cycle?.join(' → ') ?? 'no cycle').toBe('no cycle');
  });

  it('finds a cycle when there is one', () => {
    const graph = new Map([
      ['auth', new Set(['otp', 'company-emails'])],
      ['company-emails', new Set(['accounts'])],
      ['accounts', new Set(['auth'])],
      ['otp', new Set<string>()],
    ]);
    expect(findCycle(graph)?.join(' → ')).toBe('auth → company-emails → accounts → auth');
  });
});
