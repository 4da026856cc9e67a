import { randomUUID } from 'node:crypto';
import type { EventMetadata } from '@annuaire/shared';

/**
 * Metadata of an event no person asked for (a scheduler, a recovery, generated demo data): the system
 * is the actor, at the given moment, with a fresh correlation unless the caller ties steps together.
 */
export function systemMetadata(
  at: Date,
  options: { reason?: string | null; correlationId?: string; causationId?: string | null } = {},
): EventMetadata {
  return {
    actorId: null,
    actorRole: 'system',
    impersonatorId: null,
    correlationId: options.correlationId ?? randomUUID(),
    causationId: options.causationId ?? null,
    reason: options.reason ?? null,
    at: at.toISOString(),
  };
}
