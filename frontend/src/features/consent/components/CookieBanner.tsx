import CloseRounded from '@mui/icons-material/CloseRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { LocaleLink } from '@/components/LocaleLink';
import { MODAL_KEYS } from '@/config/paths';
import { useQueryModal } from '@/lib/use-query-modal';
import { shouldOfferCookieBanner, useConsent, useGuestAtFirstPaint, writeConsent } from '../consent-store';

/** The id index.html's first-paint style hides the banner by, for a visitor whose choice is already stored. */
export const COOKIE_BANNER_ID = 'cookie-banner';

interface CookieBannerProps {
  consentEnabled: boolean;
  userChecked: boolean;
  hasUser: boolean;
}

/**
 * The privacy choice (docs/product.md §4) as a banner along the bottom of the screen: not a dialog, so it never
 * takes focus, never hides the page from assistive technology, and whatever the visitor is typing keeps every key.
 * It sits first in the shell, so Tab reaches its buttons before the page's. It is part of the server-rendered
 * page (shown from the first paint, fixed so nothing moves); the footer's "manage cookies" link reopens it
 * (`?cookieConsent=open`) and then moves focus to it, since the visitor asked for it.
 */
export function CookieBanner({ consentEnabled, userChecked, hasUser }: CookieBannerProps) {
  const { t } = useTranslation();
  const consent = useConsent();
  const guestAtFirstPaint = useGuestAtFirstPaint();
  const manage = useQueryModal(MODAL_KEYS.cookieConsent);
  const managing = consentEnabled && manage.open;
  const offered = shouldOfferCookieBanner({ consentEnabled, userChecked, hasUser, consent, guestAtFirstPaint });
  const banner = useRef<HTMLElement>(null);

  useEffect(() => {
    if (managing) banner.current?.focus();
  }, [managing]);

  if (!offered && !managing) return null;

  const choose = (accepted: boolean) => {
    // A keyboard visitor who chose goes on from the page's start, not from a button that disappears.
    if (banner.current?.contains(document.activeElement)) document.getElementById('main')?.focus();
    writeConsent(accepted);
    if (manage.open) manage.closeModal();
  };

  return (
    <Paper
      component="section"
      ref={banner}
      id={COOKIE_BANNER_ID}
      tabIndex={-1}
      aria-labelledby="cookie-banner-title"
      aria-describedby="cookie-banner-body"
      // Marks the automatic offer: index.html's first-paint style hides it when a choice is already stored,
      // until the browser reads that choice and removes the banner.
      data-offered={managing ? undefined : ''}
      elevation={12}
      sx={(theme) => ({
        position: 'fixed',
        zIndex: theme.zIndex.appBar + 1,
        insetInline: { xs: 8, sm: 16 },
        bottom: {
          xs: `calc(${theme.layout.bottomNavHeight + 8}px + env(safe-area-inset-bottom))`,
          md: 16,
        },
        maxWidth: 880,
        mx: 'auto',
        p: { xs: 2, sm: 2.5 },
        pr: { xs: 6, sm: 2.5 },
        display: 'flex',
        flexDirection: { xs: 'column', sm: 'row' },
        alignItems: { xs: 'stretch', sm: 'center' },
        gap: { xs: 1.5, sm: 2.5 },
        border: 1,
        borderColor: 'divider',
        outline: 'none',
        '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
      })}
    >
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography id="cookie-banner-title" component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
          {t('cookies.title')}
        </Typography>
        <Typography id="cookie-banner-body" variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {t('cookies.body')} {/* Underlined: inside a sentence a link must not be told apart by its colour alone. */}
          <Link component={LocaleLink} to="/privacy-policy" underline="always">
            {t('cookies.learnMore')}
          </Link>
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', gap: 1, flexDirection: { xs: 'column-reverse', sm: 'row' }, flexShrink: 0 }}>
        {/* data-consent: index.html stores a choice clicked before the app has started (same values). */}
        <Button variant="outlined" data-consent="false" onClick={() => choose(false)}>
          {t('cookies.essentials')}
        </Button>
        <Button variant="contained" data-consent="true" onClick={() => choose(true)}>
          {t('cookies.accept')}
        </Button>
      </Box>
      <IconButton
        aria-label={t('cookies.close')}
        data-consent="false"
        onClick={() => choose(false)}
        size="small"
        sx={{ position: 'absolute', right: 8, top: 8, display: { xs: 'inline-flex', sm: 'none' } }}
      >
        <CloseRounded fontSize="small" />
      </IconButton>
    </Paper>
  );
}
