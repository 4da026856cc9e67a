import type { AdPlacement } from '@annuaire/shared';
import Box from '@mui/material/Box';
import { lazy, memo, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useAds, type AdBlock, type AdContext } from '../api/get-ads';
import { useAdsMode } from '../use-ads-mode';

// The `#__PURE__` marks let a page that takes only a hook from this feature's index (the shell's sub-navigation,
// its partner links' tokens) leave the placements out of its download.
/**
 * Drawn only once a block or the member is known, after the page shows: their code stays out of the first
 * load of the pages that hold a placement (the listing's is budgeted).
 */
export const AdBlockView = /*#__PURE__*/ lazy(() => import('./AdBlockView').then((m) => ({ default: m.AdBlockView })));
/**
 * A block in its own boundary, re-rendered only when the block changes. A server-rendered page (entry-server.tsx)
 * holds the block's markup before its code arrives: React keeps that markup until the code loads, unless the
 * boundary gets an update first (the shell learning who is signed in re-renders the listing), which would
 * empty it until then. The memo keeps such re-renders away, so the ad neither blinks nor moves the page.
 */
export const LazyAdBlock = /*#__PURE__*/ memo(function LazyAdBlock({ block }: { block: AdBlock }) {
  return (
    <Suspense fallback={null}>
      <AdBlockView block={block} />
    </Suspense>
  );
});
const VipPromotionAd = /*#__PURE__*/ lazy(() =>
  import('./VipPromotionAd').then((m) => ({ default: m.VipPromotionAd })),
);

/** Space kept for a placement while nothing fills it, so the page does not jump (docs/product.md §3 `*Placeholder`). */
const RESERVED: Partial<Record<AdPlacement, number>> = {
  blockLeaderboard: 122,
  blockUserProfileBottom: 122,
  blockMessagesTopBanner: 90,
};

/**
 * One placement outside the listing grid: the block drawn for it, the VIP promotion, or nothing, by the ads
 * rule. A placeholder keeps the space while it loads or when no block fits.
 */
export function AdSlot({ placement, context = {} }: { placement: AdPlacement; context?: AdContext }) {
  const { t } = useTranslation();
  const mode = useAdsMode();
  const query = useAds(placement, 1, context, mode === 'ads');
  if (mode === 'none') return null;
  if (mode === 'vipPromotion')
    return (
      <Suspense fallback={null}>
        <VipPromotionAd />
      </Suspense>
    );
  const block: AdBlock | undefined = query.data?.[0];
  return (
    <Box component="aside" aria-label={t('ads.label')} sx={{ minHeight: RESERVED[placement] ?? 0, my: 2 }}>
      {block && <LazyAdBlock block={block} />}
    </Box>
  );
}
