import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultStreamCapacity, StreamSlots } from './stream-slots.ts';

describe('StreamSlots', () => {
  it('limits each person and the instance, and a release (once) gives the place back', () => {
    const slots = new StreamSlots({ perPerson: 2, max: 3 });
    const a1 = slots.take('a');
    const a2 = slots.take('a');
    expect(slots.take('a')).toBe('person');
    const b1 = slots.take('b');
    expect(slots.take('c')).toBe('instance');
    expect(typeof a1).toBe('function');
    if (typeof a1 !== 'function' || typeof a2 !== 'function' || typeof b1 !== 'function') throw new Error('no slot');
    a1();
    a1();
    expect(slots.size).toBe(2);
    expect(typeof slots.take('a')).toBe('function');
    expect(slots.take('c')).toBe('instance');
  });

  it('defaults to half the soft open-file limit, and to 512 when it cannot be read', () => {
    const dir = mkdtempSync(join(tmpdir(), 'limits-'));
    const file = join(dir, 'limits');
    writeFileSync(
      file,
      'Limit                     Soft Limit           Hard Limit           Units\nMax open files            1024                 524288               files\n',
    );
    expect(defaultStreamCapacity(file)).toBe(512);
    writeFileSync(file, 'Max open files            65536                65536                files\n');
    expect(defaultStreamCapacity(file)).toBe(32768);
    expect(defaultStreamCapacity(join(dir, 'missing'))).toBe(512);
  });
});
