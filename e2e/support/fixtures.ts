import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type BrowserContext, type BrowserContextOptions, type Page } from '@playwright/test';

/**
 * Runs in the page: the elements under #root, of `selector` (and #root's first element), that the
 * app does not own yet, as the start of their markup. Preact (decision 048) keeps no mark on the
 * nodes it owns: its tree hangs from the root (`__k`, each node's children) and names each node's
 * element (`__e`). Hydration builds that tree as it adopts the server's elements; a part of the page
 * whose code is still loading is a suspended node without children, so its elements are not owned
 * until they are hydrated.
 */
export function unownedElements(selector: string): string[] {
  interface PreactNode {
    __k?: (PreactNode | null)[] | null;
    __e?: Node | null;
  }
  const root = document.getElementById('root');
  if (!root) return [];
  const owned = new Set<Node>();
  const stack: (PreactNode | null | undefined)[] = [(root as unknown as { __k?: PreactNode }).__k];
  while (stack.length > 0) {
    const node = stack.pop();
    if (!node) continue;
    if (node.__e) owned.add(node.__e);
    stack.push(...(node.__k ?? []));
  }
  return [root.firstElementChild ?? root, ...Array.from(root.querySelectorAll(selector))]
    .filter((node) => !owned.has(node))
    .map((node) => node.outerHTML.slice(0, 80));
}

/**
 * Public pages arrive rendered and hydrate as their code arrives, so `goto` resolves once every
 * link, button and field on the page is the app's (hydrated: unownedElements): a test's first
 * focus() or key press reaches a live control, not markup still waiting for its chunk.
 */
export async function waitForHydration(page: Page) {
  const unowned = () => page.evaluate(unownedElements, 'a, button, input, select, textarea');
  await expect
    .poll(unowned, {
      message: `every control of ${page.url()} is the app's (hydrated), so a first click reaches a live control`,
      timeout: 15_000,
      intervals: [50, 100, 250],
    })
    .toEqual([]);
}

/**
 * Every page a test drives, in its own browser or in another one it opens, behaves the same: `goto`
 * waits for hydration, and a console error or uncaught page error fails the test unless it
 * expects it.
 */
function watch(page: Page, errors: string[]) {
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    // `commit` asks for the page as it arrives: the test itself decides what to wait for
    if (options?.waitUntil !== 'commit') await waitForHydration(page);
    return response;
  };
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  return page;
}

/** A page in a second browser (its own cookies and storage): another device, another person. */
type OtherBrowser = (options?: BrowserContextOptions) => Promise<Page>;

export const test = base.extend<{ consoleErrors: string[]; otherBrowser: OtherBrowser }>({
  consoleErrors: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
    async ({}, use) => {
      const errors: string[] = [];
      await use(errors);
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
  page: async ({ page, consoleErrors }, use) => {
    await use(watch(page, consoleErrors));
  },
  otherBrowser: async ({ browser, consoleErrors }, use) => {
    const contexts: BrowserContext[] = [];
    await use(async (options) => {
      const context = await browser.newContext(options);
      contexts.push(context);
      return watch(await context.newPage(), consoleErrors);
    });
    for (const context of contexts) await context.close();
  },
});

export { expect };

/**
 * axe with the WCAG A/AA rules: no serious or critical violation may remain. It runs inside the page
 * (legacy mode): the default mode opens a blank page to merge per-frame results and parses axe's
 * 500 KB a second time there, which doubled every check's cost (about 17 s a check on a loaded
 * two-core machine). The product's own pages hold no frame of ours; a third-party frame (a video)
 * is not ours to judge.
 */
export async function expectNoSeriousA11yViolations(page: Page) {
  // colours are judged at rest: a toast fading in has, for a moment, the contrast of its fade (a
  // spinner's endless animation is not waited for; nothing waits longer than 5 s)
  await page.evaluate(() =>
    Promise.race([
      Promise.allSettled(
        document
          .getAnimations()
          .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
          .map((animation) => animation.finished),
      ),
      new Promise((resolve) => setTimeout(resolve, 5_000)),
    ]),
  );
  const results = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
}

/**
 * The newest (front) toast, showing `text`, reaches WCAG AA contrast (4.5:1) on its background: sonner's rich
 * colours are the shared toaster's, darkened in index.css. Read from the rendered colours once the
 * entry animation has settled. (axe leaves a stack of toasts "incomplete": they overlap.)
 */
export async function expectReadableToast(page: Page, text: string) {
  const toasts = page.locator('[data-sonner-toast][data-front="true"][data-mounted="true"][data-removed="false"]');
  await expect(toasts).toHaveText(text);
  const ratios = await toasts.evaluateAll(async (elements) => {
    await Promise.allSettled(
      elements.flatMap((element) => element.getAnimations({ subtree: true }).map((a) => a.finished)),
    );
    const luminance = (css: string) => {
      const [r = 0, g = 0, b = 0] = (css.match(/[\d.]+/g) ?? []).slice(0, 3).map((part) => {
        const c = Number(part) / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    return elements.map((element) => {
      const title = element.querySelector('[data-title]') ?? element;
      const [light = 0, dark = 0] = [
        luminance(getComputedStyle(element).backgroundColor),
        luminance(getComputedStyle(title).color),
      ].sort((a, b) => b - a);
      return { text: title.textContent, ratio: Math.round(((light + 0.05) / (dark + 0.05)) * 100) / 100 };
    });
  });
  for (const { text, ratio } of ratios) expect(ratio, `contrast of the toast "${text}"`).toBeGreaterThanOrEqual(4.5);
}

export const widths = { phone: 375, tablet: 768, laptop: 1024, desktop: 1280 } as const;
