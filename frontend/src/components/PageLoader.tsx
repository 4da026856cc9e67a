import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useSlowLoading } from '@/lib/query-client';

/** Loading indicator for a page area; after the slow-loading threshold it says so. */
export function PageLoader({ minHeight = 240 }: { minHeight?: number }) {
  const { t } = useTranslation();
  const slow = useSlowLoading(true);
  return (
    <Box role="status" sx={{ minHeight, display: 'grid', placeItems: 'center', alignContent: 'center', gap: 2 }}>
      <CircularProgress size={32} aria-label={t('misc.loading')} />
      {slow && <Typography color="text.secondary">{t('misc.slowLoading')}</Typography>}
    </Box>
  );
}
