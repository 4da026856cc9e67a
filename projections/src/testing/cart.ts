import { z } from 'zod';
import { createCatalogue, defineEvent, type EventMetadata } from '@annuaire/shared';

/**
 * The runtime's own test events: a shopping cart, small enough that a spec can fold the log by hand
 * and compare. Projections' specs define their events here rather than borrowing backend's.
 */
export const ItemAdded = defineEvent('ItemAdded', z.object({ sku: z.string().min(1), quantity: z.number().int() }));
export const ItemRemoved = defineEvent('ItemRemoved', z.object({ sku: z.string().min(1) }));
export const cartEvents = [ItemAdded, ItemRemoved] as const;
export const cartCatalogue = createCatalogue(cartEvents);

export const added = (sku: string, quantity = 1) => ({ type: ItemAdded.type, data: { sku, quantity } });
export const removed = (sku: string) => ({ type: ItemRemoved.type, data: { sku } });

export function cartMetadata(overrides: Partial<EventMetadata> = {}): EventMetadata {
  return {
    actorId: 'user-1',
    actorRole: 'admin',
    impersonatorId: null,
    correlationId: 'corr-1',
    causationId: null,
    reason: null,
    at: new Date('2026-01-01T00:00:00.000Z').toISOString(),
    ...overrides,
  };
}
