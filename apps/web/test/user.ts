import type { UserData } from '@exitcraft/shared/schemas/user';

/** A signed-in guest as GET /extract-user-data/ describes one; override what a test is about. */
export function testUser(overrides: Partial<UserData> = {}): UserData {
  return {
    id: 'u1',
    full_name: 'Ada Lovelace',
    username: 'GoldOwl123',
    email: 'ada@example.com',
    phone_number: '+14165550148',
    website_name: 'https://example.com',
    company_name: '',
    country: 'ca',
    role: 'guest',
    email_verified: true,
    paid: false,
    iswebinarformfilled: false,
    is_staff: false,
    ...overrides,
  };
}

export const sampleUser = testUser();
