import { BeingBuilt } from '../../../components/ui/being-built.tsx';
import { usePageMeta } from '../../../lib/page-meta.ts';

export function AuthPage() {
  usePageMeta('Login or Register', 'Sign in to Exitcraft or register as a guest or member.');
  return <BeingBuilt title="Login or Register" />;
}
