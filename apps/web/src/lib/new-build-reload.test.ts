import { beforeEach, describe, expect, it, vi } from 'vitest';

const reload = vi.fn();
const at = (href: string) => vi.stubGlobal('location', { ...window.location, href, reload });

/** The module as a fresh page load has it (its "already reloading" flag starts false). */
async function freshPage() {
  vi.resetModules();
  return import('./new-build-reload.ts');
}

beforeEach(() => {
  reload.mockClear();
});

describe('reloadIntoNewBuild', () => {
  it('reloads once at the same URL, and not again there within the window', async () => {
    at('https://app.test/dashboard/assessments');
    const first = await freshPage();
    expect(first.reloadIntoNewBuild(1_000)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    // the new build fails as well: shown, not reloaded again
    const second = await freshPage();
    expect(second.reloadIntoNewBuild(1_000 + second.reloadWindowMs - 1)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads again at the same URL after the window, or at another URL', async () => {
    at('https://app.test/dashboard');
    const { reloadIntoNewBuild, reloadWindowMs } = await freshPage();
    expect(reloadIntoNewBuild(1_000)).toBe(true);
    const later = await freshPage();
    expect(later.reloadIntoNewBuild(1_000 + reloadWindowMs)).toBe(true);
    at('https://app.test/settings');
    const elsewhere = await freshPage();
    expect(elsewhere.reloadIntoNewBuild(1_000 + reloadWindowMs + 1)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(3);
  });

  it('says it is reloading for a second failure while the page is already on its way out', async () => {
    at('https://app.test/dashboard');
    const { reloadIntoNewBuild } = await freshPage();
    expect(reloadIntoNewBuild()).toBe(true);
    expect(reloadIntoNewBuild()).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('never reloads when it could not remember doing so', async () => {
    at('https://app.test/dashboard');
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    const { reloadIntoNewBuild } = await freshPage();
    expect(reloadIntoNewBuild()).toBe(false);
    expect(reload).not.toHaveBeenCalled();
    vi.restoreAllMocks();
  });
});
