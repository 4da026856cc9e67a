import type { AdPlacement } from '@annuaire/shared';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useGuestAtFirstPaint } from '@/features/consent';
import { ApiError } from '@/lib/api-client';
import { useCurrentUser } from '@/lib/current-user';
import { loadedAdView, loadAdView, subscribeAdViews } from './ad-views';
import { useAds, type AdBlock, type AdContext } from './api/get-ads';
import { useAdsMode } from './use-ads-mode';

/** What one placement holds: the block drawn for it, the VIP offer (docs/product.md §6 ads rule), or nothing. */
export type PlacementContent = { kind: 'block'; block: AdBlock } | { kind: 'vip' } | null;

export interface PlacementState {
  /** Whether the content is known: the reader's ads rule, and the draw when the reader sees ads. */
  settled: boolean;
  /** Whether the code that shows the content has loaded (nothing needs none). */
  ready: boolean;
  content: PlacementContent;
}

/**
 * A placement's content and whether it is known yet. The reader's ads rule is known once the user check answered,
 * or from the first paint on a page served without a session cookie (a visitor's: the server drew its ads). A draw
 * that failed holds nothing; one the server failed on for no answer of the API is not handed to the browser
 * (app/server/state.ts), so it counts as not drawn on both sides until the browser draws again.
 */
export function useAdPlacement(placement: AdPlacement, context: AdContext): PlacementState {
  const { checked } = useCurrentUser();
  const guest = useGuestAtFirstPaint();
  const mode = useAdsMode();
  const draw = useAds(placement, 1, context, mode === 'ads');
  const block = mode === 'ads' ? draw.data?.[0] : undefined;
  const content: PlacementContent = mode === 'vipPromotion' ? { kind: 'vip' } : block ? { kind: 'block', block } : null;
  const drawn = draw.isSuccess || draw.error instanceof ApiError || (draw.isError && typeof window !== 'undefined');
  const settled = (checked || guest) && (mode !== 'ads' || drawn);
  const kind = content?.kind;
  const ready = useSyncExternalStore(
    subscribeAdViews,
    () => kind === undefined || loadedAdView(kind) !== undefined,
    () => kind === undefined,
  );
  useEffect(() => {
    if (kind) void loadAdView(kind);
  }, [kind]);
  return { settled, ready, content };
}

/** The longest a page's content waits for its placement: past it the content shows, and the slot keeps out of it. */
const PLACEMENT_WAIT_MAX_MS = 2_000;

/**
 * For a page whose placement sits above its own content (the listing's leaderboard, the messages banner): whether
 * that content should keep its placeholders a moment, so the slot and the content appear together and nothing is
 * pushed down once painted. The draw runs beside the page's own request. `withSlot` says whether the content, once
 * loaded, holds the slot (undefined while it loads; false: an empty listing shows none, so nothing waits).
 *
 * Content shown once never waits again (a new region's draw then follows AdSlot's rule instead). A placement known
 * at the first render (the server's draw, whose markup the page adopts before the block's code loads) does not
 * wait for that code.
 */
export function useAdSlotWait(placement: AdPlacement, context: AdContext, withSlot: boolean | undefined): boolean {
  const { settled, ready } = useAdPlacement(placement, context);
  const [settledAtFirstRender] = useState(settled);
  const [shown, setShown] = useState(false);
  const [gaveUp, setGaveUp] = useState(false);
  const wait = withSlot !== false && !shown && !gaveUp && !(settled && (ready || settledAtFirstRender));
  if (withSlot === true && !wait && !shown) setShown(true);
  useEffect(() => {
    if (!wait) return;
    const timer = setTimeout(() => setGaveUp(true), PLACEMENT_WAIT_MAX_MS);
    return () => clearTimeout(timer);
  }, [wait]);
  return wait;
}
