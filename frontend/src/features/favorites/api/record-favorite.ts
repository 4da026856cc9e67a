import { apiRequest } from '@/lib/api-client';

/**
 * POST /api/views `user_favorite` (docs/product.md §3): favorites count in the advertiser's statistics. The answer is
 * not read (docs/product.md §7) and a failure is not the visitor's concern, so it is dropped.
 */
export function recordFavoriteEvent(target: { _id: string; vip: boolean }): void {
  apiRequest('POST', '/api/views', {
    body: { name: 'user_favorite', targetUserId: target._id, vip: target.vip },
  }).catch(() => undefined);
}
