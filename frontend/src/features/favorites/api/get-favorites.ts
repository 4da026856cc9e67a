import { useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { fetcher } from '@/lib/api-client';
import { placeholderOf } from '@annuaire/shared';
import { UserCard } from '@/lib/user-card';
import { FAVORITES_KEY } from '../keys';

/**
 * A favorite as GET /api/user/favorites answers it. Only id, username and gender are certain: the endpoint
 * answers a shorter record than the directory card today, so the rest is optional and filled in below.
 */
const FavoriteEntry = z.extend(z.partial(UserCard), {
  _id: z.string(),
  username: z.string(),
  gender: z.string(),
  online: z.nullish(z.string()),
  headline: z.nullish(z.string()),
});
type FavoriteEntry = z.infer<typeof FavoriteEntry>;

/** A favorite as a full card: missing fields read as "nothing to show", the placeholder by docs/product.md §7. */
export function cardOf(entry: FavoriteEntry): UserCard {
  return {
    _id: entry._id,
    username: entry.username,
    gender: entry.gender,
    role: entry.role ?? 'escort',
    libertine: entry.libertine ?? false,
    vip: entry.vip ?? false,
    online: entry.online ?? null,
    onlineNow: entry.onlineNow ?? false,
    ghost: entry.ghost ?? false,
    headline: entry.headline ?? '',
    bio: entry.bio ?? '',
    tags: entry.tags ?? [],
    profilePicture: entry.profilePicture ?? null,
    placeholder: entry.placeholder ?? `/cached/placeholders/${placeholderOf(entry._id, entry.gender)}.jpg`,
    underReview: entry.underReview ?? false,
    isNew: entry.isNew ?? false,
    location: entry.location,
    secondaryLocation: entry.secondaryLocation,
  };
}

/** GET /api/user/favorites (a member's own) or `?ids=` (a guest's, kept locally). */
export async function getFavorites(ids: readonly string[] | null, signal?: AbortSignal): Promise<UserCard[]> {
  const url = ids ? `/api/user/favorites?ids=${ids.map(encodeURIComponent).join(',')}` : '/api/user/favorites';
  const entries = await fetcher(url, z.array(FavoriteEntry), signal);
  return entries.map(cardOf);
}

/** The member's list, or the cards of a guest's ids in the guest's order (newest first). */
export function useFavoriteCards(memberId: string | null, localIds: readonly string[]) {
  return useQuery({
    queryKey: [...FAVORITES_KEY, memberId ?? 'guest', memberId ? '' : localIds.join(',')],
    queryFn: async ({ signal }) => {
      if (memberId) return getFavorites(null, signal);
      if (localIds.length === 0) return [];
      const cards = await getFavorites(localIds, signal);
      const order = new Map(localIds.map((id, index) => [id, index]));
      return cards.sort((a, b) => (order.get(a._id) ?? 0) - (order.get(b._id) ?? 0));
    },
  });
}
