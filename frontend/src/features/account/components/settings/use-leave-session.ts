import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { forgetSession } from '@/lib/current-user';
import { arrivalAt } from '@/lib/arrival';
import { useLocalize } from '@/lib/use-locale';

/**
 * After the session ended on the server (logout, logout everywhere, account deleted): go home first, then
 * forget the member (docs/product.md §4: cached user cleared, cached data revalidated). In the other order the
 * members-only page would see nobody and send them to log in, with this page as the return target.
 */
export function useLeaveSession(): () => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const localize = useLocalize();
  return async () => {
    const home = localize('/');
    if (location.pathname !== home) {
      const arrived = arrivalAt(home);
      await navigate(home);
      await arrived;
    }
    await forgetSession(queryClient);
  };
}
