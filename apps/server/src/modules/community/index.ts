// The community module's public face: the only file another module may import.
export { CommunityHub } from './hub.ts';
export { communityRoutes } from './routes.ts';
export { setMessageHidden } from './service.ts';
