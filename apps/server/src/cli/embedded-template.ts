import { writeFileSync } from 'node:fs';
import { embeddedTemplateFile, makeEmbeddedTemplate } from '../db/client.ts';
import { createJobQueue } from '../modules/jobs/index.ts';

// The build's last step (apps/server/build.mjs runs the bundled copy): the embedded database a first
// start loads, written beside this bundle: the migrations beside it applied, and the job queue's
// schema, which pg-boss would otherwise create on the first start while the port is already open
// (PGlite runs in the server's thread, so nothing is answered meanwhile).
const started = Date.now();
const template = await makeEmbeddedTemplate(async (db) => {
  const queue = createJobQueue(db);
  await queue.start();
  await queue.stop();
});
writeFileSync(embeddedTemplateFile(), template);
console.log(
  `embedded database template: ${(template.byteLength / 1024 / 1024).toFixed(1)} MiB in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
