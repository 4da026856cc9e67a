import type { ReactNode } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { PageLoader } from '@/components/PageLoader';
import { HQ_PATH, safeReturnPath } from '@/config/paths';
import { useLocalize } from '@/lib/use-locale';
import { can, useCurrentUser } from '@/lib/current-user';
import type { RouteAccess } from '@/lib/site-page';

/**
 * Enforces a page's access rule once the current user is known: visitors on a members page go to /login
 * with the page as return target; members on a visitors-only page (login, register) go to the return
 * target, else staff to the staff area and everyone else home.
 */
export function RouteGuard({ access, forbidAdvertiser = false, children }: RouteAccess & { children: ReactNode }) {
  const { user, checked } = useCurrentUser();
  const location = useLocation();
  const [params] = useSearchParams();
  const localize = useLocalize();

  if (!access && !forbidAdvertiser) return children;
  if (!checked) return <PageLoader />;

  if (access === 'loggedIn' && !user) {
    const here = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate replace to={`${localize('/login')}?next=${encodeURIComponent(here)}`} />;
  }
  if (access === 'loggedOut' && user) {
    const target = safeReturnPath(params.get('next')) ?? (can(user, 'ACCESS_HQ') ? HQ_PATH : localize('/'));
    return <Navigate replace to={target} />;
  }
  if (forbidAdvertiser && user?.role === 'advertiser') return <Navigate replace to={localize('/')} />;
  return children;
}
