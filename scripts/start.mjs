// npm start: build only when the build is missing or was made from other sources (the content
// stamp, scripts/build-stamp.mjs), then run the server with its Node flags (server-flags.mjs).
import { build } from './build.mjs';
import { runServer } from './server-flags.mjs';

build({ ifStale: true });
runServer();
