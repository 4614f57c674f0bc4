import type { App } from '../../lib/http.ts';

export async function authRoutes(_app: App) {}
