import { Launcher } from 'chrome-launcher';
import { describe, expect, it } from 'vitest';
import { browserUiFeatures, chromiumFlags, withDisabledFeatures } from '../../scripts/chromium.mjs';

const disableSwitches = (flags: readonly string[]) => flags.filter((flag) => flag.startsWith('--disable-features='));

describe('withDisabledFeatures', () => {
  it("adds the features to the launcher's own switch: Chromium reads only the last one", () => {
    const flags = withDisabledFeatures(['--disable-features=Translate,MediaRouter', '--headless'], ['WebUIOmniboxPopup']);
    expect(disableSwitches(flags)).toEqual(['--disable-features=Translate,MediaRouter,WebUIOmniboxPopup']);
    expect(flags).toContain('--headless');
  });

  it('merges several switches into one, each feature once', () => {
    const flags = withDisabledFeatures(['--disable-features=A,B', '--disable-features=B,C'], ['C', 'D']);
    expect(disableSwitches(flags)).toEqual(['--disable-features=A,B,C,D']);
  });

  it('adds a switch when there is none, and none when there is nothing to disable', () => {
    expect(withDisabledFeatures(['--headless'], ['X'])).toEqual(['--headless', '--disable-features=X']);
    expect(withDisabledFeatures(['--headless'], [])).toEqual(['--headless']);
  });

  it("keeps every one of chrome-launcher's disabled features beside the browser's own popups (the bench's flags)", () => {
    const launcher = disableSwitches(Launcher.defaultFlags())[0]!.split('=')[1]!.split(',');
    const flags = withDisabledFeatures([...Launcher.defaultFlags(), ...chromiumFlags], browserUiFeatures);
    const [only, ...more] = disableSwitches(flags);
    expect(more).toEqual([]);
    expect(only!.split('=')[1]!.split(',')).toEqual([...launcher, ...browserUiFeatures]);
  });
});
