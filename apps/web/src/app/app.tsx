import { useEffect } from 'react';
import { BrowserRouter } from 'react-router';
import { Toaster } from '../components/ui/toaster/toaster.tsx';
import { initSession } from '../lib/session.ts';
import { AppRoutes } from './router.tsx';

export function App() {
  useEffect(() => {
    void initSession();
  }, []);
  return (
    <>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
      <Toaster />
    </>
  );
}
