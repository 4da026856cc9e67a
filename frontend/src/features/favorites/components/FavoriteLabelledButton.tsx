import { useTranslation } from 'react-i18next';
import { buttonClass, startIcon } from '@/components/controls';
import { Icon } from '@/components/Icon';
import { useFavorites, type FavoriteTarget } from '../use-favorites';

/**
 * The heart on the profile page: a pill saying what it will do, outlined in the text's colour until the profile is a
 * favorite, then filled in the secondary colour (components/controls; both states the same size). Its text names
 * the action, so it needs neither a label of its own nor a pressed state.
 */
export function FavoriteLabelledButton({ card }: { card: FavoriteTarget }) {
  const { t } = useTranslation('directory');
  const { isFavorite, toggle } = useFavorites();
  const on = isFavorite(card._id);
  return (
    <button type="button" onClick={() => toggle(card)} className={buttonClass(on ? 'containedSecondary' : 'outlined')}>
      <Icon name={on ? 'favorite' : 'favoriteBorder'} small className={startIcon} />
      {t(on ? 'favorites.removeShort' : 'favorites.addShort')}
    </button>
  );
}
