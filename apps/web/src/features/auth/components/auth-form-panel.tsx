import { AuthForm, type AuthFormProps } from '../../../shared/auth-form/auth-form.tsx';
import { QueryProvider } from '../../../lib/query-provider.tsx';

/** The auth form with what it needs around it; a chunk of its own, loaded after the page's first paint. */
export function AuthFormPanel(props: AuthFormProps) {
  return (
    <QueryProvider>
      <AuthForm {...props} />
    </QueryProvider>
  );
}
