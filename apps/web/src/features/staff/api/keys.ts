/**
 * The root of every back-office query key. Each section's file builds its own keys from it
 * (`peopleKeys`, `paymentKeys`, ...), and each mutation invalidates only the keys of what it changed.
 */
export const staffKeys = { all: ['staff'] as const };
