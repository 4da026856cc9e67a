import type { CurrentUser } from '@annuaire/shared';
import OpenInNewRounded from '@mui/icons-material/OpenInNewRounded';
import Box from '@mui/material/Box';
import { SiteContainer } from '@/components/SiteContainer';
import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { usePartnerLinkTokens } from '@/features/ads';
import { useSiteSettings } from '@/features/site-settings';
import { adsAllowed, subNavLinks } from './nav-model';

/**
 * Partner links under the top bar: only those an admin set, and only for members the ads rule allows. Each goes
 * through `/go/menu-n`, with its token once the browser has it, so the click is counted before the partner's page
 * opens (docs/product.md §6 counting ads).
 */
export function SubNav({ user }: { user: CurrentUser | null }) {
  const { t } = useTranslation();
  const configured = useSiteSettings().settings.partnerLinks;
  const shown = configured.length > 0 && adsAllowed(user);
  const links = subNavLinks(configured, usePartnerLinkTokens(shown));
  if (!shown) return null;
  return (
    <Box
      component="nav"
      aria-label={t('subnav.label')}
      sx={(theme) => ({ borderBottom: 1, borderColor: 'divider', minHeight: theme.layout.subNavHeight })}
    >
      <SiteContainer sx={{ display: 'flex', gap: 3, alignItems: 'center', minHeight: 'inherit', overflowX: 'auto' }}>
        {links.map((link) => (
          <Link
            key={link.key}
            href={link.href}
            target="_blank"
            rel="noopener sponsored"
            color="text.secondary"
            sx={{
              display: 'inline-flex',
              alignItems: 'center',
              gap: 0.5,
              fontSize: 13.5,
              fontWeight: 600,
              whiteSpace: 'nowrap',
            }}
          >
            {t(`subnav.${link.key}`)}
            <OpenInNewRounded sx={{ fontSize: 13 }} titleAccess={t('subnav.newTab')} />
          </Link>
        ))}
      </SiteContainer>
    </Box>
  );
}
