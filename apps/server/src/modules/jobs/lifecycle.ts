import type { App } from '../../lib/http.ts';

/** Closing the app stops the queue's workers (if main.ts or a test started them). */
export async function jobsLifecycle(app: App) {
  app.addHook('onClose', async () => {
    await app.deps.jobs.stop();
  });
}
