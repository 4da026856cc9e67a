import { forwardRef } from 'react';
import { Link as RouterLink, type LinkProps } from 'react-router';
import { useLocalize } from '@/lib/use-locale';

/**
 * A router link to a locale-free site path (`/faq`), kept in the current language: on an English page of
 * the Quebec site it points to `/en/faq`. Usable as `component` of MUI buttons and links.
 */
export const LocaleLink = forwardRef<HTMLAnchorElement, Omit<LinkProps, 'to'> & { to: string }>(function LocaleLink(
  { to, ...props },
  ref,
) {
  const localize = useLocalize();
  return <RouterLink ref={ref} to={localize(to)} {...props} />;
});
