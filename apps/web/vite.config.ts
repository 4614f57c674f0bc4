import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type UserConfig } from 'vite';
import { inlineRoutes } from './build/inline-routes.ts';
import { compileHints } from './build/compile-hints.ts';
import { moduleChunks } from './build/module-chunks.ts';
import { preactAliases } from './build/preact-aliases.ts';
import { memberAreaChunks } from './build/shared-chunks.ts';

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
    // How the code is cut into files (decision 054). Each group takes its modules, and the modules
    // they import that no earlier group took; the order of the list is the order they are taken in.
    // - initial: everything the entry loads statically is one chunk (the bundler merges it into the
    //   entry). Left alone, Rolldown splits modules the entry shares with lazy pages (the router, small
    //   helpers) into chunks of their own, each with its own gzip overhead (decision 001).
    // - common: the page's title and the formats, which nearly every page loads after it starts.
    // - site-config: the footer's operator details and the site settings they read, which every
    //   public page loads after it starts; as one chunk they cost one file, not four.
    // - api, query, account-menu, membership: what public pages load too (the sign-in form talks to
    //   the API, the pricing page reads the membership, a signed-in visitor sees the account menu);
    //   they are taken before member-area, which would otherwise take them with the modules that
    //   import them. query is all of TanStack Query, which every member page reads with.
    // - member-area and member-frame (build/shared-chunks.ts): the lazy levels every member page
    //   loads before its own, two files where Rolldown made a dozen by which levels share what.
    // On a slow link each file is a round trip: a member page loaded 30–34 files before it could
    // show, now 19–23.
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
            { name: 'common', test: /src[\\/](lib[\\/](page-meta|format)|format[\\/]plain)\.ts$/ },
            {
              name: 'site-config',
              test: /src[\\/](shared[\\/]site-config[\\/](site-config-(store|reader|reply)|contact-links)|app[\\/]layout[\\/]footer-operator)\.tsx?$/,
            },
            { name: 'api', test: /src[\\/]lib[\\/]api-(client|error)\.ts$/ },
            { name: 'query', test: /node_modules[\\/]@tanstack[\\/]|src[\\/]lib[\\/]query-(client|provider)\.tsx?$/ },
            { name: 'account-menu', test: /src[\\/]app[\\/]layout[\\/](account-menu|use-logout)\.tsx?$/ },
            { name: 'membership', test: /src[\\/]lib[\\/]membership\.ts$/ },
            { name: memberAreaChunks() },
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
