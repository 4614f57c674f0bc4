// The health module's public face: the only file another module may import.
export { healthRoutes } from './routes.ts';
