import { listingPath } from '@annuaire/shared';
import ErrorOutlineRounded from '@mui/icons-material/ErrorOutlineRounded';
import FavoriteBorderRounded from '@mui/icons-material/FavoriteBorderRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/EmptyState';
import { LocaleLink } from '@/components/LocaleLink';
import { PageTitle } from '@/components/PageTitle';
import { ProfileCardGrid, ProfileCardGridSkeleton } from '@/components/ProfileCardGrid';
import { variant } from '@/config/variant';
import { usePageMeta } from '@/lib/head';
import { useFavoriteCards } from '../api/get-favorites';
import { useFavorites } from '../use-favorites';
import { FavoriteButton } from './FavoriteButton';

/**
 * /favorites (docs/product.md §2): a guest's favorites come from this device, a member's from the account. A heart
 * taken off removes the card at once: the page shows what is saved now.
 */
export function FavoritesPage() {
  const { t } = useTranslation('directory');
  usePageMeta(t('meta.favoritesTitle'), t('meta.favoritesDescription'));
  const { signedIn, memberId, localIds, isFavorite } = useFavorites();
  const query = useFavoriteCards(memberId, localIds);
  const cards = (query.data ?? []).filter((card) => isFavorite(card._id));

  return (
    <Box>
      <PageTitle title={t('favorites.title')} subtitle={t('favorites.subtitle')} />
      {!signedIn && (
        <Alert
          severity="info"
          sx={{ mb: 3, alignItems: 'center' }}
          action={
            <Button component={LocaleLink} to="/login" color="inherit" size="small" sx={{ fontWeight: 700 }}>
              {t('favorites.login')}
            </Button>
          }
        >
          {t('favorites.guestNote')}
        </Alert>
      )}
      {query.isPending ? (
        <ProfileCardGridSkeleton count={4} />
      ) : query.isError ? (
        <EmptyState icon={<ErrorOutlineRounded />} title={t('favorites.error')} hint={t('listing.errorHint')} />
      ) : cards.length === 0 ? (
        <Box sx={{ display: 'grid', gap: 2, justifyItems: 'center' }}>
          <EmptyState icon={<FavoriteBorderRounded />} title={t('favorites.empty')} hint={t('favorites.emptyHint')} />
          <Button
            component={LocaleLink}
            to={listingPath({ category: 'all', region: variant.homeRegion })}
            variant="contained"
          >
            {t('favorites.browse')}
          </Button>
        </Box>
      ) : (
        <ProfileCardGrid cards={cards} label={t('favorites.title')} action={(card) => <FavoriteButton card={card} />} />
      )}
    </Box>
  );
}
