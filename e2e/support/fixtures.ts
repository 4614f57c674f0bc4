import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

/**
 * Public pages arrive rendered and hydrate as their code arrives, so `goto` resolves once every
 * link, button and field on the page is React's (React marks the nodes it owns): a test's first
 * focus() or key press reaches a live control, not markup still waiting for its chunk.
 */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    if (!root) return true;
    const owned = (node: Element) => Object.keys(node).some((key) => key.startsWith('__reactFiber$'));
    return owned(root.firstElementChild ?? root) && Array.from(root.querySelectorAll('a, button, input, select, textarea')).every(owned);
  });
}

/** Fails the test on any console error or uncaught page error, unless the test expects it. */
export const test = base.extend<{ consoleErrors: string[] }>({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      // `commit` asks for the page as it arrives: the test itself decides what to wait for
      if (options?.waitUntil !== 'commit') await waitForHydration(page);
      return response;
    };
    await use(page);
  },
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** axe with the WCAG A/AA rules: no serious or critical violation may remain. */
export async function expectNoSeriousA11yViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
}

export const widths = { phone: 375, tablet: 768, laptop: 1024, desktop: 1280 } as const;
