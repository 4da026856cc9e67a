import { z } from 'zod';
import { createCatalogue, defineEvent, type EventMetadata } from '@annuaire/shared';

/** Events used only by the event store's own tests and benchmark. */
export const ItemAdded = defineEvent('ItemAdded', z.object({ sku: z.string().min(1), quantity: z.number().int() }));
export const ItemRemoved = defineEvent('ItemRemoved', z.object({ sku: z.string().min(1) }));
export const testCatalogue = createCatalogue([ItemAdded, ItemRemoved]);

/**
 * The same catalogue one schema version later: ItemAdded gained `unit`, and v1 payloads are upcast.
 */
export const testCatalogueV2 = createCatalogue([
  defineEvent('ItemAdded', z.object({ sku: z.string(), quantity: z.number().int(), unit: z.string() }), {
    version: 2,
    upcasters: { 1: (data) => ({ ...(data as object), unit: 'piece' }) },
  }),
  ItemRemoved,
]);

export function testMetadata(overrides: Partial<EventMetadata> = {}): EventMetadata {
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

export const added = (sku: string, quantity = 1) => ({ type: 'ItemAdded', data: { sku, quantity } }) as const;
