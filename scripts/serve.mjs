// npm run serve: the server as built, without checking the build, with its Node flags (server-flags.mjs).
import { runServer } from './server-flags.mjs';

runServer();
