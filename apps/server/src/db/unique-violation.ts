/**
 * The constraint a unique violation (SQLSTATE 23505) hit, or null for any other error. Drizzle
 * wraps driver errors, and node-postgres and PGlite name the field alike, so the cause chain is read.
 */
export function uniqueViolation(error: unknown): string | null {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    if (typeof current !== 'object') return null;
    const fields = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (fields.code === '23505') return typeof fields.constraint === 'string' ? fields.constraint : '';
    current = fields.cause;
  }
  return null;
}
