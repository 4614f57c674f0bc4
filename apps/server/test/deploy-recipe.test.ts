import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { serverEnv, serverNodeFlags } from '../../../scripts/server-flags.mjs';
import { configVariableNames, loadConfig } from '../src/config.ts';
import {
  appEnvironment,
  appServices,
  compose,
  composeOnly,
  interpolated,
  read,
  root,
  sampleDotEnv,
  type Service,
  services,
} from './deploy-compose.ts';

/*
 * deploy/ (issue 19) cannot be run here (no Docker daemon), so it is checked statically: the compose
 * file's services, replicas, health checks and environment against config.ts, the Dockerfile's
 * stages, the Caddyfile's proxy rules, and every variable docs/deploy.md names.
 */
const healthTest = (service: Service | undefined) => [service?.healthcheck?.test ?? []].flat().join(' ');

describe('deploy/compose.yaml', () => {
  it('runs PostgreSQL 16 on a volume, Redis 7 and Caddy, each with a health check where one applies', () => {
    expect(services.postgres?.image).toMatch(/^postgres:16(\.|-|$)/);
    const dataVolume = services.postgres?.volumes?.find((volume) => volume.endsWith(':/var/lib/postgresql/data'));
    expect(dataVolume).toBeDefined();
    expect(compose.volumes).toHaveProperty(dataVolume?.split(':')[0] ?? 'missing');
    expect(healthTest(services.postgres)).toContain('pg_isready');
    expect(services.redis?.image).toMatch(/^redis:7(\.|-|$)/);
    expect(healthTest(services.redis)).toContain('redis-cli ping');
    expect(services.caddy?.image).toMatch(/^caddy:2/);
    expect(services.caddy?.ports).toEqual(expect.arrayContaining(['80:80', '443:443']));
    expect(services.caddy?.volumes).toContain('./Caddyfile:/etc/caddy/Caddyfile:ro');
    expect(services.caddy?.environment?.DOMAIN).toContain('${DOMAIN');
    expect(existsSync(path.join(root, 'deploy/Caddyfile'))).toBe(true);
  });

  it('runs the app twice from one definition, built by deploy/Dockerfile, checked on /health, waiting for its databases', () => {
    expect(appServices.map(([name]) => name)).toEqual(['app-1', 'app-2']);
    const [first, second] = appServices.map(([, service]) => service);
    expect(first).toBe(second);
    for (const [name, service] of appServices) {
      expect(service.build?.context, name).toBe('..');
      expect(healthTest(service), name).toContain('/health');
      expect(service.depends_on).toMatchObject({
        postgres: { condition: 'service_healthy' },
        redis: { condition: 'service_healthy' },
      });
      expect(service.environment?.NODE_ENV).toBe('production');
      // longer than the drain and the in-flight requests, or Docker cuts the drain short with SIGKILL
      expect(Number.parseInt(service.stop_grace_period ?? '10', 10)).toBeGreaterThan(
        Number(/:-(\d+)/.exec(service.environment?.DRAIN_SECONDS ?? '')?.[1] ?? 5) + 10,
      );
    }
  });

  it('passes the app every variable of config.ts and no other', () => {
    expect(Object.keys(appEnvironment).sort()).toEqual([...configVariableNames].sort());
    for (const value of Object.values(appEnvironment)) {
      for (const [, variable] of String(value).matchAll(/\$\{(\w+)/g)) {
        expect(configVariableNames.includes(variable ?? '') || composeOnly.has(variable ?? ''), variable).toBe(true);
      }
    }
  });

  it('leaves what deploy/.env does not set to the app: each default compose writes is config.ts’s own', () => {
    const required = { ...sampleDotEnv, STRIPE_SECRET_KEY: '', STRIPE_WEBHOOK_SECRET: '', PAYMENTS_DISABLED: 'true' };
    const config = loadConfig(interpolated(appEnvironment, required)) as unknown as Record<string, unknown>;
    const defaults = loadConfig({ NODE_ENV: 'test', DATA_DIR: '/data' }) as unknown as Record<string, unknown>;
    // defaults config.ts gives production its own way (decision 033)
    const productionDefaults: Record<string, unknown> = { STAFF_REQUIRE_SECOND_FACTOR: true };
    for (const [name, value] of Object.entries(appEnvironment)) {
      if (/^\$\{\w+:-[^}]*\}$/.test(value) && !(name in required)) {
        expect(config[name], name).toEqual(name in productionDefaults ? productionDefaults[name] : defaults[name]);
      }
    }
  });

  it('gives a valid production configuration, with the database password beside the URL, not in it', () => {
    const config = loadConfig(interpolated(appEnvironment));
    expect(config).toMatchObject({
      isProduction: true,
      APP_URL: 'https://exitcraft.example.com',
      // compose cannot percent-encode: a password holding / # ? @ : would break the URL
      DATABASE_URL: 'postgres://exitcraft@postgres:5432/exitcraft',
      PGPASSWORD: sampleDotEnv.POSTGRES_PASSWORD,
      EMBEDDED_DATABASE_IN_PRODUCTION: false,
      REDIS_URL: 'redis://redis:6379',
    });
    // the app believes X-Forwarded-For from Caddy's fixed address, and only from it
    const caddyNetworks = services.caddy?.networks as Record<string, { ipv4_address?: string }>;
    expect(config.TRUST_PROXY).toBe(caddyNetworks.internal?.ipv4_address);
  });

  it('names in deploy/.env.example only variables of config.ts or of compose itself', () => {
    const names = [...read('deploy/.env.example').matchAll(/^([A-Z][A-Z0-9_]*)=/gm)].map((match) => match[1] ?? '');
    expect(names.length).toBeGreaterThan(10);
    for (const name of names) expect(configVariableNames.includes(name) || composeOnly.has(name), name).toBe(true);
    // every variable compose requires is in the example
    for (const [, variable] of read('deploy/compose.yaml').matchAll(/\$\{(\w+):\?/g)) expect(names).toContain(variable);
  });
});

describe('deploy/compose.yaml logs', () => {
  it('rotates every container’s log', () => {
    for (const [name, service] of Object.entries(services)) {
      expect(service.logging?.driver, name).toMatch(/^(json-file|local)$/);
      expect(service.logging?.options?.['max-size'], name).toMatch(/^\d+[km]$/);
      expect(Number(service.logging?.options?.['max-file']), name).toBeGreaterThan(1);
    }
  });
});

describe('deploy/Caddyfile', () => {
  const caddyfile = read('deploy/Caddyfile');

  it('serves {$DOMAIN} (automatic HTTPS) and proxies to every app service with active health checks on /ready', () => {
    expect(caddyfile).toMatch(/^\{\$DOMAIN\} \{/m);
    const upstreams = /reverse_proxy ([^{]+)\{/.exec(caddyfile)?.[1]?.trim().split(/\s+/);
    expect(upstreams).toEqual(appServices.map(([name]) => `${name}:3000`));
    expect(caddyfile).toMatch(/^\s*health_uri \/ready$/m);
    expect(caddyfile).toMatch(/^\s*health_interval \d+s$/m);
    expect(caddyfile).toMatch(/^\s*health_status 200$/m);
    expect(caddyfile).toContain('request_header @noRequestId X-Request-Id {http.request.uuid}');
  });

  it.runIf(spawnSync('caddy', ['version']).status === 0)('is a configuration Caddy accepts', () => {
    const output = execFileSync(
      'caddy',
      ['validate', '--config', path.join(root, 'deploy/Caddyfile'), '--adapter', 'caddyfile'],
      { env: { ...process.env, DOMAIN: 'exitcraft.example.com' }, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
    );
    expect(output).toContain('Valid configuration');
  });
});

describe('deploy/Dockerfile', () => {
  const dockerfile = read('deploy/Dockerfile').replace(/\\\n/g, ' ');
  const stages = dockerfile.split(/^FROM /m).slice(1);
  const runtime = stages.at(-1) ?? '';

  it('builds in stages and runs production dependencies only, as a non-root user, checked on /health', () => {
    expect(stages.length).toBeGreaterThanOrEqual(3);
    expect(stages[0]).toMatch(/RUN npm ci /);
    expect(stages[0]).toContain('RUN npm run build');
    const deps = stages.find((stage) => /npm ci --omit=dev/.test(stage));
    expect(deps).toBeDefined();
    const depsName = /^\S+ AS (\S+)/.exec(deps ?? '')?.[1];
    expect(runtime).toContain(`COPY --from=${depsName} /app/node_modules ./node_modules`);
    expect(runtime).not.toMatch(/npm (ci|install)/);
    expect(runtime).toMatch(/^ENV NODE_ENV=production/m);
    const user = /^USER (\S+)/m.exec(runtime)?.[1];
    expect(user).toBeDefined();
    expect(['root', '0']).not.toContain(user);
    expect(runtime).toMatch(/^HEALTHCHECK .*\/health/m);
    expect(runtime).toContain('COPY --from=build /app/apps/server/dist apps/server/dist');
    expect(runtime).toContain('COPY --from=build /app/apps/web/dist apps/web/dist');
    // the image starts the server with the same Node flags as every launcher (scripts/server-flags.mjs)
    const command = /^CMD (\[.*\])\s*$/m.exec(runtime)?.[1];
    expect(JSON.parse(command ?? 'null')).toEqual(['node', ...serverNodeFlags, 'apps/server/dist/main.js']);
    const env = /^ENV (.*)$/m.exec(runtime)?.[1] ?? '';
    for (const [name, value] of Object.entries(serverEnv)) expect(env.split(/\s+/)).toContain(`${name}=${value}`);
    // the backup command needs pg_dump of the compose file's PostgreSQL major version
    const major = /^postgres:(\d+)/.exec(services.postgres?.image ?? '')?.[1];
    expect(runtime).toContain(`postgresql-client-${major}`);
  });

  it('runs the Node of .nvmrc (24 LTS), which package.json admits and CI runs the server’s tests and build on', () => {
    const major = read('.nvmrc').trim();
    expect(major).toBe('24');
    expect(/^ARG NODE_IMAGE=node:(\d+)-/m.exec(dockerfile)?.[1]).toBe(major);
    const engines = (JSON.parse(read('package.json')) as { engines: { node: string } }).engines.node;
    expect(engines.split('||').map((range) => /^\s*\^(\d+)\./.exec(range)?.[1])).toContain(major);
    // .ci/run fetches that major from the npm registry and runs the server's side on it
    const ci = read('.ci/run');
    expect(/^NODE24_VERSION=(\d+)\.\d+\.\d+$/m.exec(ci)?.[1]).toBe(major);
    expect(ci).toMatch(/npm pack --silent "node-linux-\$arch@\$NODE24_VERSION"/);
    expect(ci).toMatch(/on_node24 node node_modules\/vitest\/vitest\.mjs run --project server/);
    expect(ci).toMatch(/^stage "Node 24: production build" on_node24 node scripts\/build\.mjs$/m);
    expect(ci).toMatch(/^stage "Node 24: built server starts" on_node24 .* production-start$/m);
  });

  it('copies only files that exist and that .dockerignore lets through; the maintenance bundles are built', () => {
    const ignored = read('.dockerignore')
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line && !line.startsWith('#'));
    for (const [, sources] of dockerfile.matchAll(/^COPY (?!--from)(.+) \S+$/gm)) {
      for (const source of (sources ?? '').split(' ').filter((part) => part !== '.')) {
        expect(existsSync(path.join(root, source)), source).toBe(true);
        expect(ignored, source).not.toContain(source);
      }
    }
    expect(ignored).toEqual(expect.arrayContaining(['**/node_modules', '.git', 'deploy/.env']));
    // what the recipe runs inside the image exists in the server build
    const build = read('apps/server/build.mjs');
    expect(build).toMatch(/migrate: 'src\/db\/migrate-cli.ts'/);
    expect(build).toMatch(/backup: 'src\/cli\/backup.ts'/);
    const script = read('deploy/rolling-restart.sh');
    expect(script).toContain('node apps/server/dist/migrate.js');
    expect(spawnSync('sh', ['-n', path.join(root, 'deploy/rolling-restart.sh')]).status).toBe(0);
    for (const [, service] of script.matchAll(/for service in ([^;]+);/g)) {
      expect(service?.trim().split(/\s+/)).toEqual(appServices.map(([name]) => name));
    }
  });
});

describe('docs/deploy.md', () => {
  const doc = read('docs/deploy.md');

  it('documents every variable the app service gets, marks the secrets, and names no variable config.ts lacks', () => {
    const rows = [...doc.matchAll(/^\| `([A-Z][A-Z0-9_]*)` +\|(.*)$/gm)];
    const documented = rows.map((row) => row[1] ?? '');
    for (const name of documented) expect(configVariableNames.includes(name) || composeOnly.has(name), name).toBe(true);
    for (const name of Object.keys(appServices[0]?.[1].environment ?? {})) expect(documented, name).toContain(name);
    const secretRows = rows.filter((row) => /secret/i.test(row[2] ?? '')).map((row) => row[1]);
    expect(secretRows).toEqual(
      expect.arrayContaining([
        'JWT_SECRET',
        'STRIPE_SECRET_KEY',
        'STRIPE_WEBHOOK_SECRET',
        'METRICS_TOKEN',
        'DATABASE_URL',
      ]),
    );
    // any other VARIABLE=value the recipe shows is one the app (or compose) knows too
    for (const [, name] of doc.matchAll(/\b([A-Z][A-Z0-9]*_[A-Z0-9_]+)=/g)) {
      expect(configVariableNames.includes(name ?? '') || composeOnly.has(name ?? ''), name).toBe(true);
    }
  });

  it('covers the first deploy, upgrades, rolling restarts, backups and the Kubernetes probes', () => {
    for (const heading of [
      'First deploy',
      'Environment variables',
      'Upgrades',
      'Rolling restart',
      'Backups',
      'Kubernetes',
    ]) {
      expect(doc).toMatch(new RegExp(`^## .*${heading}`, 'm'));
    }
    for (const text of ['npm run migrate', 'npm run backup', 'npm run restore', 'livenessProbe', 'readinessProbe']) {
      expect(doc).toContain(text);
    }
    expect(doc).toMatch(/livenessProbe:\s+httpGet:\s+path: \/health/);
    expect(doc).toMatch(/readinessProbe:\s+httpGet:\s+path: \/ready/);
  });
});
