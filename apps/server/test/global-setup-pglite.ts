import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { makeEmbeddedTemplate } from '../src/db/client.ts';
import { createJobQueue } from '../src/modules/jobs/index.ts';

/**
 * The server project's test files each open an in-memory embedded database. Creating one (PGlite's
 * initdb, then every migration) took 3-6 s per file; the run makes it once here, as the build makes
 * the first start's template (cli/embedded-template.ts), and each file loads it in about a second.
 */
export default async function setup({ provide }: { provide: (key: string, value: string) => void }) {
  const dir = mkdtempSync(path.join(tmpdir(), 'exitcraft-test-template-'));
  const file = path.join(dir, 'embedded-template.tar.gz');
  writeFileSync(
    file,
    await makeEmbeddedTemplate(async (db) => {
      const queue = createJobQueue(db);
      await queue.start();
      await queue.stop();
    }),
  );
  provide('pgliteTemplate', file);
  return () => rmSync(dir, { recursive: true, force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}
