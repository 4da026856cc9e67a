import { it } from 'vitest';
import { describeEventStoreContract } from '../contract/testing';
import { openKurrentDbClient } from './connectionString';
import { EventStoreDbEventStore } from './eventStoreDbEventStore';

/**
 * KurrentDB, EventStoreDB's successor (linux/amd64 image). Pinned so a new server release cannot change what
 * the contract runs against unnoticed.
 */
const IMAGE = 'kurrentplatform/kurrentdb:26.1.1';
const PORT = 2113;
/** Finding no Docker engine must not slow the run: machines without one skip this file at once. */
const DOCKER_PROBE_MS = 3000;

interface Server {
  readonly url: string;
  stop(): Promise<void>;
}

/**
 * `EVENTSTORE_URL` (a disposable EventStoreDB or KurrentDB server, `esdb://` or `kurrentdb://`: the contract
 * writes test events into it), else a Docker engine.
 */
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
      KURRENTDB_INSECURE: 'true',
      KURRENTDB_CLUSTER_SIZE: '1',
      KURRENTDB_RUN_PROJECTIONS: 'None',
      KURRENTDB_MEM_DB: 'true',
    })
    .withExposedPorts(PORT)
    .withWaitStrategy(Wait.forHealthCheck()) // the image's own HEALTHCHECK polls /health/live
    .withStartupTimeout(120_000)
    .start();
  return {
    url: `kurrentdb://${container.getHost()}:${container.getMappedPort(PORT)}?tls=false`,
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
