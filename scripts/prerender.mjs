// Renders the public pages to HTML after `vite build`, with Preact (decision 048), from the app's own components
// (apps/web/src/entry-server.tsx, built by `vite build --ssr` into apps/web/dist/.ssr), so a visitor
// sees and can use the page before any script runs; the browser then hydrates that very markup.
//
// For each page of `prerenderedPages` (packages/shared/src/routes.ts) it writes a copy of the HTML
// shell with the page's markup in #root, its title and description, the stylesheet inlined (one
// round trip less before the first paint; the CSP allows inline styles), modulepreload links for the
// entry and every chunk the page's lazy route needs, and apps/web/public/start-app.js, which starts
// the entry after the first paint:
//   dist/<route>/index.html      for /pricing-plan, /coi, ...  (served by apps/server/src/plugins/spa.ts)
//   dist/index.prerendered.html  for /                          (dist/index.html stays the empty shell
//                                                                every other URL is served)
// and, for every route, the chunks its page loads (.vite/route-preloads.json), which the server names
// as modulepreload links in the shell it sends for that route.
// A page that fails to render fails the build.
//
// Usage: node scripts/prerender.mjs [--dist apps/web/dist] [--ssr apps/web/dist/.ssr]
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = path.resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(`--${name}`);
  return path.resolve(at >= 0 && args[at + 1] ? args[at + 1] : fallback);
};
const webDist = option('dist', path.join(root, 'apps/web/dist'));
const ssrDist = option('ssr', path.join(root, 'apps/web/dist/.ssr'));

/** Where a page's HTML is written; the server reads the same names. */
export function pageFile(dist, route) {
  return route === '/' ? path.join(dist, 'index.prerendered.html') : path.join(dist, route.slice(1), 'index.html');
}

/** Where the per-page first-load chunk lists are written (not served: @fastify/static skips dot folders). */
export function firstLoadFile(dist) {
  return path.join(dist, '.vite/first-load.json');
}

/**
 * Where each route's lazy chunks are written, by route id (not served), for the server to preload
 * with the HTML shell of that route (apps/server/src/plugins/spa.ts reads the same name).
 */
export function routePreloadsFile(dist) {
  return path.join(dist, '.vite/route-preloads.json');
}

const escapeAttribute = (value) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
const escapeText = (value) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** The chunk of a source module and every chunk it imports statically, as /assets/... paths. */
/**
 * The manifest's chunk for a module it has no key for: one that a code-splitting group merged into a
 * chunk with others (vite.config.ts), found through the build's module-to-chunk map.
 */
function groupedChunk(manifest, key) {
  moduleChunks ??= JSON.parse(readFileSync(path.join(webDist, moduleChunksFile), 'utf8'));
  const file = moduleChunks[key.replace(/^src\//, '')];
  return file && Object.values(manifest).find((chunk) => chunk.file === file);
}
let moduleChunks;
/** Written by the client build (apps/web/build/module-chunks.ts). */
const moduleChunksFile = '.vite/module-chunks.json';

function chunksOf(manifest, key, into = new Set()) {
  const chunk = manifest[key] ?? groupedChunk(manifest, key);
  if (!chunk) throw new Error(`the Vite manifest has no ${key}: is its path in app/pages.tsx right?`);
  if (into.has(`/${chunk.file}`)) return into;
  into.add(`/${chunk.file}`);
  for (const imported of chunk.imports ?? []) chunksOf(manifest, imported, into);
  return into;
}

/**
 * The shell with the page's markup, title and description, without the shell's loading frame (the
 * page is there to see); its stylesheet inlined, and its module
 * script replaced by apps/web/public/start-app.js, which starts the entry once the page has painted
 * (so the first paint waits for nothing but the HTML); the page's chunks are preloaded meanwhile.
 */
function pageHtml(shell, page, entry, preloads) {
  let html = shell;
  for (const tag of [
    ...shell.matchAll(
      /<script type="module" crossorigin src="[^"]+"><\/script>\s*|<link rel="modulepreload" crossorigin href="[^"]+">\s*/g,
    ),
  ]) {
    html = html.replace(tag[0], '');
  }
  html = html.replace(/<link rel="stylesheet" crossorigin href="([^"]+)">/g, (_tag, href) => {
    const css = readFileSync(path.join(webDist, href), 'utf8').replace(/<\/style/gi, '<\\/style');
    // A lazy chunk that imports the entry names the entry's stylesheet among what it needs, and Vite's
    // preload helper adds a <link rel="stylesheet"> for it unless the document has one: the browser
    // would then fetch and parse the whole sheet again and restyle the page, 60-100 ms of main thread
    // on a phone, as the page hydrates. A disabled link satisfies the helper and is never fetched.
    return `<style>${css}</style><link rel="stylesheet" href="${href}" disabled>`;
  });
  // the chunks are named in the head, where the browser's preload scanner fetches them as the HTML
  // arrives (no script runs for it); nothing runs until start-app.js adds the entry after the first paint
  const links = [entry, ...preloads].map((href) => `<link rel="modulepreload" crossorigin href="${href}">`).join('');
  const start = `${links}<script src="/start-app.js" data-entry="${entry}" defer></script>`;
  return html
    .replace(/\s*<!-- app-splash:[\s\S]*?<!-- \/app-splash -->/, '')
    .replace(/<title>[\s\S]*?<\/title>/, () => `<title>${escapeText(page.title)}</title>`)
    .replace(
      /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/,
      () => `<meta name="description" content="${escapeAttribute(page.description)}" />`,
    )
    .replace('</head>', () => `${start}</head>`)
    .replace('<div id="root"></div>', () => `<div id="root">${page.html}</div>`);
}

