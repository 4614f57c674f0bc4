import { describe, expect, it } from 'vitest';
import { batchPerTurn } from './batch-per-turn.ts';

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

/** A loader over a table of known keys that records every batch it is asked for. */
function recordingLoader(known: Record<string, number>) {
  const batches: string[][] = [];
  const lookup = batchPerTurn(
    (key: string) => key,
    async (keys) => {
      batches.push(keys);
      return new Map(keys.filter((key) => key in known).map((key) => [key, known[key]!]));
    },
  );
  return { lookup, batches };
}

describe('batchPerTurn', () => {
  it('answers the lookups of one turn with one load, each with its own value', async () => {
    const { lookup, batches } = recordingLoader({ a: 1, b: 2 });
    const answers = await Promise.all([lookup('a'), lookup('b'), lookup('missing')]);
    expect(answers).toEqual([1, 2, undefined]);
    expect(batches).toEqual([['a', 'b', 'missing']]);
  });

  it('loads a key asked for twice in a turn once, and answers both', async () => {
    const { lookup, batches } = recordingLoader({ a: 1 });
    expect(await Promise.all([lookup('a'), lookup('a')])).toEqual([1, 1]);
    expect(batches).toEqual([['a']]);
  });

  it('gives each turn its own load', async () => {
    const { lookup, batches } = recordingLoader({ a: 1, b: 2 });
    const first = lookup('a');
    await nextTurn();
    const second = lookup('b');
    expect(await Promise.all([first, second])).toEqual([1, 2]);
    expect(batches).toEqual([['a'], ['b']]);
  });

  it('fails every lookup of a turn whose load fails, and the next turn loads afresh', async () => {
    let fail = true;
    const lookup = batchPerTurn(
      (key: string) => key,
      async (keys) => {
        if (fail) throw new Error('database unreachable');
        return new Map(keys.map((key) => [key, key.length]));
      },
    );
    const failed = await Promise.allSettled([lookup('a'), lookup('bb'), lookup('a')]);
    expect(failed.map((result) => result.status)).toEqual(['rejected', 'rejected', 'rejected']);
    fail = false;
    expect(await lookup('ccc')).toBe(3);
  });

  it('fails the turn, not the process, when load throws before returning a promise', async () => {
    const lookup = batchPerTurn<string, number>(
      (key) => key,
      () => {
        throw new Error('bad key');
      },
    );
    await expect(lookup('a')).rejects.toThrow('bad key');
  });
});
