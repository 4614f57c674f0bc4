import { describe, expect, it } from 'vitest';
import { compileHint, compileHints } from './compile-hints.ts';

describe('compileHints', () => {
  it('puts the hint on the first line of every chunk, before the preload map, once, and leaves assets alone', () => {
    const map = 'const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["assets/a.js"])))=>i.map(i=>d[i]);\n';
    const bundle = {
      'assets/index-1.js': { type: 'chunk', isEntry: true, code: `${map}import"./a.js";` },
      'assets/page-2.js': { type: 'chunk', isEntry: false, code: 'export const page=1;' },
      'assets/index-3.css': { type: 'asset', source: 'body{}' },
    };
    const plugin = compileHints();
    const hook = plugin.generateBundle as { order: string; handler: (options: unknown, output: unknown) => void };
    expect(hook.order).toBe('post');
    hook.handler({}, bundle);
    hook.handler({}, bundle);
    expect(bundle['assets/index-1.js'].code).toBe(`${compileHint}${map}import"./a.js";`);
    expect(bundle['assets/page-2.js'].code).toBe(`${compileHint}export const page=1;`);
    expect(bundle['assets/index-3.css']).toEqual({ type: 'asset', source: 'body{}' });
    expect(compileHint).toBe('//# allFunctionsCalledOnLoad\n');
  });

  it("moves a chunk's source map down the line it adds, once", () => {
    const map = {
      mappings: 'AAAA,CAAC',
      toString() {
        return JSON.stringify({ mappings: this.mappings });
      },
    };
    const bundle = {
      'assets/page-2.js': { type: 'chunk', fileName: 'assets/page-2.js', code: 'export const page=1;', map },
      'assets/page-2.js.map': { type: 'asset', source: map.toString() },
    };
    const hook = compileHints().generateBundle as { handler: (options: unknown, output: unknown) => void };
    hook.handler({}, bundle);
    hook.handler({}, bundle);
    expect(bundle['assets/page-2.js'].map.mappings).toBe(';AAAA,CAAC');
    expect(bundle['assets/page-2.js.map'].source).toBe('{"mappings":";AAAA,CAAC"}');
  });
});
