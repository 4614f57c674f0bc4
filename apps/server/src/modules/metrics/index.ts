// The metrics module's public face: the only file another module may import.
export { registerMetrics } from './routes.ts';
