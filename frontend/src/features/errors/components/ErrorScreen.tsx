import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import HomeRounded from '@mui/icons-material/HomeRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { LocaleLink } from '@/components/LocaleLink';
import { useGoBack } from '@/lib/use-go-back';
import { Illustration, type IllustrationKind } from './Illustration';

interface ErrorScreenProps {
  title: string;
  subtitle: string;
  kind: IllustrationKind;
  /** The page-error fallback shows no buttons (docs/product.md §8): the broken page may be the one they lead to. */
  showBack?: boolean;
  showHome?: boolean;
}

/** The shared look of not-found, maintenance and page-error screens. */
export function ErrorScreen({ title, subtitle, kind, showBack = true, showHome = true }: ErrorScreenProps) {
  // Common namespace only: this screen must render even when no other translation file can load.
  const { t } = useTranslation();
  const goBack = useGoBack();
  return (
    <Box sx={{ textAlign: 'center', py: { xs: 4, md: 8 }, display: 'grid', justifyItems: 'center', gap: 2 }}>
      <Illustration kind={kind} />
      <Typography variant="h1" sx={{ fontSize: { xs: '1.6rem', md: '2rem' }, mt: 1 }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 480 }}>
        {subtitle}
      </Typography>
      {(showBack || showHome) && (
        <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', justifyContent: 'center', mt: 1 }}>
          {showBack && (
            <Button variant="outlined" startIcon={<ArrowBackRounded />} onClick={goBack}>
              {t('errors.back')}
            </Button>
          )}
          {showHome && (
            <Button variant="contained" startIcon={<HomeRounded />} component={LocaleLink} to="/">
              {t('errors.home')}
            </Button>
          )}
        </Box>
      )}
    </Box>
  );
}
