import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { serverEnv, serverNodeFlags } from '../../../scripts/server-flags.mjs';
import { configVariableNames, loadConfig } from '../src/config.ts';

/*
 * deploy/ (issue 19) cannot be run here (no Docker daemon), so it is checked statically: the compose
 * file's services, replicas, health checks and environment against config.ts, the Dockerfile's
 * stages, the Caddyfile's proxy rules, and every variable docs/deploy.md names.
 */
const root = path.resolve(import.meta.dirname, '../../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

interface Service {
  image?: string;
  build?: { context: string; dockerfile: string };
  environment?: Record<string, string>;
  healthcheck?: { test: string[] | string };
  volumes?: string[];
  ports?: string[];
  depends_on?: Record<string, { condition: string }> | string[];
  command?: string[];
  networks?: Record<string, { ipv4_address?: string }> | string[];
  stop_grace_period?: string;
}
const compose = parse(read('deploy/compose.yaml')) as {
  name: string;
  services: Record<string, Service>;
  volumes: Record<string, unknown>;
};
const services = compose.services;
const appServices = Object.entries(services).filter(([, service]) => service.build?.dockerfile === 'deploy/Dockerfile');
const healthTest = (service: Service | undefined) => [service?.healthcheck?.test ?? []].flat().join(' ');

/** Variables only compose itself reads (interpolation), never passed to the app by that name. */
const composeOnly = new Set(['DOMAIN', 'POSTGRES_PASSWORD']);

/** The app's environment with compose's ${VAR:?…} / ${VAR:-default} filled as deploy/.env would. */
function interpolated(environment: Record<string, string>): Record<string, string> {
  const values: Record<string, string> = {
    DOMAIN: 'exitcraft.example.com',
    POSTGRES_PASSWORD: 'a-long-database-password',
    JWT_SECRET: 'x'.repeat(48),
    STRIPE_SECRET_KEY: 'sk_live_example',
    STRIPE_WEBHOOK_SECRET: 'whsec_example',
    SMTP_URL: 'smtp://mailer:secret@smtp.example.com:587',
    MAIL_FROM: 'Exitcraft <hello@exitcraft.com>',
  };
  return Object.fromEntries(
    Object.entries(environment).map(([name, value]) => [
      name,
      String(value).replace(
        /\$\{(\w+)(?::([?-])([^}]*))?\}/g,
        (_all, variable: string, kind?: string, rest?: string) => {
          const given = values[variable];
          if (given !== undefined) return given;
          if (kind === '?') throw new Error(`${variable} is required by compose.yaml and has no sample value`);
          return rest ?? '';
        },
      ),
    ]),
  );
}

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

  it('gives the app only variables config.ts knows, and a valid production configuration', () => {
    const environment = appServices[0]?.[1].environment ?? {};
    for (const name of Object.keys(environment)) expect(configVariableNames, name).toContain(name);
    for (const value of Object.values(environment)) {
      for (const [, variable] of String(value).matchAll(/\$\{(\w+)/g)) {
        expect(configVariableNames.includes(variable ?? '') || composeOnly.has(variable ?? ''), variable).toBe(true);
      }
    }
    const config = loadConfig(interpolated(environment));
    expect(config).toMatchObject({
      isProduction: true,
      APP_URL: 'https://exitcraft.example.com',
      DATABASE_URL: 'postgres://exitcraft:a-long-database-password@postgres:5432/exitcraft',
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
