/** The staff account apps/server/test/e2e-seed.ts makes before the e2e server starts. */
export const staffEmail = 'e2e-staff@example.com';
export const staffPassword = 'Harbor#2041-staff';
