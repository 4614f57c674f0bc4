// The confidante module's public face: the only file another module may import.
export { confidanteRoutes } from './routes.ts';
