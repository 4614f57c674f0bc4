import { useEffect } from 'react';
import { Toaster } from 'sonner';
import { markToasterMounted } from '../../../lib/toast.ts';

/** Member-area section 9: top-right, 5 s, pause on hover, Alt+T to reach the toasts. */
export default function SonnerToaster() {
  useEffect(markToasterMounted, []);
  return <Toaster position="top-right" duration={5000} hotkey={['altKey', 'KeyT']} richColors closeButton />;
}
