/** The site's ad placements (docs/product.md §2, §6): slots, the listing's card ads, and what the server preloads. */
export { AdSlot } from './components/AdSlot';
export { useAdSlotWait } from './ad-placement';
export { useCardAds, cardAdSlots, CARD_AD_EVERY } from './components/CardAds';
export { adsKey, adsUrl, getAds, type AdContext, type AdBlock } from './api/get-ads';
export { useAdsMode } from './use-ads-mode';
export { usePartnerLinkTokens } from './api/get-menu-tokens';
export { modalAdWanted } from './modal-wanted';
