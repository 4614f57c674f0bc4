import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema.ts';
export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export interface Database {
    db: Db;
    kind: 'pglite' | 'postgres';
    migrate(): Promise<void>;
    ping(): Promise<void>;
    close(): Promise<void>;
}
export interface DatabaseOptions {
    /** postgres:// URL; when absent the embedded PGlite is used. */
    url?: string | undefined;
    /** Folder for PGlite's files; absent means in memory (tests). */
    dataDir?: string | undefined;
    poolMax?: number;
    /** How long a request waits for a free connection before the database counts as unavailable. */
    acquireTimeoutMs?: number;
    /** How long one statement (or a wait for a lock) may run before it is cut off. */
    statementTimeoutMs?: number;
}
/** The migrations folder sits beside this file in source, and the build copies it beside the bundle. */
export declare function migrationsFolder(): string;
export declare function openDatabase(options: DatabaseOptions): Promise<Database>;
