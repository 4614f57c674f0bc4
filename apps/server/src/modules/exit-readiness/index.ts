// The exit-readiness module's public face: the only file another module may import.
export { exitReadinessRoutes } from './routes.ts';
// the tracked plan (modules/plan) marks the actions this plan computes
export { readinessInputs } from './service.ts';
export { ninetyDayPlan, type ReadinessInputs } from './score.ts';
