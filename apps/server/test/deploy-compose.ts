import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

/** deploy/compose.yaml as the deploy tests read it (no Docker daemon here: parsed, not run). */
export const root = path.resolve(import.meta.dirname, '../../..');
export const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

export interface Service {
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
  logging?: { driver?: string; options?: Record<string, string> };
}

export const compose = parse(read('deploy/compose.yaml')) as {
  name: string;
  services: Record<string, Service>;
  volumes: Record<string, unknown>;
};
export const services = compose.services;
export const appServices = Object.entries(services).filter(
  ([, service]) => service.build?.dockerfile === 'deploy/Dockerfile',
);
export const appEnvironment = appServices[0]?.[1].environment ?? {};

/** Variables only compose itself reads (interpolation), never passed to the app by that name. */
export const composeOnly = new Set(['DOMAIN', 'POSTGRES_PASSWORD']);

/** deploy/.env's required values; the database password holds what a URL cannot carry as it is. */
export const sampleDotEnv: Record<string, string> = {
  DOMAIN: 'exitcraft.example.com',
  POSTGRES_PASSWORD: 'pa/ss#wo?rd@1:x',
  JWT_SECRET: 'x'.repeat(48),
  SMTP_URL: 'smtp://mailer:secret@smtp.example.com:587',
  MAIL_FROM: 'Exitcraft <hello@exitcraft.com>',
  STRIPE_SECRET_KEY: 'sk_live_example',
  STRIPE_WEBHOOK_SECRET: 'whsec_example',
};

/** The app's environment with compose's ${VAR:?…} / ${VAR:-default} filled as `dotEnv` would. */
export function interpolated(
  environment: Record<string, string>,
  dotEnv: Record<string, string> = sampleDotEnv,
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(environment).map(([name, value]) => [
      name,
      String(value).replace(
        /\$\{(\w+)(?::([?-])([^}]*))?\}/g,
        (_all, variable: string, kind?: string, rest?: string) => {
          const given = dotEnv[variable];
          if (given !== undefined && given !== '') return given;
          if (kind === '?') throw new Error(`${variable} is required by compose.yaml and has no sample value`);
          return rest ?? '';
        },
      ),
    ]),
  );
}
