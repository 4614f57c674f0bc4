// The geoip module's public face: the only file another module may import.
export { geoipRoutes } from './routes.ts';
