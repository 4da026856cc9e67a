import { useEffect } from 'react';
import { Navigate, useLocation } from 'react-router';
import { hardNavigate, initialPathname } from '@/lib/hard-navigation';
import { variant } from '@/config/variant';

/**
 * /hq belongs to the staff application, which the server serves: links to it reach the server with a full
 * page load. If the server answered /hq with this app (staff app not deployed), reloading would loop, so
 * that case shows the not-found page instead.
 */
export function HqRedirect() {
  const location = useLocation();
  const servedHere = initialPathname.startsWith('/hq');
  useEffect(() => {
    if (!servedHere) hardNavigate(location.pathname + location.search, { replace: true });
  }, [location.pathname, location.search, servedHere]);
  return servedHere ? <Navigate replace to="/404" /> : null;
}

/** `/fr/faq` on the Quebec site (French is unprefixed there) is the same page as `/faq`: one URL per page. */
export function StripDefaultLocale() {
  const location = useLocation();
  const stripped = location.pathname.replace(new RegExp(`^/${variant.defaultLocale}(?=/|$)`), '') || '/';
  return <Navigate replace to={stripped + location.search + location.hash} />;
}
