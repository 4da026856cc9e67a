import { z } from 'zod';
import { ContactFields, Email, ProfileChanges, REMINDERS, VERIFICATION_STATES } from '@annuaire/shared';

/**
 * `PATCH /api/user`: availability (`online`: now or null), ghost mode (`ghost`, SPEC §7), profile fields,
 * and the private contact fields (kept outside events).
 */
export const PatchCurrentUser = ProfileChanges.extend({
  online: z.union([z.iso.datetime({ offset: true }), z.null()]),
  ghost: z.boolean(),
  // The same rule as the edit form's contact fields (shared).
  ...ContactFields.shape,
})
  .partial()
  .strict()
  .refine((body) => Object.keys(body).length > 0, 'nothing to change');

export const ReminderBody = z.object({ reminder: z.enum(REMINDERS) }).strict();
export const FavoriteBody = z.object({ favoritedUserId: z.string().min(1).max(64), isFavorited: z.boolean() }).strict();
export const FavoritesQuery = z.object({ ids: z.string().max(4000).optional() });

/** Staff actions that touch money, roles or identity carry a reason (recorded in the event metadata). */
export const Reason = z.string().trim().min(3).max(500);
export const UserIdParams = z.object({ id: z.string().min(1).max(64) });

export const StaffEditUser = ProfileChanges.extend({ reason: Reason }).strict();
export const SetVipBody = z.object({ until: z.iso.datetime({ offset: true }).nullable(), reason: Reason }).strict();
export const SetRankBody = z.object({ rank: z.number().int().min(1).max(100_000).nullable(), reason: Reason }).strict();
export const ReasonBody = z.object({ reason: Reason }).strict();
export const VirtualLockBody = z.object({ locked: z.boolean(), reason: Reason }).strict();
export const VerificationBody = z
  .object({ state: z.enum(VERIFICATION_STATES).nullable(), reason: Reason.optional() })
  .strict();
export const DeleteUserQuery = z.object({ notifyReporters: z.enum(['true', 'false']).default('false') });
export const ClaimBody = z.object({ email: Email, reason: Reason }).strict();
