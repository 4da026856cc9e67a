import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** The page-error message without its illustration: for when even the illustrated screen cannot load. */
export function PlainErrorFallback() {
  const { t } = useTranslation();
  return (
    <Box role="alert" sx={{ py: 8, textAlign: 'center', display: 'grid', gap: 1 }}>
      <Typography component="h1" variant="h4">
        {t('errors.pageErrorTitle')}
      </Typography>
      <Typography color="text.secondary">{t('errors.pageErrorSubtitle')}</Typography>
    </Box>
  );
}
