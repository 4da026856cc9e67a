import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { forgetSession } from '@/features/auth/api/logout';
import { useLocalize } from '@/lib/use-locale';

/**
 * After the session ended on the server (logout, logout everywhere, account deleted): go home first, then
 * forget the member (SPEC §4: cached user cleared, cached data revalidated). In the other order the
 * members-only page would see nobody and send them to log in, with this page as the return target.
 */
export function useLeaveSession(): () => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const localize = useLocalize();
  return async () => {
    await navigate(localize('/'));
    await forgetSession(queryClient);
  };
}
