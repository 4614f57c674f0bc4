import { AuthForm, type AuthFormProps } from '../../../shared/auth-form/auth-form.tsx';

/**
 * The auth form; a chunk of its own, loaded after the page's first paint. It reads and writes
 * through the API client alone, so it brings no query cache with it (decision 043).
 */
export function AuthFormPanel(props: AuthFormProps) {
  return <AuthForm {...props} />;
}
