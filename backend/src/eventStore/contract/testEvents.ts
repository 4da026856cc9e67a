import { z } from 'zod';
import { createCatalogue, defineEvent } from '@annuaire/shared';
import { ItemRemoved } from '../../../../projections/src/testing/cart';

/**
 * The event store's tests and benchmark use the projection runtime's test events (a shopping cart), under
 * the names the event store's specs always had.
 */
export {
  added,
  cartCatalogue as testCatalogue,
  cartMetadata as testMetadata,
  ItemAdded,
  ItemRemoved,
} from '../../../../projections/src/testing/cart';

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
