import type { ReactNode } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { PageLoader } from '@/components/PageLoader';
import { HQ_PATH, safeReturnPath } from '@/config/paths';
import { useLocalize } from '@/lib/use-locale';
import { can, useCurrentUser } from '@/lib/current-user';
import type { RouteAccess } from '@/lib/site-page';
import { justRegistered } from '../api/register';

/** Router state of the landing after registration: the profile page greets the new member (features/account). */
interface WelcomeState {
  welcome: true;
}

/**
 * Enforces a page's access rule once the current user is known: visitors on a members page go to /login
 * with the page as return target; members on a visitors-only page (login, register) go to the return
 * target, else staff to the staff area, a profile holder who has just registered to her profile's checklist with a
 * welcome, and everyone else home.
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
    const next = safeReturnPath(params.get('next'));
    // Profile holders (escorts, libertine members: docs/product.md §1) have a checklist to go through.
    if (!next && justRegistered(user) && (user.role === 'escort' || user.libertine)) {
      const welcome: WelcomeState = { welcome: true };
      return <Navigate replace to={localize('/profile')} state={welcome} />;
    }
    const target = next ?? (can(user, 'ACCESS_HQ') ? HQ_PATH : localize('/'));
    return <Navigate replace to={target} />;
  }
  if (forbidAdvertiser && user?.role === 'advertiser') return <Navigate replace to={localize('/')} />;
  return children;
}
