import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/Icon';
import { useFavorites, type FavoriteTarget } from '../use-favorites';
import styles from './FavoriteLabelledButton.module.css';

/**
 * The heart on the profile page: a pill saying what it will do, outlined until the profile is a favorite, then
 * filled. Its text names the action, so it needs neither a label of its own nor a pressed state.
 */
export function FavoriteLabelledButton({ card }: { card: FavoriteTarget }) {
  const { t } = useTranslation('directory');
  const { isFavorite, toggle } = useFavorites();
  const on = isFavorite(card._id);
  return (
    <button type="button" onClick={() => toggle(card)} className={on ? `${styles.button} ${styles.on}` : styles.button}>
      <Icon name={on ? 'favorite' : 'favoriteBorder'} small className={styles.icon} />
      {t(on ? 'favorites.removeShort' : 'favorites.addShort')}
    </button>
  );
}
