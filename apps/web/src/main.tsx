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
// buttons keep working and a press made while its code loads is not lost. Every other URL gets the
// empty shell and mounts. Either way in a transition, which renders in slices that yield to the
// browser instead of one long task (a press meanwhile hydrates its own part of the page at once).
startTransition(() => {
  if (root.hasChildNodes()) hydrateRoot(root, app);
  else createRoot(root).render(app);
});
