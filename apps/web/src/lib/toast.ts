// The toast queue: raising a toast is not UI (lib/api-error.ts and the query cache raise the default
// error toast), so it lives here; components/ui/toaster/ mounts what shows them.
import type { ExternalToast } from 'sonner';

type Kind = 'success' | 'error' | 'info' | 'warning' | 'message';

let wanted = false;
const listeners = new Set<() => void>();
let resolveMounted: () => void = () => {};
const mounted = new Promise<void>((resolve) => {
  resolveMounted = resolve;
});

export const toasterWanted = () => wanted;
export function subscribeToasterWanted(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
export function markToasterMounted() {
  resolveMounted();
}

async function show(kind: Kind, message: string, options?: ExternalToast) {
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  const [{ toast: sonner }] = await Promise.all([import('sonner'), mounted]);
  // sonner's Toaster keeps no toasts raised before it mounted, hence the wait above
  if (kind === 'message') sonner(message, options);
  else sonner[kind](message, options);
}

/** Raise a toast; the toaster and its library load on the first one. */
export const toast = {
  success: (message: string, options?: ExternalToast) => void show('success', message, options),
  error: (message: string, options?: ExternalToast) => void show('error', message, options),
  info: (message: string, options?: ExternalToast) => void show('info', message, options),
  warning: (message: string, options?: ExternalToast) => void show('warning', message, options),
  message: (message: string, options?: ExternalToast) => void show('message', message, options),
};
