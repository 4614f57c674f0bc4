import { readFileSync } from 'node:fs';

/**
 * How many community streams this instance holds open, in all and per person (issue 29). A stream
 * holds a socket (a file descriptor) for as long as the tab is open, so without a cap one member
 * could open enough to starve everyone else, and a crowd could exhaust the process's file limit
 * and stop it answering anything. A slot is taken before the stream opens and given back when it
 * ends; the release is idempotent.
 */
export class StreamSlots {
  private readonly perPerson = new Map<string, number>();
  private open = 0;

  constructor(readonly limits: { perPerson: number; max: number }) {}

  get size(): number {
    return this.open;
  }

  /** A slot for one more of this person's streams (its release), or which limit refused it. */
  take(userId: string): (() => void) | 'person' | 'instance' {
    if (this.open >= this.limits.max) return 'instance';
    const held = this.perPerson.get(userId) ?? 0;
    if (held >= this.limits.perPerson) return 'person';
    this.perPerson.set(userId, held + 1);
    this.open += 1;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.open -= 1;
      const left = (this.perPerson.get(userId) ?? 1) - 1;
      if (left > 0) this.perPerson.set(userId, left);
      else this.perPerson.delete(userId);
    };
  }
}

/**
 * The default for COMMUNITY_STREAMS_MAX: half the process's soft limit on open files (the rest
 * stays for database connections, ordinary requests, log files and the listening socket), read
 * from /proc/self/limits on Linux; 512 where that cannot be read (half of the common 1024).
 */
export function defaultStreamCapacity(limitsFile = '/proc/self/limits'): number {
  try {
    const line = readFileSync(limitsFile, 'utf8')
      .split('\n')
      .find((row) => row.startsWith('Max open files'));
    const soft = line ? Number(line.replace('Max open files', '').trim().split(/\s+/)[0]) : Number.NaN;
    if (Number.isFinite(soft) && soft > 0) return Math.max(16, Math.floor(soft / 2));
  } catch {
    // not Linux, or /proc not mounted: the common default below
  }
  return 512;
}
