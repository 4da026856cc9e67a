/**
 * A KurrentDB server to verify the adapter against: EVENTSTORE_URL when given, else a container started through
 * testcontainers where a Docker engine answers. The one image and settings the contract spec
 * (eventStoreDb/eventStoreDbEventStore.int.spec.ts) starts too, as docker-compose.kurrentdb.yml pins, so a new server
 * release cannot change what is verified unnoticed.
 */
export const KURRENTDB_IMAGE = 'kurrentplatform/kurrentdb:26.1.1';
const PORT = 2113;
/** Finding no Docker engine must not keep anyone waiting: a machine without one is told so within this. */
export const DOCKER_PROBE_MS = 3000;

export interface KurrentDbServer {
  readonly url: string;
  /** Where it came from, for the report: `EVENTSTORE_URL` or the container's image. */
  readonly origin: string;
  stop(): Promise<void>;
}

/** Whether testcontainers finds a Docker engine that answers, within DOCKER_PROBE_MS. */
export async function dockerAvailable(timeoutMs = DOCKER_PROBE_MS): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
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

/** A throw-away single-node KurrentDB (in memory, insecure, no server-side projections). */
export async function startKurrentDbContainer(): Promise<KurrentDbServer> {
  const { GenericContainer, Wait } = await import('testcontainers');
  const container = await new GenericContainer(KURRENTDB_IMAGE)
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
    origin: `a ${KURRENTDB_IMAGE} container (testcontainers)`,
    stop: async () => {
      await container.stop();
    },
  };
}