async function main() {
  const shellFile = path.join(webDist, 'index.html');
  const manifestFile = path.join(webDist, '.vite/manifest.json');
  const entryFile = path.join(ssrDist, 'entry-server.js');
  for (const file of [shellFile, manifestFile, entryFile]) {
    if (!existsSync(file))
      throw new Error(`${file} is missing: run the web build (vite build and vite build --ssr) first`);
  }
  const shell = readFileSync(shellFile, 'utf8');
  if (!shell.includes('<div id="root"></div>')) throw new Error(`${shellFile} has no empty <div id="root"></div>`);
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const inShell = chunksOf(manifest, entryKey);
  const { render, prerenderedPages, allRouteModules } = await import(pathToFileURL(entryFile).href);
  /** Per page, the JS it loads before it is interactive: read by scripts/size-budget.mjs and the bench. */
  const firstLoad = {};

  for (const route of prerenderedPages) {
    const page = await render(route);
    if (!/<h1[\s>]/.test(page.html)) throw new Error(`prerender ${route}: the page has no <h1>`);
    if (/Oops! Page not found/.test(page.html)) throw new Error(`prerender ${route}: the route answered the 404 page`);
    const preloads = new Set();
    for (const module of page.modules) chunksOf(manifest, `src/${module}`, preloads);
    const file = pageFile(webDist, route);
    rmSync(file, { force: true });
    mkdirSync(path.dirname(file), { recursive: true });
    const pagePreloads = [...inShell, ...preloads].filter((href) => href !== `/${manifest[entryKey].file}`);
    writeFileSync(file, pageHtml(shell, page, `/${manifest[entryKey].file}`, [...new Set(pagePreloads)]));
    firstLoad[route] = [...new Set([...inShell, ...preloads])];
    console.log(
      `prerender ${route.padEnd(14)} ${(page.html.length / 1024).toFixed(1).padStart(6)} KB  "${page.title}"`,
    );
  }
  writeFileSync(firstLoadFile(webDist), `${JSON.stringify(firstLoad, null, 2)}\n`);

  // the shell (dist/index.html) mounts a page whose parts are lazy, one level inside another (the member
  // area's routes, its guard, its frame, the page): the server names them all in the shell of that route
  const routePreloads = {};
  for (const [id, modules] of Object.entries(allRouteModules())) {
    const chunks = new Set();
    for (const module of modules) chunksOf(manifest, `src/${module}`, chunks);
    routePreloads[id] = [...chunks].filter((href) => !inShell.has(href));
  }
  writeFileSync(routePreloadsFile(webDist), `${JSON.stringify(routePreloads, null, 2)}\n`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
