import { EventStoreDBClient } from '@eventstore/db-client';
import { it } from 'vitest';
import { describeEventStoreContract } from '../contract/testing';
import { EventStoreDbEventStore } from './eventStoreDbEventStore';

/** Pinned so a new server release cannot change what the contract runs against unnoticed. */
const IMAGE = 'eventstore/eventstore:24.10.6';
const PORT = 2113;
/** Finding no Docker engine must not slow the run: machines without one skip this file at once. */
const DOCKER_PROBE_MS = 3000;

interface Server {
  readonly url: string;
  stop(): Promise<void>;
}

/** `EVENTSTORE_URL` (a disposable server: the contract writes test events into it), else a Docker engine. */
async function findServer(): Promise<(() => Promise<Server>) | null> {
  const url = process.env.EVENTSTORE_URL;
  if (url) return async () => ({ url, stop: async () => undefined });
  return (await dockerAvailable()) ? startContainer : null;
}

async function dockerAvailable(): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), DOCKER_PROBE_MS);
    timer.unref();
  });
  const probe = import('testcontainers')
    .then(({ getContainerRuntimeClient }) => getContainerRuntimeClient())
    .then(() => true)
    .catch(() => false);
  try {
    return await Promise.race([probe, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

async function startContainer(): Promise<Server> {
  const { GenericContainer, Wait } = await import('testcontainers');
  const container = await new GenericContainer(IMAGE)
    .withEnvironment({
      EVENTSTORE_INSECURE: 'true',
      EVENTSTORE_CLUSTER_SIZE: '1',
      EVENTSTORE_RUN_PROJECTIONS: 'None',
      EVENTSTORE_MEM_DB: 'true',
    })
    .withExposedPorts(PORT)
    .withWaitStrategy(Wait.forHealthCheck()) // the image's own HEALTHCHECK polls /health/live
    .withStartupTimeout(120_000)
    .start();
  return {
    url: `esdb://${container.getHost()}:${container.getMappedPort(PORT)}?tls=false`,
    stop: async () => {
      await container.stop();
    },
  };
}

const start = await findServer();

if (start) {
  describeEventStoreContract('EventStoreDB', async () => {
    const server = await start();
    // One client for every store the contract opens, so they all see the same server.
    const client = EventStoreDBClient.connectionString(server.url);
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
