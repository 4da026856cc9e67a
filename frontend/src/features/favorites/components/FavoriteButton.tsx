import FavoriteBorderRounded from '@mui/icons-material/FavoriteBorderRounded';
import FavoriteRounded from '@mui/icons-material/FavoriteRounded';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/Icon';
import { useFavorites, type FavoriteTarget } from '../use-favorites';
import styles from './FavoriteButton.module.css';

/**
 * The heart of a profile: a round toggle (aria-pressed) over a card's picture, named after the profile so
 * a grid of hearts stays distinguishable; or, on the profile page, a button saying what it will do.
 */
export function FavoriteButton({
  card,
  variant,
}: {
  card: FavoriteTarget & { username: string };
  variant: 'overlay' | 'labelled';
}) {
  const { t } = useTranslation('directory');
  const { isFavorite, toggle } = useFavorites();
  const on = isFavorite(card._id);
  const name = t(on ? 'favorites.remove' : 'favorites.add', { username: card.username });
  if (variant === 'labelled') {
    // Its text names the action, so it needs neither a label of its own nor a pressed state.
    return (
      <Button
        variant={on ? 'contained' : 'outlined'}
        color={on ? 'secondary' : 'inherit'}
        startIcon={on ? <FavoriteRounded /> : <FavoriteBorderRounded />}
        onClick={() => toggle(card)}
        sx={on ? undefined : { borderColor: 'divider' }}
      >
        {t(on ? 'favorites.removeShort' : 'favorites.addShort')}
      </Button>
    );
  }
  // A plain button and a static stylesheet (FavoriteButton.module.css): a listing shows 24 of these.
  return (
    <button type="button" aria-pressed={on} aria-label={name} onClick={() => toggle(card)} className={styles.overlay}>
      <Icon name={on ? 'favorite' : 'favoriteBorder'} />
    </button>
  );
}
