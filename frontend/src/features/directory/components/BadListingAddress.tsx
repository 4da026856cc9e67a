import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { LocaleLink } from '@/components/LocaleLink';
import { ErrorScreen } from '@/features/errors';
import { usePageMeta } from '@/lib/head';

/** The API refused the listing's query (400): a hand-edited filter. Offer the same listing without filters. */
export function BadListingAddress({ to }: { to: string }) {
  const { t } = useTranslation('directory');
  usePageMeta(t('listing.badRequest.title'));
  return (
    <Box sx={{ display: 'grid', justifyItems: 'center' }}>
      <ErrorScreen
        kind="error"
        title={t('listing.badRequest.title')}
        subtitle={t('listing.badRequest.subtitle')}
        showBack={false}
        showHome={false}
      />
      <Button component={LocaleLink} to={to} variant="contained">
        {t('listing.withoutFilters')}
      </Button>
    </Box>
  );
}
