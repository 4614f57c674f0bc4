import type { App } from '../../lib/http.ts';

export async function researchRoutes(_app: App) {}
