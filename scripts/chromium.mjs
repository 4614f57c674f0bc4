// The one description of how this project starts Chromium, for the bench (Playwright and
// Lighthouse) and the end-to-end suite (e2e/playwright.config.ts). CHROMIUM_PATH overrides the path.
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Parts of the browser's own window that a headless Chromium (156) still builds when it starts: the
 * address bar's popups, written as web pages (chrome://omnibox-popup.top-chrome/). They load in a
 * renderer of their own and took about 2 s of CPU in the first seconds after each launch (a launch
 * used 4.0-4.5 s of CPU in its first 8 s with them, 2.0-2.1 s without), beside the page a bench
 * measures on two cores. No visitor's page load has the browser build its address bar at the same
 * moment (decision 055).
 */
export const browserUiFeatures = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup', 'WebUIOmniboxFullPopup'];

/**
 * `flags` with `features` added to its `--disable-features`, or to a new one. Chromium reads only the
 * last `--disable-features` of its command line, so a second switch would undo the launcher's own.
 */
export function withDisabledFeatures(flags, features) {
  const prefix = '--disable-features=';
  const given = flags.filter((flag) => flag.startsWith(prefix)).flatMap((flag) => flag.slice(prefix.length).split(','));
  const disabled = [...new Set([...given, ...features].filter(Boolean))];
  const others = flags.filter((flag) => !flag.startsWith(prefix));
  return disabled.length === 0 ? others : [...others, `${prefix}${disabled.join(',')}`];
}
