// Bundles the server into dist/main.js (workspace code inlined, npm packages left external)
// and copies the SQL migrations beside it. The maintenance commands a production image runs without
// tsx are bundled beside it too: dist/migrate.js (npm run migrate) and dist/backup.js (backup/restore).
// Last, the template of the embedded database a first start loads (dist/embedded-template.tar.gz).
import { execFileSync } from 'node:child_process';
import { cpSync, readFileSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@exitcraft/'));

// SERVER_OUT_DIR lets parallel work build elsewhere without pulling dist/ from under a running test
const outdir = process.env.SERVER_OUT_DIR ?? 'dist';
rmSync(outdir, { recursive: true, force: true });
await build({
  entryPoints: {
    main: 'src/main.ts',
    migrate: 'src/db/migrate-cli.ts',
    backup: 'src/cli/backup.ts',
    'embedded-template': 'src/cli/embedded-template.ts',
  },
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  outdir,
  external,
  sourcemap: true,
  logLevel: 'warning',
});
cpSync('src/db/migrations', `${outdir}/migrations`, { recursive: true });
execFileSync(process.execPath, [`${outdir}/embedded-template.js`], { stdio: 'inherit' });
