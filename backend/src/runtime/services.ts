import type { AddressInfo } from 'node:net';
import { startProjectionWorkers, type AnyProjection } from '@annuaire/projections';
import type { EventCatalogue } from '@annuaire/shared';
import { createApp } from '../api/app';
import type { Config } from '../config';
import { openCore } from './core';

export interface Services {
  /** Base URL the API listens on. */
  readonly url: string;
  stop(): Promise<void>;
}

export interface ServiceOptions {
  readonly projections: readonly AnyProjection[];
  readonly catalogue: EventCatalogue;
  readonly log?: (message: string) => void;
}

/**
 * Everything `npm start` runs, in order: PostgreSQL (embedded unless configured), migrations, the event
 * store, the projection workers (unless PROJECTIONS=off) and the HTTP API. `stop` undoes it in reverse.
 */
export async function startServices(config: Config, options: ServiceOptions): Promise<Services> {
  const log = options.log ?? (() => undefined);
  const core = await openCore(config, options.catalogue, log);
  const { db, store } = core;
  const workers =
    config.PROJECTIONS === 'on'
      ? startProjectionWorkers(options.projections, { db, store, connectionString: core.databaseUrl, log })
      : null;

  const app = createApp({ config, db, store, projections: options.projections });
  app.on('error', (error: unknown) => log(`request failed: ${error instanceof Error ? error.stack : String(error)}`));
  const server = app.listen(config.PORT, config.HOST);
  await new Promise<void>((resolve, reject) => server.once('listening', resolve).once('error', reject));
  const { port } = server.address() as AddressInfo;
  log(`API listening on http://localhost:${port}`);

  return {
    url: `http://localhost:${port}`,
    async stop() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await workers?.stop();
      await core.close();
    },
  };
}
