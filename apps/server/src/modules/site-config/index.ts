// The site-config module's public face: the only file another module may import.
export { siteConfigRoutes } from './routes.ts';
export { frameOrigins, readSiteSettings, seedSiteSettings, writeSiteSettings } from './settings.ts';
