// The accounts module's public face: the only file another module may import.
export { confirmPassword } from './confirm-password.ts';
export { accountRoutes } from './routes.ts';
