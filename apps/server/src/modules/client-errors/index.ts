// The client-errors module's public face: the only file another module may import.
export { clientErrorRoutes } from './routes.ts';
