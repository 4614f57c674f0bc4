import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { reloadIntoNewBuild } from './lib/new-build-reload.ts';
import { initSession } from './lib/session.ts';
import './index.css';

// errors nothing caught are reported, by a small file loaded once the page has started
void import('./lib/report-error.ts').then(({ reportUncaughtErrors }) => reportUncaughtErrors());
// Vite could not preload a file a page's code needs (its CSS, a shared chunk): after a deploy it is
// gone. Reload once into the new build. The import still rejects (preventing the event would make it
// resolve to undefined, and the page would render from nothing while the reload is on its way):
// lazy-page.tsx waits for the reload, or, a second time, hands the failure to the error boundary.
window.addEventListener('vite:preloadError', () => {
  reloadIntoNewBuild();
});

// Public-site section 4: the stored session is asked for now, before the first render rather than
// after it, so the member area's guard, and after it the page's own reads, start a render earlier
void initSession();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
// A member-area page (the empty shell) asks for what it shows beside the session, not after it and
// its own code (app/first-reads.ts, in the member area's chunk, which that page loads anyway; it
// asks only when someone is signed in); a prerendered page has nothing to ask for.
if (!root.hasChildNodes()) {
  void import('./app/member-area-routes.tsx').then(({ startFirstReads }) =>
    startFirstReads(window.location.pathname, window.location.search),
  );
}
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
// A public page arrives rendered by the build (scripts/prerender.mjs): hydrate it, so its links and
// buttons keep working and a press made while its code loads is not lost. Every other URL gets the
// empty shell and mounts. Preact renders a tree in one task: it starts in a task of its own, after the
// one that evaluated the modules, so the two do not add up to one long task (decision 050; the
// session's request above is already on its way).
setTimeout(() => {
  if (root.hasChildNodes()) hydrateRoot(root, app);
  else createRoot(root).render(app);
});
