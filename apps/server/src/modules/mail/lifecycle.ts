import type { App } from '../../lib/http.ts';

/** Closing the app stops the delivery loop (if main.ts started it) and the SMTP transport. */
export async function emailLifecycle(app: App) {
  app.addHook('onClose', async () => {
    await app.deps.emailDelivery.stop();
  });
}
