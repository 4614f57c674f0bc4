import { afterEach, describe, expect, it, vi } from 'vitest';
import { chooseDraft, type Draft, draftStorageKeys, readLocalDraft, writeLocalDraft } from './drafts.ts';
import { parseAmount, sumAmounts } from './money.ts';

const draft = (lastSaved: string, overrides: Partial<Draft> = {}): Draft => ({
  answers: { leadership_1: 4 },
  currentSection: 2,
  currency: null,
  lastSaved,
  ...overrides,
});

describe('choosing the draft to restore', () => {
  it('takes the newer of the local and the server copy', () => {
    const local = draft('2026-11-25T10:00:05.000Z');
    const server = draft('2026-11-25T10:00:03.000Z', { answers: {} });
    expect(chooseDraft(local, server)).toEqual({ draft: local, source: 'local' });
    const newerServer = draft('2026-11-25T10:00:09.000Z', { currentSection: 3 });
    expect(chooseDraft(local, newerServer)).toEqual({ draft: newerServer, source: 'server' });
  });

  it('takes whichever exists, and nothing when neither does', () => {
    const only = draft('2026-11-25T10:00:00.000Z');
    expect(chooseDraft(null, only)?.source).toBe('server');
    expect(chooseDraft(only, null)?.source).toBe('local');
    expect(chooseDraft(null, null)).toBeNull();
  });
});

describe('the local draft', () => {
  afterEach(() => vi.restoreAllMocks());

  it('reads back what was written', async () => {
    const saved = draft('2026-11-25T10:00:00.000Z');
    writeLocalDraft('brand', saved);
    expect(localStorage.getItem('brand-assessment-data')).not.toBeNull();
    expect(await readLocalDraft('brand')).toEqual(saved);
  });

  it.each([
    ['not JSON', '{"answers":'],
    ['not an object', '42'],
    ['an unknown question', JSON.stringify(draft('2026-11-25T10:00:00.000Z', { answers: { nope_1: 4 } }))],
    ['a rating out of range', JSON.stringify(draft('2026-11-25T10:00:00.000Z', { answers: { leadership_1: 9 } }))],
    ['a section out of range', JSON.stringify(draft('2026-11-25T10:00:00.000Z', { currentSection: 5 }))],
    ['no save time', JSON.stringify({ answers: {}, currentSection: 1, currency: null })],
  ])('is discarded and logged when it is corrupt: %s', async (_case, raw) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    localStorage.setItem(draftStorageKeys.brand, raw);
    expect(await readLocalDraft('brand')).toBeNull();
    expect(localStorage.getItem(draftStorageKeys.brand)).toBeNull();
    expect(warn).toHaveBeenCalledOnce();
  });

  it('keeps a calculator draft with its currency, and refuses an unknown one', async () => {
    const roi = draft('2026-11-25T10:00:00.000Z', { answers: { no_strategic_plan_1: 5000 }, currency: 'EUR' });
    writeLocalDraft('roi', roi);
    expect(await readLocalDraft('roi')).toEqual(roi);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    localStorage.setItem(draftStorageKeys.roi, JSON.stringify({ ...roi, currency: 'XXX' }));
    expect(await readLocalDraft('roi')).toBeNull();
  });
});

describe('money inputs', () => {
  it.each([
    ['1234', 1234],
    ['$1,234', 1234],
    ['1.234 €', 1234],
    ['₹12,34,568', 1234568],
    ['abc', 0],
    ['-', 0],
    ['007', 7],
    ['99999999999999999', 1_000_000_000_000],
  ])('reads %j as %d', (text, amount) => {
    expect(parseAmount(text)).toBe(amount);
  });

  it('leaves an empty field unanswered', () => {
    expect(parseAmount('')).toBeUndefined();
    expect(parseAmount('  ')).toBeUndefined();
  });

  it('adds up the answered amounts', () => {
    expect(sumAmounts({ a: 5, b: 7, c: undefined }, ['a', 'c', 'd'])).toBe(5);
  });
});
