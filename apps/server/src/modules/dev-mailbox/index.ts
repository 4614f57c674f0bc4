// The dev-mailbox module's public face: the only file another module may import.
export { devMailboxRoutes } from './routes.ts';
