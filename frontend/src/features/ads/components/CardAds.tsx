import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { useAds, type AdContext } from '../api/get-ads';
import { useAdsMode } from '../use-ads-mode';
import { LazyAdBlock } from './AdSlot';

/** docs/product.md §2: a card ad after every 8th profile card, never last and never two side by side. */
export const CARD_AD_EVERY = 8;

/** How many card ads a grid of `cards` profiles holds. */
export const cardAdSlots = (cards: number) => Math.max(0, Math.floor((cards - 1) / CARD_AD_EVERY));

/**
 * The card ads of one listing page, as a function the grid calls after each card: slot n follows card 8n. The
 * profiles keep their order and their page: ads are added between them, never in their place.
 */
export function useCardAds(cards: number, context: AdContext): (index: number) => React.ReactNode {
  const { t } = useTranslation();
  const mode = useAdsMode();
  const slots = cardAdSlots(cards);
  const query = useAds('blockCard', slots, context, mode === 'ads');
  const blocks = mode === 'ads' ? (query.data ?? []) : [];
  return (index) => {
    const position = index + 1;
    if (position % CARD_AD_EVERY !== 0 || position >= cards) return null;
    const block = blocks[position / CARD_AD_EVERY - 1];
    if (!block) return null;
    return (
      <Box component="li" key={`ad-${position}`} aria-label={t('ads.label')} data-card-ad>
        <LazyAdBlock block={block} />
      </Box>
    );
  };
}
