import pg from 'pg';

/**
 * With TEST_DATABASE_URL, the postgres project runs in a database of its own, created here and
 * dropped afterwards, so runs never see each other's rows.
 */
export default async function setup({ provide }: { provide: (key: string, value: string) => void }) {
  const base = process.env.TEST_DATABASE_URL;
  if (!base || process.env.TEST_DB_DRIVER !== 'postgres') return;
  const name = `exitcraft_test_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  provide('postgresUrl', url.toString());
  return async () => {
    const client = new pg.Client({ connectionString: base });
    await client.connect();
    await client.query(`drop database if exists "${name}" with (force)`);
    await client.end();
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string;
  }
}
