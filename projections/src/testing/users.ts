import { randomUUID } from 'node:crypto';
import { streams, UserRegistered, type EventMetadata } from '@annuaire/shared';
import { happened, type GivenEvent } from './events';

type Registration = Omit<ReturnType<typeof UserRegistered.schema.parse>, 'userId'>;

/** A new member's id and registration: an approved woman escort unless told otherwise. */
export function registered(
  registration: Partial<Registration> = {},
  metadata: Partial<EventMetadata> = {},
): { userId: string; event: GivenEvent } {
  const userId = randomUUID();
  const data = {
    userId,
    username: `member-${userId.slice(0, 8)}`,
    role: 'escort' as const,
    gender: 'woman' as const,
    libertine: false,
    pending: false,
    ...registration,
  };
  return { userId, event: happened(UserRegistered, streams.user(userId), data, metadata) };
}
