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
