import { describe, expect, it } from 'vitest';
import { isStorableText, text } from './text.ts';

describe('storable text', () => {
  it.each(['', 'plain', 'Ünïcödé', 'emoji 😀 pair', 'tab\tand\nnewline'])('accepts %j', (value) => {
    expect(isStorableText(value)).toBe(true);
  });

  it.each(['nul\u0000inside', '\u0000', 'lone \ud800 high', 'lone \udc00 low', 'reversed \udc00\ud800'])(
    'refuses %j',
    (value) => {
      expect(isStorableText(value)).toBe(false);
      expect(text().safeParse(value).success).toBe(false);
    },
  );
});
