// The metrics module's public face: the only file another module may import.
export { createMeters } from './meters.ts';
export { registerMetrics } from './routes.ts';
