import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { availableFromTime } from '@/lib/available-from';
import type { UserCard } from '@/lib/user-card';

/** Shown from `sm` up; below, out of sight but read by screen readers (VisuallyHidden's rules). */
const ON_WIDE_SCREENS_ONLY = {
  position: { xs: 'absolute', sm: 'static' },
  width: { xs: '1px', sm: 'auto' },
  height: { xs: '1px', sm: 'auto' },
  overflow: { xs: 'hidden', sm: 'visible' },
  clip: { xs: 'rect(0 0 0 0)', sm: 'auto' },
  whiteSpace: 'nowrap',
} as const;

/**
 * "Available now" or "Available from 21:00" (docs/product.md §4), on the picture: above the name on phones, at the
 * picture's lower corner on wider screens (placed from the name's block, which starts where the picture ends).
 */
export function Availability({ card }: { card: UserCard }) {
  const { t, i18n } = useTranslation('directory');
  if (!card.onlineNow && !card.availableFrom) return null;
  const time = card.availableFrom ? availableFromTime(card.availableFrom, i18n.language) : '';
  return (
    <Box
      sx={{
        position: { xs: 'static', sm: 'absolute' },
        left: 8,
        bottom: 'calc(100% + 8px)',
        justifySelf: 'start',
        mb: { xs: 0.5, sm: 0 },
        maxWidth: { xs: '100%', sm: 'calc(100% - 16px)' },
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.75,
        px: 1,
        borderRadius: 999,
        bgcolor: 'rgba(11, 15, 20, 0.78)',
        color: '#FFFFFF',
        fontSize: 12,
        fontWeight: 700,
        lineHeight: '22px',
        whiteSpace: 'nowrap',
        overflow: 'hidden',
        textOverflow: 'ellipsis',
      }}
    >
      {card.onlineNow && (
        <Box
          component="span"
          aria-hidden="true"
          sx={{ width: 8, height: 8, flexShrink: 0, borderRadius: '50%', bgcolor: 'online' }}
        />
      )}
      {/* A phone card is too narrow for the whole phrase: the eye gets a short one, screen readers the whole. */}
      <Box component="span" aria-hidden="true" sx={{ display: { sm: 'none' } }}>
        {card.onlineNow ? t('card.availableNowShort') : t('card.availableFromShort', { time })}
      </Box>
      <Box component="span" sx={ON_WIDE_SCREENS_ONLY}>
        {card.onlineNow ? t('card.availableNow') : t('card.availableFrom', { time })}
      </Box>
    </Box>
  );
}
