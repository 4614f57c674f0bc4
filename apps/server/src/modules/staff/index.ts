// The staff module's public face: the only file another module may import.
export { staffRoutes } from './routes.ts';
export { appendAudit } from './audit.ts';
