import { href } from '@exitcraft/shared/routes';
import { useCallback } from 'react';
import { useNavigate } from '../../lib/router.tsx';
import { signOut } from '../../lib/session.ts';

/**
 * Logout, from the avatar menu or the member sidebar: the session ends at once (the server is told
 * on the side) and the person goes straight to /, in place of the page they left, which a signed-out
 * person could not see anyway.
 */
export function useLogout(): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    void signOut();
    navigate(href('home'), { replace: true });
  }, [navigate]);
}
