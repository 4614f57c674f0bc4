import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { forgetSiteConfig } from '../src/shared/site-config/site-config-store.ts';

// jsdom has no modal dialogs: give <dialog> the two methods the Modal primitive calls.
HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
  this.setAttribute('open', '');
};
HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
  this.removeAttribute('open');
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
  // the site settings are kept for the page's life (lib/public-read.ts): each test starts from none
  forgetSiteConfig();
});
