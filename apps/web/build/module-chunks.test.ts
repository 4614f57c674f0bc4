import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { moduleChunks, moduleChunksFile } from './module-chunks.ts';

const src = path.resolve(import.meta.dirname, '../src');

describe('moduleChunks writes which chunk each source module went into', () => {
  it('by path under src/, leaving out what is not under it and the assets', () => {
    const emitted: { fileName: string; source: string }[] = [];
    const bundle = {
      'assets/site-config-1.js': {
        type: 'chunk',
        fileName: 'assets/site-config-1.js',
        moduleIds: [
          path.join(src, 'app/layout/footer-operator.tsx'),
          path.join(src, 'shared/site-config/site-config-reader.tsx?used'),
          '/work/node_modules/preact/dist/preact.mjs',
          '\0rolldown/runtime.js',
        ],
      },
      'assets/index-2.css': { type: 'asset', fileName: 'assets/index-2.css' },
    };
    const plugin = moduleChunks();
    const generateBundle = plugin.generateBundle as (this: unknown, options: unknown, output: unknown) => void;
    generateBundle.call({ emitFile: (file: { fileName: string; source: string }) => emitted.push(file) }, {}, bundle);
    expect(emitted.map((file) => file.fileName)).toEqual([moduleChunksFile]);
    expect(JSON.parse(emitted[0]?.source ?? '')).toEqual({
      'app/layout/footer-operator.tsx': 'assets/site-config-1.js',
      'shared/site-config/site-config-reader.tsx': 'assets/site-config-1.js',
    });
  });
});
