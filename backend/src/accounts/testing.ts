import type { AddressInfo } from 'node:net';
import { browserClient, logIn, type TestApi, type TestClient } from '../../../test/api';
import { createApp } from '../api/app';
import type { ApiDependencies } from '../api/dependencies';

export interface Served {
  readonly base: string;
  client(): TestClient;
  as(username: string): Promise<TestClient>;
  close(): Promise<void>;
}

/**
 * Test support only: the test API's database, projections and demo accounts served by a second app
 * built with some dependencies changed (a production config, a mail server), as `npm start` would
 * build it with those settings.
 */
export async function serveWith(api: TestApi, overrides: Partial<ApiDependencies>): Promise<Served> {
  const server = createApp({ ...api.deps, ...overrides }, { live: api.live }).listen(0);
  await new Promise((resolve) => server.once('listening', resolve));
  const base = `http://localhost:${(server.address() as AddressInfo).port}`;

  return {
    base,
    client: () => browserClient(base),
    as: (username) => logIn(base, username),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
