// The exit-readiness module's public face: the only file another module may import.
export { exitReadinessRoutes } from './routes.ts';
export { recordValueSnapshot } from './value.ts';
// the tracked plan (modules/plan) marks the actions this plan computes
export { readinessInputs } from './service.ts';
export { exitScore, ninetyDayPlan, type ReadinessInputs } from './score.ts';
