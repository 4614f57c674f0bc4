import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type UserConfig } from 'vite';
import { inlineRoutes } from './build/inline-routes.ts';
import { compileHints } from './build/compile-hints.ts';
import { moduleChunks } from './build/module-chunks.ts';
import { preactAliases } from './build/preact-aliases.ts';

export default defineConfig(({ command, isSsrBuild }) => {
  // A build is always a production build, whatever NODE_ENV the shell exports: React's development
  // bundle is several times larger and slower, and must never be served. Vite reads NODE_ENV after
  // loading this file, so setting it here reaches the JSX transform and React's own checks.
  if (command === 'build') process.env.NODE_ENV = 'production';
  return config(command, isSsrBuild === true);
});

const config = (command: 'build' | 'serve', ssr: boolean): UserConfig => ({
  // inlineRoutes: links named by route id are written out as paths, so the registry stays out of
  // the first load (build/inline-routes.ts)
  // moduleChunks: which chunk each module went into, for scripts/prerender.mjs (build/module-chunks.ts)
  // compileHints: every chunk is compiled as it streams in, off the main thread (build/compile-hints.ts)
  plugins: [tailwindcss(), inlineRoutes(), moduleChunks(), compileHints()],
  // The code is written against React's API and types; what runs is Preact (preact/compat), in the
  // browser and in the build's render alike (build/preact-aliases.ts, decision 048). The JSX goes to
  // react/jsx-runtime, which the aliases send to Preact's. No fast refresh in `npm run dev` (React's
  // refresh runtime cannot drive Preact): an edit reloads the page.
  resolve: { alias: preactAliases },
  oxc: { jsx: { runtime: 'automatic', importSource: 'react', refresh: false } },
  ...(command === 'build'
    ? {
        mode: 'production',
        define: { 'process.env.NODE_ENV': '"production"' },
      }
    : {}),
  build: {
    target: 'es2022',
    sourcemap: false,
    assetsInlineLimit: 0,
    // scripts/prerender.mjs maps each page's rendered modules to their chunks to preload them
    manifest: !ssr,
    // every browser that runs es2022 modules knows modulepreload: no polyfill in the entry chunk
    modulePreload: { polyfill: false },
    // Everything the entry loads statically is one chunk (the bundler merges it into the entry). Left
    // alone, Rolldown splits modules the entry shares with lazy pages (the router, small helpers)
    // into chunks of their own, and every public page then pays each extra chunk's gzip overhead
    // (about 800 B of the 90 KB first-load budget, decision 001).
    //
    // The footer's operator details and the site settings they read are four small modules every
    // public page loads after it starts; as one chunk they cost one file's gzip overhead, not four.
    rollupOptions: {
      // TanStack Query's modules open with "use client", which means nothing to a bundle of a client
      // app (@vitejs/plugin-react, used before decision 048, silenced the same warning)
      onwarn(warning, warn) {
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE' && /use (client|server)/.test(warning.message)) return;
        warn(warning);
      },
      output: {
        codeSplitting: {
          groups: [
            { name: 'initial', tags: ['$initial'] },
            {
              name: 'site-config',
              test: /src[\\/](shared[\\/]site-config[\\/](site-config-(store|reader|reply)|contact-links)|app[\\/]layout[\\/]footer-operator)\.tsx?$/,
            },
          ],
        },
      },
    },
    // the build's render (dist/.ssr, a dot folder the server never serves) needs no public files
    copyPublicDir: !ssr,
  },
  ssr: {
    // the build's render bundles Preact and the router in, so it runs with nothing but Node
    noExternal: true,
  },
  server: {
    // `npm run dev`: the API runs on :3000 (npm run dev -w @exitcraft/server); page loads stay here.
    proxy: {
      '^/(?!@|src/|node_modules/|assets/|favicon).*': {
        target: 'http://localhost:3000',
        bypass: (req) => (req.headers.accept?.includes('text/html') ? '/index.html' : undefined),
      },
    },
  },
});
