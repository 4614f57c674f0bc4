import type { Plugin } from 'vite';

/**
 * V8's explicit compile hint. A script whose first line is this comment has every function compiled
 * while the file streams in, on a background thread. Without it, V8 compiles each function on its
 * first call, on the main thread, in the task that calls it: the first render or hydration.
 * Measured in Chromium at 4× CPU, that was about 150 lazy compiles and more than half of a member
 * page's first render (decision 052). V8 reads the comment only on the file's first line.
 */
export const compileHint = '//# allFunctionsCalledOnLoad\n';

/**
 * Puts the compile hint on the first line of every JavaScript chunk of the client build. A chunk is
 * only loaded when a page runs its code, so all of its functions are about to be called. It runs
 * after every other plugin's generateBundle, because Vite's preload helper prepends its dependency
 * map there. A source map, when the build writes one, starts a line later too.
 */
export function compileHints(): Plugin {
  return {
    name: 'exitcraft:compile-hints',
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const output of Object.values(bundle)) {
          if (output.type !== 'chunk' || output.code.startsWith(compileHint)) continue;
          output.code = compileHint + output.code;
          // a build with source maps (to read a profile) keeps them true: the code moved down a line
          // (Rollup has already put the map in the bundle as a file of its own, .js.map)
          if (!output.map) continue;
          output.map.mappings = `;${output.map.mappings}`;
          const mapFile = bundle[`${output.fileName}.map`];
          if (mapFile?.type === 'asset') mapFile.source = output.map.toString();
        }
      },
    },
  };
}
