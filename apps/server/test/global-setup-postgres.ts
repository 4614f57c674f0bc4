import pg from 'pg';

/**
 * The server-postgres project runs in a database of its own, created here from TEST_DATABASE_URL
 * and dropped afterwards, so runs never see each other's rows. (A project's `env` does not reach
 * its global setup, so this file is only ever given to that project.)
 */
export default async function setup({ provide }: { provide: (key: string, value: string) => void }) {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error('the server-postgres project needs TEST_DATABASE_URL');
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
