import { ROLES } from '@annuaire/shared';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { CURRENT_USER_KEY } from '@/features/auth/api/get-current-user';
import { fetcher } from '@/lib/api-client';

export const PICTURE_STATES = ['approved', 'pending', 'declined'] as const;

/** A gallery picture as its owner sees it (docs/api.md, Pictures): moderation state and note included. */
export const OwnPicture = z.object({
  id: z.string(),
  url: z.string(),
  width: z.number(),
  height: z.number(),
  approved: z.boolean(),
  pending: z.boolean(),
  note: z.nullable(z.string()),
  state: z.enum(PICTURE_STATES),
  inRotation: z.boolean(),
  addedAt: z.string(),
});
export type OwnPicture = z.infer<typeof OwnPicture>;

const Place = z.object({ region: z.string(), city: z.nullable(z.string()) });
export type Place = z.infer<typeof Place>;

const TourShape = z.object({
  destinations: z.array(z.string()),
  startsOn: z.string(),
  endsOn: z.string(),
  description: z.string(),
});

/**
 * GET /api/user read in full for the member's own pages: everything the shell's `CurrentUser` has, plus
 * the private fields (contact, pictures with their moderation state, location, tour, reminders).
 */
export const OwnAccount = z.object({
  _id: z.string(),
  username: z.string(),
  email: z.string(),
  contactEmail: z.nullable(z.string()),
  phone: z.nullable(z.string()),
  role: z.enum(ROLES),
  gender: z.enum(['woman', 'man', 'trans-woman', 'trans-man']),
  permissions: z.array(z.string()),
  vip: z.nullable(z.string()),
  pending: z.boolean(),
  libertine: z.boolean(),
  incall: z.boolean(),
  outcall: z.boolean(),
  virtual: z.boolean(),
  virtualLocked: z.boolean(),
  bio: z.string(),
  headline: z.string(),
  tags: z.array(z.string()),
  websiteUrl: z.nullable(z.string()),
  tour: z.nullable(TourShape),
  online: z.nullable(z.string()),
  ghost: z.boolean(),
  messaging: z.boolean(),
  verificationState: z.nullable(z.string()),
  profilePicture: z.nullable(z.object({ id: z.string(), url: z.string(), width: z.number(), height: z.number() })),
  pictures: z.array(OwnPicture),
  location: z.nullable(Place),
  secondaryLocation: z.nullable(Place),
  favorites: z.record(z.string(), z.literal(true)),
  credits: z.number(),
  createdAt: z.string(),
  /** Set by the server when a profile holder has not marked themselves available for a while. */
  showAvailableReminder: z.boolean(),
});
export type OwnAccount = z.infer<typeof OwnAccount>;

export const OWN_ACCOUNT_KEY = ['account', 'me'] as const;

export function getOwnAccount(signal?: AbortSignal): Promise<OwnAccount> {
  return fetcher('/api/user', OwnAccount, signal);
}

/** The member's full record; the account pages are guarded, so someone is signed in. */
export function useOwnAccount() {
  return useQuery({ queryKey: OWN_ACCOUNT_KEY, queryFn: ({ signal }) => getOwnAccount(signal) });
}

/**
 * An answer that is the updated member (PATCH /api/user and friends) replaces both cached copies: these
 * pages' and the shell's (avatar dot, menus), so nothing shows the old state.
 */
export function storeOwnAccount(queryClient: QueryClient, account: OwnAccount): void {
  queryClient.setQueryData(OWN_ACCOUNT_KEY, account);
  queryClient.setQueryData(CURRENT_USER_KEY, account);
}

/** After a change answered by something else than the member (gallery, balance): read both again. */
export async function refreshOwnAccount(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: OWN_ACCOUNT_KEY }),
    queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY }),
  ]);
}
