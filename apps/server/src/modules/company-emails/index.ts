// The company-emails module's public face: the only file another module may import.
export { companyEmailRoutes } from './routes.ts';
export { resendAccountEmailCode } from './service.ts';
