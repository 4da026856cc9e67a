import { useEffect, useRef } from 'react';
import { apiRequest } from '@/lib/api-client';

export type ProfileEvent = 'user_view' | 'user_contact';

/**
 * POST /api/views (docs/product.md §3, §7): a profile view, or a tap on a way to contact. The answer is not read and a
 * failure does not concern the visitor; the server counts a viewer once per 10 minutes and ignores own views.
 */
export function recordProfileEvent(name: ProfileEvent, target: { _id: string; vip: boolean }): void {
  apiRequest('POST', '/api/views', { body: { name, targetUserId: target._id, vip: target.vip } }).catch(
    () => undefined,
  );
}

/** One `user_view` per visit of a profile page, whatever re-renders or refetches happen while it is open. */
export function useRecordProfileView(target: { _id: string; vip: boolean } | undefined): void {
  const recorded = useRef<string | null>(null);
  const id = target?._id;
  const vip = target?.vip ?? false;
  useEffect(() => {
    if (!id || recorded.current === id) return;
    recorded.current = id;
    recordProfileEvent('user_view', { _id: id, vip });
  }, [id, vip]);
}
