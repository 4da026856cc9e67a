import FavoriteBorderRounded from '@mui/icons-material/FavoriteBorderRounded';
import FavoriteRounded from '@mui/icons-material/FavoriteRounded';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { useTranslation } from 'react-i18next';
import { useFavorites, type FavoriteTarget } from '../use-favorites';

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
  const icon = on ? <FavoriteRounded /> : <FavoriteBorderRounded />;
  const name = t(on ? 'favorites.remove' : 'favorites.add', { username: card.username });
  if (variant === 'labelled') {
    // Its text names the action, so it needs neither a label of its own nor a pressed state.
    return (
      <Button
        variant={on ? 'contained' : 'outlined'}
        color={on ? 'secondary' : 'inherit'}
        startIcon={icon}
        onClick={() => toggle(card)}
        sx={on ? undefined : { borderColor: 'divider' }}
      >
        {t(on ? 'favorites.removeShort' : 'favorites.addShort')}
      </Button>
    );
  }
  return (
    <IconButton
      aria-pressed={on}
      aria-label={name}
      onClick={() => toggle(card)}
      size="small"
      sx={{
        color: on ? '#FF5C8A' : '#FFFFFF',
        bgcolor: 'rgba(11, 15, 20, 0.55)',
        backdropFilter: 'blur(6px)',
        '&:hover': { bgcolor: 'rgba(11, 15, 20, 0.75)' },
      }}
    >
      {icon}
    </IconButton>
  );
}
