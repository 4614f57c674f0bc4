import '@testing-library/jest-dom/vitest';
import { setImmediate } from 'node:timers';
import { cleanup } from '@testing-library/react';
import { options } from 'preact';
import { afterEach, vi } from 'vitest';
import { forgetSiteConfig } from '../src/shared/site-config/site-config-store.ts';

// jsdom has no modal dialogs: give <dialog> the two methods the Modal primitive calls.
HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
  this.setAttribute('open', '');
};
HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
  this.removeAttribute('open');
};

// Preact runs effects after the next frame (requestAnimationFrame, else 35 ms); React's scheduler runs
// them in the next macrotask, which in Node is a real setImmediate (fake timers do not hold it back).
// The tests were written against React's timing: outside act, effects run as React's would (decision
// 048). Inside act, test/preact-act.ts holds and flushes them itself.
options.requestAnimationFrame = (flush) => void setImmediate(flush);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
  // the site settings are kept for the page's life (lib/public-read.ts): each test starts from none
  forgetSiteConfig();
});
