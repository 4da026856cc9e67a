import { it } from 'vitest';
import { describeEventStoreContract } from '../contract/testing';
import { openKurrentDbClient } from './connectionString';
import { EventStoreDbEventStore } from './eventStoreDbEventStore';
import { dockerAvailable, startKurrentDbContainer } from '../kurrentdb/server';

interface Server {
  readonly url: string;
  stop(): Promise<void>;
}

/**
 * `EVENTSTORE_URL` (a disposable EventStoreDB or KurrentDB server, `esdb://` or `kurrentdb://`: the contract
 * writes test events into it), else a container where a Docker engine answers (kurrentdb/server.ts: the same
 * pinned image `npm run verify:kurrentdb` and docker-compose.kurrentdb.yml run).
 */
async function findServer(): Promise<(() => Promise<Server>) | null> {
  const url = process.env.EVENTSTORE_URL;
  if (url) return async () => ({ url, stop: async () => undefined });
  return (await dockerAvailable()) ? startKurrentDbContainer : null;
}

const start = await findServer();

if (start) {
  describeEventStoreContract('EventStoreDB', async () => {
    const server = await start();
    // One client for every store the contract opens, so they all see the same server.
    const client = openKurrentDbClient(server.url);
    return {
      open: async (catalogue) => new EventStoreDbEventStore({ client, catalogue }),
      cleanup: async () => {
        await client.dispose();
        await server.stop();
      },
    };
  });
} else {
  const reason = 'no EVENTSTORE_URL and no Docker engine';
  process.stderr.write(`EventStoreDB contract tests skipped: ${reason}\n`);
  // Reported as skipped, with the reason, rather than as a test that passes without running anything.
  it.skip(`EventStoreDB event store contract (skipped: ${reason})`);
}
