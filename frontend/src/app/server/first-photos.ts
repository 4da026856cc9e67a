import type { QueryClient } from '@tanstack/react-query';
import { CARD_IMAGE_SIZES } from '@/components/ProfileCard';
import { listingKey, type ListingAnswer } from '@/features/directory';
import { HOME_KEY, HOME_SECTIONS, type HomeAnswer } from '@/features/home';
import { IMAGE_QUALITY, pictureSources } from '@/lib/image-url';
import type { UserCard } from '@/lib/user-card';
import type { RenderedPlan } from './page-data';

/** A photo the page's head asks for at once: the same sources and sizes as its `<img>`, or it would load twice. */
export interface PhotoPreload {
  src: string;
  srcSet: string;
  sizes: string;
}

/** A phone's first row of cards: the page's largest paint (docs/product.md §2, faces on the first screen). */
const FIRST_ROW = 2;

const cardPhoto = (card: UserCard): PhotoPreload | null =>
  card.profilePicture
    ? { ...pictureSources(card.profilePicture.url, IMAGE_QUALITY.card), sizes: CARD_IMAGE_SIZES }
    : null;

/**
 * The first row's photos of a listing or the home, preloaded from the head: the browser asks for them while the
 * rest of the HTML (critical styles, the other cards) is still arriving, instead of when its parser reaches them.
 */
export function firstPhotos(client: QueryClient, plan: RenderedPlan): PhotoPreload[] {
  let cards: readonly UserCard[] = [];
  if (plan.kind === 'listing') cards = client.getQueryData<ListingAnswer>(listingKey(plan.apiUrl))?.data ?? [];
  if (plan.kind === 'home') {
    const home = client.getQueryData<HomeAnswer>(HOME_KEY);
    const first = home ? HOME_SECTIONS.find((section) => home[section].length > 0) : undefined;
    cards = first && home ? home[first] : [];
  }
  return cards
    .slice(0, FIRST_ROW)
    .map(cardPhoto)
    .filter((photo): photo is PhotoPreload => photo !== null);
}
