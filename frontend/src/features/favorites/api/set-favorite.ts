import * as z from 'zod/mini';
import { apiRequest } from '@/lib/api-client';

const FavoritesAnswer = z.object({ favorites: z.record(z.string(), z.literal(true)) });

/** PATCH /api/user/favorites → the member's whole favorites map. */
export async function setFavorite(favoritedUserId: string, isFavorited: boolean): Promise<Record<string, true>> {
  const { data } = await apiRequest('PATCH', '/api/user/favorites', {
    body: { favoritedUserId, isFavorited },
    schema: FavoritesAnswer,
  });
  return data.favorites;
}
