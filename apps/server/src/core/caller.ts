import type { users } from '../db/schema.ts';

/** The caller: the user row that `app.authenticate` puts on the request, as every module reads it. */
export type UserRow = typeof users.$inferSelect;
