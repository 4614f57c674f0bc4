// The onboarding module's public face: the only file another module may import.
export { onboardingRoutes } from './routes.ts';
export { onboardingState } from './service.ts';
