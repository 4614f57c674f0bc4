// The exit-readiness module's public face: the only file another module may import.
export { exitReadinessRoutes } from './routes.ts';
export { recordValueSnapshot } from './value.ts';
export { exitScore, type ReadinessInputs } from './score.ts';
