import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
// A public page arrives rendered by the build (scripts/prerender.mjs): hydrate it, so its links and
// buttons work from the first frame and React replays a press made before its code arrived. Every
// other URL gets the empty shell and mounts; a transition renders in slices, not one long task.
if (root.hasChildNodes()) {
  hydrateRoot(root, app);
} else {
  startTransition(() => {
    createRoot(root).render(app);
  });
}
