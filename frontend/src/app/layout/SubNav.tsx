import type { CurrentUser } from '@annuaire/shared';
import OpenInNewRounded from '@mui/icons-material/OpenInNewRounded';
import Box from '@mui/material/Box';
import { SiteContainer } from '@/components/SiteContainer';
import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { env } from '@/config/env';
import { adsAllowed, subNavLinks } from './nav-model';

const LINKS = subNavLinks(env);

/** Partner links under the top bar: only when configured, and only for members the ads rule allows. */
export function SubNav({ user }: { user: CurrentUser | null }) {
  const { t } = useTranslation();
  if (LINKS.length === 0 || !adsAllowed(user)) return null;
  return (
    <Box
      component="nav"
      aria-label={t('subnav.label')}
      sx={(theme) => ({ borderBottom: 1, borderColor: 'divider', minHeight: theme.layout.subNavHeight })}
    >
      <SiteContainer sx={{ display: 'flex', gap: 3, alignItems: 'center', minHeight: 'inherit', overflowX: 'auto' }}>
        {LINKS.map((link) => (
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
