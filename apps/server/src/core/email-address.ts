/** Addresses are stored and compared lower-cased: "Ada@Acme.com" and "ada@acme.com" are one account. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
