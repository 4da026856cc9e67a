import type { CurrentUser } from '@annuaire/shared';
import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/Icon';
import { SiteContainer } from '@/components/SiteContainer';
import { VisuallyHidden } from '@/components/VisuallyHidden';
import { usePartnerLinkTokens } from '@/features/ads';
import { useSiteSettings } from '@/features/site-settings';
import { adsAllowed, subNavLinks } from './nav-model';
import styles from './SubNav.module.css';

/**
 * Partner links under the top bar: only those an admin set, and only for members the ads rule allows. Each goes
 * through `/go/menu-n`, with its token once the browser has it, so the click is counted before the partner's page
 * opens (docs/product.md §6 counting ads). Plain elements and a static stylesheet (SubNav.module.css): a visitor's
 * every page may show it.
 */
export function SubNav({ user }: { user: CurrentUser | null }) {
  const { t } = useTranslation();
  const configured = useSiteSettings().settings.partnerLinks;
  const shown = configured.length > 0 && adsAllowed(user);
  const links = subNavLinks(configured, usePartnerLinkTokens(shown));
  if (!shown) return null;
  return (
    <nav aria-label={t('subnav.label')} className={styles.subNav}>
      <SiteContainer className={styles.row}>
        {links.map((link) => (
          <a key={link.key} href={link.href} target="_blank" rel="noopener sponsored" className={styles.link}>
            {t(`subnav.${link.key}`)} <Icon name="openInNew" className={styles.newTab} />
            <VisuallyHidden>{t('subnav.newTab')}</VisuallyHidden>
          </a>
        ))}
      </SiteContainer>
    </nav>
  );
}
