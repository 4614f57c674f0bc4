import type { Resolver } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { lazyResolver } from './lazy-resolver.ts';

type Values = { code: string };
const ok: Resolver<Values> = async (values) => ({ values, errors: {} });
const options = { fields: {}, shouldUseNativeValidation: false } as Parameters<Resolver<Values>>[2];

describe('lazyResolver', () => {
  it('loads the rules on the first validation, once, and validates with them', async () => {
    const load = vi.fn(async () => ok);
    const resolver = lazyResolver(load);
    expect(load).not.toHaveBeenCalled();
    expect(await resolver({ code: '1' }, undefined, options)).toEqual({ values: { code: '1' }, errors: {} });
    await resolver({ code: '2' }, undefined, options);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('preload starts the load early; the validation after it does not load again', async () => {
    const load = vi.fn(async () => ok);
    const resolver = lazyResolver(load);
    resolver.preload();
    expect(load).toHaveBeenCalledTimes(1);
    await resolver({ code: '1' }, undefined, options);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a failed load is tried again at the next validation', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('chunk gone')).mockResolvedValue(ok);
    const resolver = lazyResolver<Values, unknown, Values>(load);
    await expect(resolver({ code: '1' }, undefined, options)).rejects.toThrow('chunk gone');
    expect(await resolver({ code: '1' }, undefined, options)).toEqual({ values: { code: '1' }, errors: {} });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
