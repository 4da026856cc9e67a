import { randomUUID } from 'node:crypto';
import type { EventCatalogue, EventStore } from '@annuaire/shared';

/** Opens stores over one shared storage, so a store with a newer catalogue reads what an older wrote. */
export interface ContractHarness {
  open(catalogue: EventCatalogue): Promise<EventStore>;
  cleanup(): Promise<void>;
}

/** What each part of the contract runs against, once the adapter's store is open. */
export interface ContractContext {
  readonly harness: ContractHarness;
  readonly store: EventStore;
}

/** A fresh stream per test, so tests share one store without seeing each other's events. */
export const streamName = (prefix = 'cart') => `${prefix}-${randomUUID()}`;
