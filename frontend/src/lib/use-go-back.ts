import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useLocalize } from './use-locale';

/**
 * Back to the previous page of the site, or home when this page was the visit's first (a shared link):
 * `history.back()` there would leave the site.
 */
export function useGoBack(): () => void {
  const navigate = useNavigate();
  const location = useLocation();
  const localize = useLocalize();
  return useCallback(() => {
    if (location.key === 'default') navigate(localize('/'));
    else navigate(-1);
  }, [localize, location.key, navigate]);
}
