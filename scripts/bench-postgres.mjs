// A throw-away PostgreSQL database for a bench: created on the server at BENCH_DATABASE_URL (an
// admin URL, default the local server), dropped afterwards.
import pg from 'pg';

export const postgresAdminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** { url, drop() } for a fresh database named after `tag`, or { skipped: reason } when none answers. */
export async function freshPostgresDatabase(tag) {
  const admin = new pg.Client({ connectionString: postgresAdminUrl, connectionTimeoutMillis: 1000 });
  try {
    await admin.connect();
  } catch (error) {
    return { skipped: `no PostgreSQL answers at ${new URL(postgresAdminUrl).host} (${error.message})` };
  }
  const name = `exitcraft_bench_${tag}_${process.pid}`;
  try {
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  return {
    url: Object.assign(new URL(postgresAdminUrl), { pathname: `/${name}` }).toString(),
    async drop() {
      const client = new pg.Client({ connectionString: postgresAdminUrl });
      await client.connect();
      await client.query(`drop database if exists "${name}" with (force)`);
      await client.end();
    },
  };
}
