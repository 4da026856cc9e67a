import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useGoBack } from '@/lib/use-go-back';

interface PageTitleProps {
  title: string;
  subtitle?: ReactNode;
  /** Accessible name of the back button; "go to previous page" by default. */
  backLabel?: string;
  hideBack?: boolean;
}

/**
 * The page's h1, with an optional subtitle. Small screens get a back button next to it (there is no browser
 * chrome to rely on in an installed app); from medium screens up it is hidden.
 */
export function PageTitle({ title, subtitle, backLabel, hideBack = false }: PageTitleProps) {
  const { t } = useTranslation();
  const goBack = useGoBack();
  return (
    <Box component="header" sx={{ mb: { xs: 3, md: 4 } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        {!hideBack && (
          <IconButton
            onClick={goBack}
            aria-label={backLabel ?? t('nav.back')}
            edge="start"
            sx={{ display: { xs: 'inline-flex', md: 'none' } }}
          >
            <ArrowBackRounded />
          </IconButton>
        )}
        <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' } }}>
          {title}
        </Typography>
      </Box>
      {subtitle && (
        <Typography color="text.secondary" sx={{ mt: 1.5, maxWidth: 680, fontSize: { md: '1.05rem' } }}>
          {subtitle}
        </Typography>
      )}
    </Box>
  );
}
