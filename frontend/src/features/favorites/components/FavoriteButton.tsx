import { useTranslation } from 'react-i18next';
import { iconButtonClass } from '@/components/controls';
import { Icon } from '@/components/Icon';
import { useFavorites, type FavoriteTarget } from '../use-favorites';
import styles from './FavoriteButton.module.css';

/**
 * The heart over a card's picture: a round toggle (aria-pressed) named after the profile, so a grid of hearts
 * stays distinguishable. The profile page has its own, with words (FavoriteLabelledButton).
 */
export function FavoriteButton({ card }: { card: FavoriteTarget & { username: string } }) {
  const { t } = useTranslation('directory');
  const { isFavorite, toggle } = useFavorites();
  const on = isFavorite(card._id);
  const name = t(on ? 'favorites.remove' : 'favorites.add', { username: card.username });
  // A plain button and static stylesheets (components/controls, FavoriteButton.module.css): a listing shows 24 of these.
  return (
    <button
      type="button"
      aria-pressed={on}
      aria-label={name}
      onClick={() => toggle(card)}
      className={iconButtonClass({ frosted: true, className: styles.overlay })}
    >
      <Icon name={on ? 'favorite' : 'favoriteBorder'} />
    </button>
  );
}
