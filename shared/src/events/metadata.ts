import { z } from 'zod';
import { ACTOR_ROLES } from '../roles';

/**
 * Who, when and why, carried by every event so an auditor can replay any change and see its author.
 * `impersonatorId` is the staff member behind a login-as session; `reason` is required of staff actions
 * that touch money, roles or identity (enforced by the commands, not here).
 */
export const EventMetadata = z.object({
  actorId: z.string().min(1).nullable(),
  actorRole: z.enum(ACTOR_ROLES),
  impersonatorId: z.string().min(1).nullable(),
  correlationId: z.string().min(1),
  causationId: z.string().min(1).nullable(),
  reason: z.string().max(1000).nullable(),
  at: z.iso.datetime({ offset: true }),
});
export type EventMetadata = z.infer<typeof EventMetadata>;
