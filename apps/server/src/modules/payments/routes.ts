import type { App } from '../../lib/http.ts';

export async function paymentRoutes(_app: App) {}
