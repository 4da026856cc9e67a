import path from 'node:path';
import { loadConfig } from '../config';
import { startEmbeddedPostgres } from '../postgres/embedded';

/** The line `npm run dev` (scripts/dev.mjs) waits for before it starts the API. */
export const READY_LINE = 'embedded PostgreSQL ready';

/**
 * `npm run dev`'s first service: keeps the embedded PostgreSQL of DATA_DIR running while the API reloads on
 * every save. The API finds the cluster running, owned by this live process, and only connects to it
 * (postgres/embedded.ts), so a reload no longer stops and starts PostgreSQL. Stops the cluster on SIGINT or
 * SIGTERM; with DATABASE_URL set there is nothing to keep, and it only waits.
 */
export async function holdDevPostgres(env: NodeJS.ProcessEnv = process.env): Promise<() => Promise<void>> {
  const config = loadConfig(env);
  if (config.DATABASE_URL) {
    console.log(`DATABASE_URL is set: no embedded PostgreSQL to keep running. ${READY_LINE}`);
    return async () => undefined;
  }
  const dataDir = path.join(config.DATA_DIR, 'postgres');
  const server = await startEmbeddedPostgres({
    dataDir,
    onUnexpectedExit: (detail) => {
      console.error(`embedded PostgreSQL stopped unexpectedly (${detail.trim()})`);
      process.exit(1);
    },
  });
  console.log(`${server.owned ? 'started' : 'connected to the running'} embedded PostgreSQL in ${dataDir}`);
  console.log(READY_LINE);
  return () => server.stop();
}
