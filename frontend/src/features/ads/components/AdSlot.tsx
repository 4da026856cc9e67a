import type { AdPlacement } from '@annuaire/shared';
import Box from '@mui/material/Box';
import { lazy, memo, Suspense, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdPlacement, type PlacementContent } from '../ad-placement';
import { loadAdView, loadedAdView } from '../ad-views';
import type { AdBlock, AdContext } from '../api/get-ads';

// The `#__PURE__` marks let a page that takes only a hook from this feature's index (the shell's sub-navigation,
// its partner links' tokens) leave the placements out of its download.
const LazyBlockView = /*#__PURE__*/ lazy(() => loadAdView('block').then((m) => ({ default: m.AdBlockView })));
const LazyVipPromotion = /*#__PURE__*/ lazy(() => loadAdView('vip').then((m) => ({ default: m.VipPromotionAd })));

/**
 * A block in its own boundary, re-rendered only when the block changes. A server-rendered page (entry-server.tsx)
 * holds the block's markup before its code arrives: React keeps that markup until the code loads, unless the
 * boundary gets an update first (the shell learning who is signed in re-renders the listing), which would
 * empty it until then. The memo keeps such re-renders away, so the ad neither blinks nor moves the page. Once the
 * code is here (ad-views.ts), a block renders at once, without a fallback.
 */
export const LazyAdBlock = /*#__PURE__*/ memo(function LazyAdBlock({ block }: { block: AdBlock }) {
  const views = loadedAdView('block');
  // The boundary is always there, so the server's markup and the browser's first render have the same shape.
  return (
    <Suspense fallback={null}>{views ? <views.AdBlockView block={block} /> : <LazyBlockView block={block} />}</Suspense>
  );
});

function VipPromotion() {
  const views = loadedAdView('vip');
  return <Suspense fallback={null}>{views ? <views.VipPromotionAd /> : <LazyVipPromotion />}</Suspense>;
}

/** What tells two contents apart: a new draw is a new token. */
const identity = (content: PlacementContent | undefined) =>
  content === undefined ? 'unknown' : content === null ? 'none' : content.kind === 'vip' ? 'vip' : content.block.token;

/**
 * One placement outside the listing grid: the block drawn for it, the VIP offer, or nothing (docs/product.md §6).
 * It takes room only for what it shows, and never moves what is on screen: what it holds at its first render (the
 * server's draw, or one its page waited for, ad-placement.ts `useAdSlotWait`) it shows at once; a later change (a
 * draw the browser made after the page painted, the member learnt after the first paint) is shown only while the
 * slot sits below the screen, where the content it pushes is not seen. Until then the slot is an empty point in the
 * page, without height; a placement above the screen keeps what it showed.
 */
export function AdSlot({ placement, context = {} }: { placement: AdPlacement; context?: AdContext }) {
  const { t } = useTranslation();
  const { settled, ready, content } = useAdPlacement(placement, context);
  const wanted = settled ? content : undefined;
  const [shown, setShown] = useState(wanted);
  const slot = useRef<HTMLElement>(null);
  const change = ready && wanted !== undefined && identity(wanted) !== identity(shown);

  // Before the browser paints: the change lands in the same frame as the answer that brought it.
  useLayoutEffect(() => {
    if (!change) return;
    const top = slot.current?.getBoundingClientRect().top;
    if (top !== undefined && top >= window.innerHeight) setShown(wanted);
  }, [change, wanted]);

  if (shown === undefined) return <Box ref={slot} aria-hidden="true" data-ad-slot-pending="" />;
  if (shown === null) return null;
  if (shown.kind === 'vip') {
    return (
      <Box ref={slot} sx={{ my: 2 }}>
        <VipPromotion />
      </Box>
    );
  }
  return (
    <Box component="aside" ref={slot} aria-label={t('ads.label')} sx={{ my: 2 }}>
      <LazyAdBlock block={shown.block} />
    </Box>
  );
}
