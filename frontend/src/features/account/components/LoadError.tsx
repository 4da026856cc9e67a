import ErrorOutlineRounded from '@mui/icons-material/ErrorOutlineRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/EmptyState';

/** A page whose data could not be read: what happened (docs/product.md §8 generic fetch failure) and a retry. */
export function LoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  const { t: ta } = useTranslation('account');
  return (
    <Box sx={{ display: 'grid', gap: 2, justifyItems: 'center' }}>
      <EmptyState icon={<ErrorOutlineRounded />} title={t('misc.fetchError')} />
      <Button variant="outlined" onClick={onRetry}>
        {ta('common.retry')}
      </Button>
    </Box>
  );
}
