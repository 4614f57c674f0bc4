import { describe, expect, it } from 'vitest';
import { initials, truncate } from './format.ts';

describe('initials', () => {
  it('takes the first and last name, or U', () => {
    expect(initials('Ada Lovelace')).toBe('AL');
    expect(initials('  cher ')).toBe('C');
    expect(initials('Jean Claude van Damme')).toBe('JD');
    expect(initials('')).toBe('U');
    expect(initials(null)).toBe('U');
  });
});

describe('truncate', () => {
  it('cuts at the limit and adds ...', () => {
    expect(truncate('a-very-long-email-address@example.com', 25)).toBe('a-very-long-email-address...');
    expect(truncate('short@ex.com', 25)).toBe('short@ex.com');
  });
});
