// The plan module's public face: the only file another module may import.
export { planRoutes } from './routes.ts';
// the weekly digest (modules/reminders) reads the tracked plan
export { trackedPlan } from './service.ts';
