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
import { VisuallyHidden } from '@/components/VisuallyHidden';
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
 * The privacy choice (docs/product.md §4) as a slim bar along the bottom of the screen: not a dialog, so it never
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
        // Where the bottom navigation shows (below `md`): along the bottom edge, over it while the choice is open (a
        // bar above it would hide a quarter of a phone's screen). Wider screens: a floating bar.
        insetInline: { xs: 0, md: 16 },
        bottom: { xs: 0, md: 16 },
        maxWidth: { md: 960 },
        mx: 'auto',
        px: { xs: 2, sm: 3, md: 2.5 },
        pt: { xs: 1.25, sm: 2 },
        pb: { xs: 'calc(10px + env(safe-area-inset-bottom))', sm: 'calc(16px + env(safe-area-inset-bottom))', md: 2 },
        borderRadius: { xs: '16px 16px 0 0', md: '16px' },
        display: 'flex',
        flexDirection: { xs: 'column', sm: 'row' },
        alignItems: { xs: 'stretch', sm: 'center' },
        gap: { xs: 1, sm: 2.5 },
        border: 1,
        borderColor: 'divider',
        outline: 'none',
        '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
      })}
    >
      {/* The name of the region for assistive technology; the sentence says the rest, in little room. */}
      <VisuallyHidden component="h2" id="cookie-banner-title">
        {t('cookies.title')}
      </VisuallyHidden>
      <Typography
        id="cookie-banner-body"
        color="text.secondary"
        sx={{
          flex: 1,
          minWidth: 0,
          // Small on purpose: the page's own text and pictures, not this notice, are what the visitor came for.
          fontSize: { xs: '0.8125rem', sm: '0.875rem' },
          lineHeight: 1.35,
          // Room for the close button on the first line only (it sits over this corner, small screens).
          '&::before': { content: '""', float: 'right', width: { xs: 32, sm: 0 }, height: 20 },
        }}
      >
        {t('cookies.body')} {/* Underlined: inside a sentence a link must not be told apart by its colour alone. */}
        <Link component={LocaleLink} to="/privacy-policy" underline="always">
          {t('cookies.learnMore')}
        </Link>
      </Typography>
      {/* Equal weight, side by side (Law 25: refusing is as easy as accepting). */}
      <Box
        sx={{
          display: 'flex',
          gap: 1,
          flexShrink: 0,
          // Each as wide as its words and sharing what is left: equal on screen, whatever the language.
          '& > *': { flex: { xs: '1 1 auto', sm: 'none' }, whiteSpace: 'nowrap', px: { xs: 1, sm: 2.25 } },
        }}
      >
        {/* data-consent: index.html stores a choice clicked before the app has started (same values). */}
        <Button variant="contained" data-consent="false" onClick={() => choose(false)}>
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
        sx={{ position: 'absolute', right: 6, top: 6, display: { xs: 'inline-flex', sm: 'none' } }}
      >
        <CloseRounded fontSize="small" />
      </IconButton>
    </Paper>
  );
}
